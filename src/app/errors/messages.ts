import { i18n } from '../../lib/i18n'

/** The pages shown instead of a page: loading, not found, an error, admins only. */
export const errorMessages = i18n('errors', {
  loading: 'Loading',
  adminsOnly: 'Admins only',
  adminsOnlyText:
    'This page is for administrators. If you need access, ask an admin of your organisation.',
  startPage: 'Go to the start page',
  pageNotFound: 'Page not found',
  pageNotFoundText: 'The address may be mistyped, or the page has moved.',
  notFound: 'Not found',
  notFoundText: 'It may have been deleted, or you may not have access to it.',
  somethingWentWrong: 'Something went wrong',
  unexpectedError: 'An unexpected error stopped this page from loading.',
  tryAgain: 'Try again',
})
