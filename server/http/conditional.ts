import type { Context } from 'hono'
import type { ZodType } from 'zod'
import { z } from '../../src/interface'
import { etagOf, type IfMatch } from '../domain/etag'
import { ApiError } from './errors'

/**
 * Conditional writes (an extension): every GET of one record answers its `ETag`; edits, cancels,
 * terminations and deletes take `If-Match` and answer 412 when the record changed since.
 */

/** `*`, or one or more quoted entity tags (W/ allowed, though a weak one never matches). */
const IF_MATCH =
  /^\s*(\*|(W\/)?"[\x21\x23-\x7e\x80-\xff]*"(\s*,\s*(W\/)?"[\x21\x23-\x7e\x80-\xff]*")*)\s*$/
const TAG = /(?:W\/)?"[^"]*"/g

/** The request's If-Match, or undefined when it sent none; 400 when it is not one. */
export function ifMatchOf(c: Context): IfMatch | undefined {
  const header = c.req.header('If-Match')
  if (header === undefined) return undefined
  if (!IF_MATCH.test(header)) {
    throw new ApiError(
      400,
      'If-Match must be the quoted ETag a GET answered (such as "3hQf…"), a list of them, or *.',
    )
  }
  return header.trim() === '*' ? '*' : (header.match(TAG) ?? [])
}

/**
 * Sets the record's ETag on the answer; answers the record. `no-transform` keeps the answer
 * uncompressed (it is one record, small): compressing it would make the ETag weak (`W/…`), and a
 * weak ETag never matches an If-Match, so a browser's edit would always be refused.
 */
export function withEtag<T>(c: Context, record: T): T {
  c.header('ETag', etagOf(record))
  c.header('Cache-Control', 'no-cache, no-transform')
  return record
}

const IF_MATCH_DESCRIPTION =
  'Extension: the `ETag` a GET of the record answered. When the record has changed since, nothing ' +
  'is written and the answer is 412 with the record as it is now. Without it, the last write wins. ' +
  '`*` matches any current record; a value that is not a quoted ETag (or a list of them) is 400.'

/** The If-Match request header of a conditional write, for the OpenAPI document. */
export const ifMatchHeader = (what: string) =>
  z.object({
    'if-match': z
      .string()
      .optional()
      .meta({
        description: `${IF_MATCH_DESCRIPTION} ${what}`,
        example: '"3hQfWq0Tq1y5c2hGzT2Yq0mX5Ds"',
      }),
  })

/** A GET's answer with its ETag header. */
export const withEtagHeader = <T extends ZodType>(schema: T, description: string) => ({
  description,
  headers: {
    ETag: {
      description:
        'Extension: a strong ETag of this answer; it changes whenever anything the answer shows ' +
        'changes. Send it back as `If-Match` on a write.',
      schema: { type: 'string' as const },
    },
  },
  content: { 'application/json': { schema } },
})

/** The 412 of a conditional write: the message and the record as GET answers it now. */
export const changedSinceResponse = <T extends ZodType>(record: T) => ({
  412: {
    description:
      'If-Match no longer meets the record: nothing was written. `current` is the record as GET ' +
      'answers it now (its ETag in the `ETag` header).',
    content: {
      'application/json': {
        schema: z.object({
          message: z.string().meta({
            description: '“… was changed by <name> at <time> since you opened it.”',
          }),
          current: record,
        }),
      },
    },
  },
})
