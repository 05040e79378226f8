// zod/mini: the routes import this schema, and route definitions sit in the entry chunk.
import * as z from 'zod/mini'

export const PER_PAGE_OPTIONS = [5, 10, 50] as const

/** The inquiry list lives in the URL; anything malformed there falls back to a sensible default. */
export const InquiryListSearch = z.object({
  page: z.catch(z._default(z.number().check(z.int(), z.minimum(1)), 1), 1),
  per_page: z.catch(z._default(z.literal(PER_PAGE_OPTIONS), 10), 10),
  q: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(255))), undefined),
})
export type InquiryListSearch = z.infer<typeof InquiryListSearch>

/** `$orderId` in a path: a positive whole number, as the API's ids are. */
export const OrderIdParam = z.coerce.number().check(z.int(), z.minimum(1))

/** The list's search box, which `/` and the command palette focus. */
export const INQUIRY_SEARCH_ID = 'inquiry-search'
