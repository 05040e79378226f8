import {
  CONTRACT_SORT_FIELDS,
  CONTRACT_SORT_PATTERN,
  CONTRACT_STATUSES,
} from '../../interface/contract-values'
import {
  dayOf,
  matching,
  oneOf,
  pagingOf,
  present,
  rowIdOf,
  searchSchema,
  textOf,
  type Paging,
} from '../../lib/url-search'

export { PER_PAGE_OPTIONS } from '../../lib/url-search'
export { CONTRACT_SORT_FIELDS as SORT_FIELDS, CONTRACT_STATUSES as STATUSES }

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

/** The contract table, as its URL says. */
export type ContractListSearch = Paging & {
  status?: (typeof CONTRACT_STATUSES)[number]
  search?: string
  sort?: string
  type?: string
} & Partial<Record<DateFilter, string>> &
  Partial<Record<RowFilter, number>>

const statusOf = oneOf(CONTRACT_STATUSES)
const sortOf = matching(CONTRACT_SORT_PATTERN)

/** The contract table lives in the URL; anything malformed there falls back to a sensible default. */
export const ContractListSearch = searchSchema((search): ContractListSearch =>
  present({
    ...pagingOf(search),
    status: statusOf(search.status),
    search: textOf(search.search),
    sort: sortOf(search.sort),
    ...Object.fromEntries(DATE_FILTERS.map((name) => [name, dayOf(search[name])])),
    ...Object.fromEntries(ROW_FILTERS.map((name) => [name, rowIdOf(search[name])])),
    type: textOf(search.type) || undefined,
  }),
)

/** The table's search box, which `/` and the command palette focus. */
export const CONTRACT_SEARCH_ID = 'contract-search'
