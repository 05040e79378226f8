import { i18n, params } from '../../i18n'

/** What a live list says of others' changes: news to show, rows that no longer match. */
export const liveListMessages = i18n('liveList', {
  news: params('{count} new — show'),
  marked: 'Marked rows were changed by someone else and no longer match this list.',
  refresh: 'Refresh',
  changed: 'Changed — no longer matches this list',
  deleted: 'Deleted by someone else',
})
