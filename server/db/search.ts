import { sql, type SQL } from 'drizzle-orm'

/** A case-insensitive substring pattern: `%` and `_` typed by a person are literal, not wildcards. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`

/**
 * `column` (lower-cased text) contains `term`, ignoring case: LIKE, which the column's trigram index
 * serves from three letters on. A shorter term has no trigram to look up, and the planner scans.
 */
export function textSearch(column: SQL, term: string): SQL {
  return sql`${column} like ${containsPattern(term.toLowerCase())}`
}
