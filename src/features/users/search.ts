import type { UserListQuery } from '../../interface'
import { LIST_SEARCH } from '../../lib/list-search-schemas'
import { listSearch } from '../../lib/url-search'

export { PER_PAGE_OPTIONS } from '../../lib/url-search'

/** The users list, as its URL says: the API's query of the list (UserListQuery). */
export type UserListSearch = UserListQuery

/** The users list lives in the URL; anything malformed there falls back to a sensible default. */
export const UserListSearch = listSearch<UserListSearch>(LIST_SEARCH.users)

/** The list's search box, which `/` focuses. */
export const USER_SEARCH_ID = 'user-search'
