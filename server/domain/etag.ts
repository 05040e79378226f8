import { createHash } from 'node:crypto'

/**
 * A strong ETag of a record as GET answers it: it changes whenever anything the answer shows
 * changes (the record, and the names of what it points at).
 */
export function etagOf(record: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(record)).digest('base64url').slice(0, 27)}"`
}

/** An If-Match: `*` (any current record), or the quoted ETags it lists. */
export type IfMatch = '*' | string[]

/** Whether a record whose ETag is `etag` meets the If-Match (strong comparison: W/ never does). */
export const matchesIfMatch = (expected: IfMatch, etag: string) =>
  expected === '*' || expected.includes(etag)
