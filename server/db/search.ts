import { sql, type SQL } from 'drizzle-orm'

/**
 * The one definition of a search's match, in SQL: `text` (lower-cased, as every searched column
 * is kept) contains `term` lower-cased by the database; `%`, `_` and `\` typed by a person are
 * literal, not wildcards. LIKE, which a trigram index serves from three letters on (the pattern is
 * a constant once the term is bound). The lists and the kept searched totals ask this alone, so
 * nothing in TypeScript lower-cases, escapes or matches a term.
 */
export function matches(text: SQL, term: SQL): SQL {
  return sql`${text} like ${searchPattern(term)}`
}

/** The LIKE pattern of `matches` for `term`: made once per term where many texts are matched. */
export function searchPattern(term: SQL): SQL {
  return sql`'%' || replace(replace(replace(lower(${term}), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`
}

/** `column` contains `term`, bound as a parameter (see `matches`). */
export function textSearch(column: SQL, term: string): SQL {
  return matches(column, sql`${term}::text`)
}

/** A contract's `type` is `wanted`: the whole value, ignoring case (as the index on lower(type)). */
export function typeIs(type: SQL, wanted: SQL): SQL {
  return sql`lower(${type}) = lower(${wanted})`
}
