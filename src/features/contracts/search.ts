// zod/mini: the routes import this schema, and route definitions sit in the entry chunk.
import * as z from 'zod/mini'
import type { ContractSortField, ContractStatus } from '../../interface/contracts'

export const PER_PAGE_OPTIONS = [5, 10, 50] as const

// Spelled out rather than imported: src/interface pulls the whole of zod into the entry chunk.
// `Exactly` makes the compiler say so if the interface gains or loses a value.
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
export const STATUSES = ['not started', 'ongoing', 'ended', 'unknown'] as const
export const SORT_FIELDS = [
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
const statusesMatch: Exactly<(typeof STATUSES)[number], ContractStatus> = true
const sortFieldsMatch: Exactly<(typeof SORT_FIELDS)[number], ContractSortField> = true
void [statusesMatch, sortFieldsMatch]

const SORT_PATTERN = new RegExp(`^-?(${SORT_FIELDS.join('|')})$`)

/** The contract table lives in the URL; anything malformed there falls back to a sensible default. */
export const ContractListSearch = z.object({
  page: z.catch(z._default(z.number().check(z.int(), z.minimum(1)), 1), 1),
  per_page: z.catch(z._default(z.literal(PER_PAGE_OPTIONS), 10), 10),
  status: z.catch(z.optional(z.enum(STATUSES)), undefined),
  search: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(255))), undefined),
  sort: z.catch(z.optional(z.string().check(z.regex(SORT_PATTERN))), undefined),
})
export type ContractListSearch = z.infer<typeof ContractListSearch>

/** `$contractId` in a path: the numeric id, a positive whole number. */
export const ContractIdParam = z.coerce.number().check(z.int(), z.minimum(1))

/** The table's search box, which `/` and the command palette focus. */
export const CONTRACT_SEARCH_ID = 'contract-search'
