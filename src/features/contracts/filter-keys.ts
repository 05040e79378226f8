// Apart from search.ts, which the routes load with the entry chunk: only the list's pages use these.

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
