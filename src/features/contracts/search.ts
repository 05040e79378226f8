// zod/mini: the routes import this schema, and route definitions sit in the entry chunk.
import * as z from 'zod/mini'
import {
  CONTRACT_SORT_FIELDS,
  CONTRACT_SORT_PATTERN,
  CONTRACT_STATUSES,
} from '../../interface/contract-values'

export const PER_PAGE_OPTIONS = [5, 10, 50] as const

export { CONTRACT_SORT_FIELDS as SORT_FIELDS, CONTRACT_STATUSES as STATUSES }

/** The contract table lives in the URL; anything malformed there falls back to a sensible default. */
export const ContractListSearch = z.object({
  page: z.catch(z._default(z.number().check(z.int(), z.minimum(1)), 1), 1),
  per_page: z.catch(z._default(z.literal(PER_PAGE_OPTIONS), 10), 10),
  status: z.catch(z.optional(z.enum(CONTRACT_STATUSES)), undefined),
  search: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(255))), undefined),
  sort: z.catch(z.optional(z.string().check(z.regex(CONTRACT_SORT_PATTERN))), undefined),
})
export type ContractListSearch = z.infer<typeof ContractListSearch>

/** `$contractId` in a path: the numeric id, a positive whole number. */
export const ContractIdParam = z.coerce.number().check(z.int(), z.minimum(1))

/** The table's search box, which `/` and the command palette focus. */
export const CONTRACT_SEARCH_ID = 'contract-search'
