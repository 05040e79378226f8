import type { ContractListQuery } from '../../interface'
import { LIST_SEARCH } from '../../lib/list-search-schemas'
import { listSearch } from '../../lib/url-search'

export { PER_PAGE_OPTIONS } from '../../lib/url-search'

/** The contract table, as its URL says: the API's query of the list (ContractListQuery). */
export type ContractListSearch = ContractListQuery

/** The contract table lives in the URL; anything malformed there falls back to a sensible default. */
export const ContractListSearch = listSearch<ContractListSearch>(LIST_SEARCH.contracts)

/** The table's search box, which `/` and the command palette focus. */
export const CONTRACT_SEARCH_ID = 'contract-search'
