// Plain values without zod, so the dashboard's route definitions (in its entry chunk) can use
// them without pulling in the whole of zod.

export const CONTRACT_STATUSES = ['not started', 'ongoing', 'ended', 'unknown'] as const

export const CONTRACT_SORT_FIELDS = [
  'id',
  'the_contract_id',
  'client_company',
  'vendor_company',
  'consultant',
  'status',
  'contract_start',
  'contract_end',
  'client_price',
  'vendor_price',
] as const
export type ContractSortField = (typeof CONTRACT_SORT_FIELDS)[number]

/** `sort`: a field, `-` in front for descending. */
export const CONTRACT_SORT_PATTERN = new RegExp(`^-?(${CONTRACT_SORT_FIELDS.join('|')})$`)

/** The most contracts one request picks by id: a bulk action, or the export of a selection. */
export const BULK_MOST = 500
