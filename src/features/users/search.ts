// zod/mini: this schema sits in the entry chunk, which the sign-in page's size budget covers.
import * as z from 'zod/mini'

export const PER_PAGE_OPTIONS = [5, 10, 50] as const

/** The users list lives in the URL; anything malformed there falls back to a sensible default. */
export const UserListSearch = z.object({
  page: z.catch(z._default(z.number().check(z.int(), z.minimum(1)), 1), 1),
  per_page: z.catch(z._default(z.literal(PER_PAGE_OPTIONS), 10), 10),
  search: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(255))), undefined),
})
export type UserListSearch = z.infer<typeof UserListSearch>

/** `$userId` in a path: a positive whole number, as the API's ids are. */
export const UserIdParam = z.coerce.number().check(z.int(), z.minimum(1))
