import { pagingOf, present, searchSchema, textOf, type Paging } from '../../lib/url-search'

export { PER_PAGE_OPTIONS } from '../../lib/url-search'

/** The users list, as its URL says. */
export type UserListSearch = Paging & { search?: string }

/** The users list lives in the URL; anything malformed there falls back to a sensible default. */
export const UserListSearch = searchSchema((search): UserListSearch =>
  present({ ...pagingOf(search), search: textOf(search.search) }),
)

/** The list's search box, which `/` focuses. */
export const USER_SEARCH_ID = 'user-search'
