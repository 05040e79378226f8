import { parse, PGlite, protocol } from '@electric-sql/pglite'
import type { Sql } from 'postgres'
import type { Database } from './open'

export type Param = string | number | boolean | null | number[]

export interface Statement {
  text: string
  /**
   * Plan once for any parameters (PGlite only; PostgreSQL decides itself). Right for statements
   * whose best plan does not depend on the values, such as an unfiltered page walking an index;
   * wrong for a search, where a rare and a common term want different plans.
   */
  genericPlan?: boolean
}

/**
 * The list endpoints' reads: named prepared statements, parsed once per connection and run without
 * the ORM in between. On PGlite one read is one call into Postgres instead of five, which is most of
 * what a list request costs. Reads only, and never inside a transaction (PGlite would wait for it).
 */
export interface Reader {
  rows<T>(statement: Statement, params?: Param[]): Promise<T[]>
}

/** The reader over the connection a Drizzle database was opened on. */
export function readerFor(db: Database): Reader {
  // `$client` is the driver Drizzle was given: PGlite, or a postgres.js pool.
  const client = (db as unknown as { $client: PGlite | Sql }).$client
  return client instanceof PGlite ? pgliteReader(client) : postgresReader(client)
}

function postgresReader(sql: Sql): Reader {
  return {
    // postgres.js names and prepares each distinct text on each pooled connection itself.
    rows: async <T>(statement: Statement, params: Param[] = []) =>
      (await sql.unsafe(statement.text, params, { prepare: true })) as unknown as T[],
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

const { serialize } = protocol

function pgliteReader(pg: PGlite): Reader {
  const names = new Map<string, string>()

  /** The statement's name, parsed (prepared) in this session the first time it is seen. */
  async function prepared(text: string): Promise<string> {
    let name = names.get(text)
    if (name === undefined) {
      name = `reader_${names.size + 1}`
      await pg.execProtocol(concat([serialize.parse({ name, text }), serialize.sync()]))
      names.set(text, name)
    }
    return name
  }

  return {
    rows: <T>(statement: Statement, params: Param[] = []) =>
      // The same locks as PGlite's own query(): after any open transaction, one call at a time.
      pg._runExclusiveTransaction(() =>
        pg._runExclusiveQuery(async () => {
          const name = await prepared(statement.text)
          const values = params.map((value) =>
            value === null ? null : Array.isArray(value) ? `{${value.join(',')}}` : String(value),
          )
          const messages = [
            serialize.bind({ statement: name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
          ]
          if (statement.genericPlan) {
            // The setting only for this statement: set before it, reset after it, in one round trip
            // (an error rolls the implicit transaction back, and the setting with it).
            const force = await prepared('set plan_cache_mode = force_generic_plan')
            const reset = await prepared('reset plan_cache_mode')
            messages.unshift(serialize.bind({ statement: force }), serialize.execute({}))
            messages.push(serialize.bind({ statement: reset }), serialize.execute({}))
          }
          messages.push(serialize.sync())
          const result = await pg.execProtocol(concat(messages), { syncToFs: false })
          const sets = parse.parseResults(result.messages, pg.parsers)
          // With the setting's two statements around it, the rows are the middle result.
          return (statement.genericPlan ? sets[1] : sets[0])?.rows as T[]
        }),
      ),
  }
}
