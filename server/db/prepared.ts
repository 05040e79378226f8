import type { PGlite } from '@electric-sql/pglite'
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Database } from './database'
import { rowsOf } from './rows'

/**
 * A contract write by its key (create, edit, terminate) and the contract records of a page (by their
 * ids) are planned once on PGlite: prepared with SQL `PREPARE` through PGlite's public `exec`, then
 * run with `EXECUTE` and their values as literals. Planning a contract edit costs more than running
 * it (about 0.5 ms against 0.2 ms), and a page's records a third of their time. postgres.js
 * prepares its statements on PostgreSQL by itself. Only for statements whose best plan does not
 * depend on the values (rows by their keys): a search's plan does, and stays planned each time.
 */

const dialect = new PgDialect()
/** Enough for every shape of write people send; past it, statements are planned each time. */
const MOST = 300

interface Prepared {
  client: PGlite
  names: Map<string, Promise<string>>
}

const preparing = new WeakMap<object, Prepared>()

/** Statements run through `preparedRows` on `db` (a PGlite database) are prepared from now on. */
export function prepareOn(db: Database, client: PGlite) {
  preparing.set(db, { client, names: new Map() })
}

/** A value as an SQL literal: PostgreSQL casts it to the parameter's type. */
const literal = (value: unknown) =>
  value === null || value === undefined
    ? 'null'
    : `'${String(typeof value === 'object' ? JSON.stringify(value) : value).replaceAll("'", "''")}'`

/**
 * The rows of `query`, prepared when `db` prepares (not inside a transaction, whose executor is
 * another object: the statement then runs as usual).
 */
export async function preparedRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const prepared = preparing.get(db)
  if (!prepared) return rowsOf<T>(db, query)
  const { sql: text, params } = dialect.sqlToQuery(query)
  let name = prepared.names.get(text)
  if (!name) {
    if (prepared.names.size >= MOST) return rowsOf<T>(db, query)
    const chosen = `prepared_${prepared.names.size + 1}`
    name = prepared.client.exec(`prepare ${chosen} as ${text}`).then(() => chosen)
    prepared.names.set(text, name)
    name.catch(() => prepared.names.delete(text))
  }
  const values = params.length > 0 ? `(${params.map(literal).join(', ')})` : ''
  return (await prepared.client.query<T>(`execute ${await name}${values}`)).rows
}
