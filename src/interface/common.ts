import { z } from './messages'

export const ErrorBody = /* @__PURE__ */ z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({
    id: 'Error',
    description: 'Every error: a message, and for 422 the failing fields with sentences.',
  })
export type ErrorBody = z.infer<typeof ErrorBody>

export const MessageBody = /* @__PURE__ */ z.object({ message: z.string() }).meta({ id: 'Message' })
export type MessageBody = z.infer<typeof MessageBody>

export const CreatedBody = /* @__PURE__ */ z
  .object({
    message: z.string(),
    id: z.number().int().meta({ description: 'Extension: the new record id.' }),
  })
  .meta({ id: 'Created' })
export type CreatedBody = z.infer<typeof CreatedBody>

/** Row ids are PostgreSQL integers: a larger number could name no row, and the database refuses it. */
export const MAX_ID = 2_147_483_647

/** A positive integer from a path or query string ("12"), as Laravel route model binding takes it. */
export const IdParam = /* @__PURE__ */ z.coerce.number<string>().int().min(1).max(MAX_ID)

/** The id of a row, in a JSON body. */
export const RowId = /* @__PURE__ */ z.number().int().min(1).max(MAX_ID)

export const PageQuery = /* @__PURE__ */ z.object({
  page: z.coerce.number<string>().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number<string>().int().min(1).max(100).default(10),
})

export const PaginationMeta = /* @__PURE__ */ z.object({
  total: z.number().int(),
  total_is_exact: z.boolean().meta({
    description:
      'Extension: false when the server counts a searched or filtered list only up to its ' +
      '`COUNT_LIMIT` and more match: `total` is then that limit (the list holds at least as many), ' +
      '`last_page` is reckoned from it, and a page past it is empty. True otherwise: by default ' +
      'every total is exact.',
  }),
  per_page: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
})
export type PaginationMeta = z.infer<typeof PaginationMeta>

/** A list's total: the exact count, or the count limit when more match (`exact: false`). */
export interface Counted {
  total: number
  exact: boolean
}

/** Laravel's length-aware paginator arithmetic: last_page is never below 1, an empty page has null from/to. */
export function paginationMeta(
  { total, exact }: Counted,
  page: number,
  perPage: number,
  rowsOnPage: number,
): PaginationMeta {
  const from = rowsOnPage > 0 ? (page - 1) * perPage + 1 : null
  return {
    total,
    total_is_exact: exact,
    per_page: perPage,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    from,
    to: from === null ? null : from + rowsOnPage - 1,
  }
}

/** A record's version: grows by one with every write to it (an added field). */
export const Version = /* @__PURE__ */ z
  .number()
  .int()
  .meta({ description: 'Extension: grows by one with every write to this record.' })

/** A text field that may be left out or sent empty; whitespace around it is dropped. */
export const OptionalText = (max: number) => z.string().trim().max(max).optional()
