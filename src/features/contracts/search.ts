import type { ContractListQuery } from '../../interface'
import { LIST_SEARCH } from '../../lib/list-search-schemas'
import { listSearch } from '../../lib/url-search'

export { PER_PAGE_OPTIONS } from '../../lib/url-search'

/** The date range filters: `contract_start_from` … `contract_end_to`, days, both ends inclusive. */
export const DATE_FILTERS = [
  'contract_start_from',
  'contract_start_to',
  'contract_end_from',
  'contract_end_to',
] as const
export type DateFilter = (typeof DATE_FILTERS)[number]

/** The filters by the rows a contract points at (their ids), and by its type. */
export const ROW_FILTERS = ['client_company_id', 'vendor_company_id', 'consultant_id'] as const
export type RowFilter = (typeof ROW_FILTERS)[number]

/** Every filter beyond the search box and the status: what "Clear all" clears. */
export const LIST_FILTERS = [...ROW_FILTERS, 'type', ...DATE_FILTERS] as const

/** The contract table, as its URL says: the API's query of the list (ContractListQuery). */
export type ContractListSearch = ContractListQuery

/** The contract table lives in the URL; anything malformed there falls back to a sensible default. */
export const ContractListSearch = listSearch<ContractListSearch>(LIST_SEARCH.contracts)

/** The table's search box, which `/` and the command palette focus. */
export const CONTRACT_SEARCH_ID = 'contract-search'
