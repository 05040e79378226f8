import { parse, protocol, type PGlite } from '@electric-sql/pglite'
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Database } from './database'
import { rowsOf } from './rows'

/**
 * A contract write by its key (create, edit, terminate), the contract records of a page (by their
 * ids) and which kept searched totals a contract write moved (search-totals.ts, asked after each
 * write while totals are kept) are planned once on PGlite: parsed as a named statement of the
 * extended protocol, then bound and run as PGlite's own `query` does with its unnamed one (the same
 * messages, its serializers and parsers), each in a transaction of its own through PGlite's public
 * `transaction`. Planning a contract edit costs more than running it (about 0.5 ms against 0.2 ms),
 * and a page's records a third of their time. postgres.js prepares its statements on PostgreSQL by
 * itself. Only for statements whose best plan does not depend on the values (rows by their keys,
 * the kept totals' few bound values): a search's plan does, and stays planned each time.
 */

const dialect = new PgDialect()
/** Enough for every shape of write people send; past it, statements are planned each time. */
const MOST = 300

interface Statement {
  name: string
  /** The parameters' types as the database inferred them, for PGlite's serializers. */
  types: number[]
}

interface Prepared {
  client: PGlite
  statements: Map<string, Statement>
}

const preparing = new WeakMap<object, Prepared>()

/** Statements run through `preparedRows` on `db` (a PGlite database) are prepared from now on. */
export function prepareOn(db: Database, client: PGlite) {
  preparing.set(db, { client, statements: new Map() })
}

/**
 * The rows of `query`, prepared when `db` prepares (not inside a transaction, whose executor is
 * another object: the statement then runs as usual).
 */
export async function preparedRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const prepared = preparing.get(db)
  if (!prepared) return rowsOf<T>(db, query)
  const { sql: text, params } = dialect.sqlToQuery(query)
  const known = prepared.statements.get(text)
  if (!known && prepared.statements.size >= MOST) return rowsOf<T>(db, query)
  const { client } = prepared
  // In a transaction of its own (PGlite's public transaction(): after any other transaction under
  // way, never inside one), then alone on the connection (runExclusive) for the protocol's messages.
  return client.transaction(() =>
    client.runExclusive(async () => {
      const send = async (message: Uint8Array) =>
        (await client.execProtocol(message, { syncToFs: false })).messages
      const messages = []
      try {
        // Prepared meanwhile by a call that waited ahead of this one, maybe.
        let statement = prepared.statements.get(text)
        if (!statement) {
          const name = `prepared_${prepared.statements.size + 1}`
          await send(protocol.serialize.parse({ name, text }))
          const types = parse.parseDescribeStatementResults(
            await send(protocol.serialize.describe({ type: 'S', name })),
          )
          statement = { name, types }
          prepared.statements.set(text, statement)
        }
        const types = statement.types
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null
          const serialize = client.serializers[types[i]!]
          return serialize ? serialize(value) : String(value)
        })
        messages.push(
          ...(await send(protocol.serialize.bind({ statement: statement.name, values }))),
          ...(await send(protocol.serialize.describe({ type: 'P' }))),
          ...(await send(protocol.serialize.execute({}))),
        )
      } finally {
        messages.push(...(await send(protocol.serialize.sync())))
      }
      await client.syncToFs()
      return parse.parseResults(messages, client.parsers)[0]!.rows as T[]
    }),
  )
}
