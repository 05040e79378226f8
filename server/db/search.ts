import { sql, type SQL } from 'drizzle-orm'

/** A case-insensitive substring pattern: `%` and `_` typed by a person are literal, not wildcards. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`

/**
 * `column` (lower-cased text) contains `term`, ignoring case. Three letters or more: LIKE, which
 * the column's trigram index serves. Fewer: a trigram index has nothing to look up and would read
 * itself whole, so the condition is one no index serves, and the rows are scanned.
 */
export function textSearch(column: SQL, term: string): SQL {
  const lower = term.toLowerCase()
  return [...lower].length >= 3
    ? sql`${column} like ${containsPattern(lower)}`
    : sql`strpos(${column}, ${lower}) > 0`
}
