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
  'margin',
  'markup_percent',
  'notice_deadline',
] as const
export type ContractSortField = (typeof CONTRACT_SORT_FIELDS)[number]

/** The most keys one sort takes. */
export const SORT_KEYS_MOST = 3
const SORT_KEY = `-?(${CONTRACT_SORT_FIELDS.join('|')})`
/**
 * A sort: one to SORT_KEYS_MOST fields, comma-separated, each with `-` in front for descending, and
 * no field twice (the lookahead). One pattern, so the dashboard's reading of a URL (which sees the
 * JSON Schema's `pattern`, not zod's refinements) refuses what the API refuses.
 */
export const CONTRACT_SORT_PATTERN = new RegExp(
  `^(?!(?:[^,]*,)*-?([a-z_]+)(?:,[^,]*)*,-?\\1(?:,|$))` +
    `${SORT_KEY}(,${SORT_KEY}){0,${SORT_KEYS_MOST - 1}}$`,
)

/** The most contracts one request picks by id: a bulk action, or the export of a selection. */
export const BULK_MOST = 500

/** Whether a contract ending soon will be renewed: decided by a person, `undecided` until then. */
export const RENEWALS = ['undecided', 'renewing', 'not_renewing'] as const
export type Renewal = (typeof RENEWALS)[number]

/** The overview's windows for notice deadlines: within 7 and 30 days from today. */
export const NOTICE_WINDOWS = ['7', '30'] as const

/** The renewals the overview counts: of the contracts ending within this many days. */
export const RENEWAL_HORIZON_DAYS = 90

/**
 * The columns of the contracts CSV, in the export's order; an import takes any of them, in any
 * order (`the_contract_id` always). The read-only ones are written by the export and ignored by an
 * import: the numeric id (rows match by `the_contract_id`) and what is derived from the others.
 */
export const CONTRACT_CSV_COLUMNS = [
  'id',
  'the_contract_id',
  'client_contract_id',
  'status',
  'client_company',
  'vendor_company',
  'consultant',
  'consultant_title',
  'consult_skills',
  'contract_start',
  'contract_end',
  'is_infinite',
  'allocation',
  'client_price',
  'vendor_price',
  'margin',
  'markup_percent',
  'vat',
  'type',
  'unit',
  'max_hours',
  'service_code',
  'notice_period',
  'notice_days',
  'notice_deadline',
  'renewal',
  'notes',
] as const
export type ContractCsvColumn = (typeof CONTRACT_CSV_COLUMNS)[number]
export const READ_ONLY_CSV_COLUMNS = [
  'id',
  'margin',
  'markup_percent',
  'notice_deadline',
] as const satisfies readonly ContractCsvColumn[]

/** An import's limits: rows after the header, and bytes of the file. */
export const IMPORT_MOST_ROWS = 20_000
export const IMPORT_MOST_BYTES = 20 * 1024 * 1024

/** Public contract ids the API's own paths use (`/contracts/import`, …): a new contract may not take one. */
export const RESERVED_CONTRACT_IDS = ['id', 'export.csv', 'bulk', 'import', 'groups', 'summary']

/** What a contract's document is. */
export const ATTACHMENT_KINDS = [
  'contract',
  'sow',
  'purchase_order',
  'nda',
  'insurance',
  'other',
] as const

/** The largest document a contract takes: bytes. */
export const ATTACHMENT_MOST_BYTES = 25 * 1024 * 1024

/** Days before a document expires that admins are told (`document_expiring`). */
export const DOCUMENT_EXPIRY_NOTICE_DAYS = 30
