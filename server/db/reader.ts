import { PGlite, protocol, types } from '@electric-sql/pglite'
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
  /**
   * The text holds a value written into it (with sqlString), so that its plan is made for that
   * value and kept: PGlite keeps such a statement prepared while it is among the most recently used;
   * PostgreSQL, which plans fast, plans it each time.
   */
  transient?: boolean
}

/** Transient statements PGlite keeps prepared at once, the least recently used closed first. */
const TRANSIENT_STATEMENTS = 256

/** A text as an SQL string literal (standard_conforming_strings, the default: only ' is doubled). */
export function sqlString(text: string): string {
  if (text.includes('\0')) throw new Error('NUL cannot be stored in an SQL string')
  return `'${text.replaceAll("'", "''")}'`
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
      (await sql.unsafe(statement.text, params, {
        prepare: !statement.transient,
      })) as unknown as T[],
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
const utf8 = new TextDecoder()

/**
 * The rows of each statement in a raw protocol answer (one array per CommandComplete), typed by
 * PGlite's own parsers; an ErrorResponse is thrown. Only the messages a read can answer are read.
 */
function readAnswer(bytes: Uint8Array, parsers: PGlite['parsers']): unknown[][] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const sets: unknown[][] = []
  let fields: { name: string; type: number }[] = []
  let rows: Record<string, unknown>[] = []
  const cString = (at: number) => {
    const end = bytes.indexOf(0, at)
    return { text: utf8.decode(bytes.subarray(at, end)), next: end + 1 }
  }
  for (let at = 0; at < bytes.length;) {
    const code = String.fromCharCode(bytes[at]!)
    const end = at + 1 + view.getInt32(at + 1)
    let cursor = at + 5
    if (code === 'T') {
      // RowDescription: name, then table oid, column number, type oid, size, modifier, format.
      const count = view.getInt16(cursor)
      cursor += 2
      fields = []
      for (let i = 0; i < count; i++) {
        const name = cString(cursor)
        fields.push({ name: name.text, type: view.getInt32(name.next + 6) })
        cursor = name.next + 18
      }
    } else if (code === 'D') {
      const row: Record<string, unknown> = {}
      cursor += 2
      for (const field of fields) {
        const length = view.getInt32(cursor)
        cursor += 4
        row[field.name] =
          length < 0
            ? null
            : types.parseType(
                utf8.decode(bytes.subarray(cursor, cursor + length)),
                field.type,
                parsers,
              )
        cursor += Math.max(length, 0)
      }
      rows.push(row)
    } else if (code === 'C') {
      sets.push(rows)
      rows = []
    } else if (code === 'E') {
      // ErrorResponse: (field code, text) pairs up to a zero byte.
      const error: Record<string, string> = {}
      while (bytes[cursor] !== 0) {
        const value = cString(cursor + 1)
        error[String.fromCharCode(bytes[cursor]!)] = value.text
        cursor = value.next
      }
      throw Object.assign(new Error(error.M), { code: error.C, severity: error.S, detail: error.D })
    }
    at = end
  }
  return sets
}

function pgliteReader(pg: PGlite): Reader {
  const names = new Map<string, string>()
  /** The transient statements prepared, least recently used first. */
  const transient = new Set<string>()
  let named = 0

  /** The statement's name, parsed (prepared) in this session the first time it is seen. */
  async function prepared(statement: Statement): Promise<string> {
    const { text } = statement
    if (statement.transient) {
      transient.delete(text)
      transient.add(text)
    }
    let name = names.get(text)
    if (name === undefined) {
      const messages: Uint8Array[] = []
      if (transient.size > TRANSIENT_STATEMENTS) {
        const oldest = transient.values().next().value as string
        messages.push(serialize.close({ type: 'S', name: names.get(oldest)! }))
        transient.delete(oldest)
        names.delete(oldest)
      }
      name = `reader_${++named}`
      messages.push(serialize.parse({ name, text }), serialize.sync())
      try {
        await pg.execProtocol(concat(messages))
      } catch (error) {
        transient.delete(text)
        throw error
      }
      names.set(text, name)
    }
    return name
  }

  return {
    rows: <T>(statement: Statement, params: Param[] = []) =>
      // The same locks as PGlite's own query(): after any open transaction, one call at a time.
      pg._runExclusiveTransaction(() =>
        pg._runExclusiveQuery(async () => {
          const name = await prepared(statement)
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
            const force = await prepared({ text: 'set plan_cache_mode = force_generic_plan' })
            const reset = await prepared({ text: 'reset plan_cache_mode' })
            messages.unshift(serialize.bind({ statement: force }), serialize.execute({}))
            messages.push(serialize.bind({ statement: reset }), serialize.execute({}))
          }
          messages.push(serialize.sync())
          // The answer's bytes as they come (copied: PGlite reuses its buffer), read here at once:
          // PGlite's own reading would copy and parse them twice more.
          const chunks: Uint8Array[] = []
          await pg.execProtocolRawStream(concat(messages), {
            syncToFs: false,
            onRawData: (chunk) => chunks.push(chunk.slice()),
          })
          const sets = readAnswer(concat(chunks), pg.parsers)
          // With the setting's two statements around it, the rows are the middle result.
          return (statement.genericPlan ? sets[1] : sets[0]) as T[]
        }),
      ),
  }
}
