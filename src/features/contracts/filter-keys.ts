// Apart from search.ts, which the routes load with the entry chunk: only the list's pages use these.

/** The date range filters: `contract_start_from` … `notice_deadline_to`, days, both ends inclusive. */
export const DATE_FILTERS = [
  'contract_start_from',
  'contract_start_to',
  'contract_end_from',
  'contract_end_to',
  'notice_deadline_from',
  'notice_deadline_to',
] as const
export type DateFilter = (typeof DATE_FILTERS)[number]

/** The columns filtered by a range of days: each has a `_from` and a `_to` in DATE_FILTERS. */
export const DATE_RANGES = ['contract_start', 'contract_end', 'notice_deadline'] as const
export type DateRange = (typeof DATE_RANGES)[number]

/** The filters by the rows a contract points at (their ids), and by its type. */
export const ROW_FILTERS = ['client_company_id', 'vendor_company_id', 'consultant_id'] as const
export type RowFilter = (typeof ROW_FILTERS)[number]

/** Every filter beyond the search box and the status: what "Clear all" clears. */
export const LIST_FILTERS = [
  ...ROW_FILTERS,
  'type',
  'renewal',
  'margin_below',
  ...DATE_FILTERS,
] as const
