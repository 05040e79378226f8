import type { ContractListQuery, ContractTableQuery } from '../../interface'
import { LIST_SEARCH } from '../../lib/list-search-schemas'
import { listSearch } from '../../lib/url-search'

export { PER_PAGE_OPTIONS } from '../../lib/url-search'

/**
 * The contract table, as its URL says: the API's query of the list (ContractListQuery), and what
 * the table is grouped by, if anything (ContractTableQuery).
 */
export type ContractListSearch = ContractTableQuery

/** The contract table lives in the URL; anything malformed there falls back to a sensible default. */
export const ContractListSearch = listSearch<ContractListSearch>(LIST_SEARCH.contracts)

/** The list's own query: the table's search without its grouping. */
export const listQueryOf = ({ group: _group, ...query }: ContractListSearch): ContractListQuery =>
  query

/** What the table's filters select: its search without page, page size, sort or grouping. */
export type ContractFilterSearch = Omit<ContractListQuery, 'page' | 'per_page' | 'sort'>
export const filtersOf = ({
  page: _page,
  per_page: _perPage,
  sort: _sort,
  group: _group,
  ...filters
}: ContractListSearch): ContractFilterSearch => filters

/** The table's search box, which `/` and the command palette focus. */
export const CONTRACT_SEARCH_ID = 'contract-search'
