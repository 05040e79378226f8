import {
  idOf,
  searchSchema,
  pageOf,
  perPageOf,
  present,
  textOf,
  type PerPage,
} from '../../lib/url-search'

export { PER_PAGE_OPTIONS } from '../../lib/url-search'

/** The users list, as its URL says. */
export type UserListSearch = {
  page: number
  per_page: PerPage
  search?: string
}

/** The users list lives in the URL; anything malformed there falls back to a sensible default. */
export const UserListSearch = searchSchema((search): UserListSearch =>
  present({
    page: pageOf(search.page),
    per_page: perPageOf(search.per_page),
    search: textOf(search.search),
  }),
)

/** `$userId` in a path: a positive whole number, as the API's ids are (else undefined). */
export const userIdOf = idOf
