import { sql } from 'drizzle-orm'
import type { Database } from '../../db/open'
import { rowsOf } from '../../db/rows'

/**
 * What a rejected request may still change: failed sign-ins are counted (that is the throttle), and
 * a token's first use is recorded.
 */
const IGNORED_TABLES = new Set(['sign_in_failures'])
const IGNORED_COLUMNS: Record<string, string[]> = { api_tokens: ['last_used_at'] }

export { rowsOf }

const fingerprintQueries = new WeakMap<Database, ReturnType<typeof sql.raw>>()

/** One query: every table of the schema (found, not listed, so a new table is included). */
async function fingerprintQuery(db: Database) {
  const known = fingerprintQueries.get(db)
  if (known) return known
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )
  const parts = tables
    .map((t) => t.name)
    .filter((name) => !IGNORED_TABLES.has(name))
    .map((name) => {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unexpected table name ${name}`)
      const dropped = (IGNORED_COLUMNS[name] ?? []).map((c) => ` - '${c}'`).join('')
      // Rows as JSON text, sorted by that text: no table needs an id column.
      return `(select md5(coalesce(string_agg(r, E'\\n' order by r), ''))
        from (select (to_jsonb(t)${dropped})::text as r from "${name}" t) rows) as "${name}"`
    })
  const query = sql.raw(`select ${parts.join(',\n')}`)
  fingerprintQueries.set(db, query)
  return query
}

/** A hash of every stored row per table: equal fingerprints, nothing stored changed. */
export async function fingerprint(db: Database): Promise<Record<string, string>> {
  const [row] = await rowsOf<Record<string, string>>(db, await fingerprintQuery(db))
  return row!
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(
  before: Record<string, string>,
  after: Record<string, string>,
): string[] {
  return Object.keys(after).filter((table) => before[table] !== after[table])
}
