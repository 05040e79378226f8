import { sql, type SQL } from 'drizzle-orm'
import { capitalized, type RecordResource, type RecordRow } from '../../src/interface/record'
import type { IfMatch } from '../domain/etag'
import { NotFoundError } from '../domain/errors'
import { expectUnchanged } from './conflicts'
import { countCap, countedOf, countTo, pageWithin } from './counting'
import { changesOf, recordHistory, type HistoryResource, type Writer } from './history'
import type { Database } from './open'
import { isoTime, rowsOf } from './rows'
import { matches } from './search'

type Executor = Pick<Database, 'execute'>
type Texts = Record<string, string | null | undefined>

/**
 * The one door of a record resource's table (src/interface/record.ts): its reads, and its writes,
 * each with its history entry in the same statement. Nothing else writes the table.
 */
export function recordDoor(resource: RecordResource) {
  const { keys, fields } = resource.record
  const table = sql.identifier(resource.name)
  const label = capitalized(resource.record.one)
  // The declaration names it; the history's records are derived from the declarations.
  const historyOf = { resource: resource.history as HistoryResource, label }
  const columns = sql.join(
    ['id', ...keys, 'version', 'created_at', 'updated_at'].map((column) => sql.identifier(column)),
    sql`, `,
  )
  // Every text at once, lower-cased, as the search's match wants (server/db/search.ts).
  const searched = sql`lower(concat_ws(' ', ${sql.join(
    keys.map((key) => sql.identifier(key)),
    sql`, `,
  )}))`

  const toRecord = (row: Record<string, unknown>): RecordRow => ({
    id: row.id as number,
    ...Object.fromEntries(keys.map((key) => [key, (row[key] as string | null) ?? null])),
    version: row.version as number,
    created_at: isoTime(row.created_at as Date | string),
    updated_at: isoTime(row.updated_at as Date | string),
  })
  // An optional text sent empty is kept as null; a required one is never empty (the schema's).
  const stored = (key: string, value: string | null | undefined) =>
    fields[key]!.required ? value : value || null

  async function find(db: Executor, id: number, lock: SQL = sql``): Promise<RecordRow> {
    const [row] = await rowsOf<Record<string, unknown>>(
      db,
      sql`select ${columns} from ${table} where id = ${id} ${lock}`,
    )
    if (!row) throw new NotFoundError(label)
    return toRecord(row)
  }

  /** Locks the row and refuses the write when `expected` (If-Match) no longer meets it. */
  async function lockExpected(db: Executor, id: number, expected: IfMatch | undefined) {
    const current = await find(db, id, sql`for update`)
    await expectUnchanged(db, expected, { ...historyOf, id }, current)
  }

  return {
    find: (db: Executor, id: number) => find(db, id),

    /** One page, newest first; a searched list is counted up to `countLimit`. */
    async list(
      db: Executor,
      query: { search?: string | undefined; limit: number; offset: number; countLimit?: number },
    ) {
      const where = query.search ? matches(searched, sql`${query.search}::text`) : sql`true`
      const cap = countCap(Boolean(query.search), query.countLimit)
      const matching = sql`select 1 from ${table} where ${where}`
      const [counted] = await rowsOf<{ total: number }>(
        db,
        sql`select count(*)::int as total from (${
          cap === undefined ? matching : sql`${matching} limit ${countTo(cap)}`
        }) m`,
      )
      const rows = await rowsOf<Record<string, unknown>>(
        db,
        sql`select ${columns} from ${table} where ${where} order by id desc
          limit ${pageWithin(query.limit, query.offset, cap)} offset ${query.offset}`,
      )
      return { counted: countedOf(counted?.total ?? 0, cap), rows: rows.map(toRecord) }
    },

    /** A new row and its history entry, in one statement; answers its id. */
    async create(db: Executor, writer: Writer, body: Texts): Promise<number> {
      const names = sql.join(
        keys.map((key) => sql.identifier(key)),
        sql`, `,
      )
      const values = sql.join(
        keys.map((key) => sql`${stored(key, body[key]) ?? null}`),
        sql`, `,
      )
      const [row] = await rowsOf<{ id: number }>(
        db,
        sql`with made as (insert into ${table} (${names}) values (${values}) returning *),
          kept as (${recordHistory(
            historyOf.resource,
            'created',
            writer,
            sql`select id, null::int, ${changesOf(sql`'{}'::jsonb`, sql`to_jsonb(made)`)} from made`,
          )})
          select id from made`,
      )
      return row!.id
    },

    /** The texts sent, under the row's lock; the version grows and the history keeps what changed. */
    async update(
      db: Database,
      writer: Writer,
      id: number,
      body: Texts,
      expected: () => IfMatch | undefined,
    ): Promise<void> {
      const sent = keys.filter((key) => body[key] !== undefined)
      await db.transaction(async (tx) => {
        await lockExpected(tx, id, expected())
        const set = sql.join(
          [
            ...sent.map((key) => sql`${sql.identifier(key)} = ${stored(key, body[key]) ?? null}`),
            sql`version = version + 1`,
            sql`updated_at = now()`,
          ],
          sql`, `,
        )
        await tx.execute(
          sql`with before as (select * from ${table} where id = ${id}),
            changed as (update ${table} set ${set} where id = ${id} returning *),
            kept as (${recordHistory(
              historyOf.resource,
              'updated',
              writer,
              sql`select changed.id, null::int, ${changesOf(
                sql`to_jsonb(before)`,
                sql`to_jsonb(changed)`,
              )} from changed, before`,
            )})
            select 1`,
        )
      })
    },

    /** Deletes the row under its lock; its history keeps what it held. */
    async remove(
      db: Database,
      writer: Writer,
      id: number,
      expected: () => IfMatch | undefined,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await lockExpected(tx, id, expected())
        await tx.execute(
          sql`with gone as (delete from ${table} where id = ${id} returning *),
            kept as (${recordHistory(
              historyOf.resource,
              'deleted',
              writer,
              // Every field it held, to null: the entry says what was deleted.
              sql`select id, null::int, ${changesOf(
                sql`to_jsonb(gone)`,
                sql`(select jsonb_object_agg(key, null) from jsonb_object_keys(to_jsonb(gone)) key)`,
              )} from gone`,
            )})
            select 1`,
        )
      })
    },
  }
}

export type RecordDoor = ReturnType<typeof recordDoor>
