import { sql, type SQL } from 'drizzle-orm'
import type { ActivityQuery, HistoryEntry } from '../../src/interface'
import { countCap, countedOf, countTo, pageWithin } from './counting'
import type { Database } from './open'
import { isoTime, rowsOf } from './rows'

/**
 * The history of writes: each write inserts its entry in the same statement (or transaction) as
 * itself, with `changes` worked out in SQL from the row before and after (`changesOf`).
 */

export type HistoryResource = HistoryEntry['resource']
export type HistoryAction = HistoryEntry['action']

/** Who writes: a signed-in person, or nobody (the command line, seeding). */
export type Writer = { id: number } | null

/** Columns a history entry never shows: the row's bookkeeping and what is derived from it. */
const UNSHOWN = [
  'id',
  'created_at',
  'updated_at',
  'deleted_at',
  'search_text',
  'term_from',
  'term_until',
  'version',
  'inquiry_id',
  'created_by',
]

/** Relation columns, recorded under the name of the object GET shows, as `{id, name}`. */
const RELATIONS: [column: string, name: string, table: string][] = [
  ['consultant_id', 'consultant', 'consultants'],
  ['client_company_id', 'client_company', 'companies'],
  ['vendor_company_id', 'vendor_company', 'companies'],
  ['company_id', 'company', 'companies'],
  ['industry_id', 'industry', 'industries'],
]

/** A relation's id (a jsonb value) as `{id, name}` from its table; any other value as it is. */
function shown(value: string): SQL {
  return sql.raw(
    `case n.key ${RELATIONS.map(
      ([column, , table]) =>
        `when '${column}' then (select jsonb_build_object('id', id, 'name', name) from ${table}
        where id = (${value} #>> '{}')::int)`,
    ).join(' ')} else ${value} end`,
  )
}

/**
 * The fields that differ between two rows given as jsonb (`to_jsonb(row)`; `'{}'` for a row
 * created), as `{field: {from, to}}`; a password hash as `{"password": {"from": null, "to": null}}`.
 */
export function changesOf(before: SQL, after: SQL): SQL {
  const names = RELATIONS.map(([column, name]) => `when '${column}' then '${name}'`).join(' ')
  return sql`(select coalesce(jsonb_object_agg(
      case n.key ${sql.raw(names)} when 'password_hash' then 'password' else n.key end,
      case when n.key = 'password_hash' then '{"from": null, "to": null}'::jsonb
        else jsonb_build_object('from', ${shown('o.value')}, 'to', ${shown('n.value')}) end),
      '{}'::jsonb)
    from jsonb_each(${after}) n left join jsonb_each(${before}) o on o.key = n.key
    where n.key not in (${sql.raw(UNSHOWN.map((key) => `'${key}'`).join(', '))}) and n.value is distinct from coalesce(o.value, 'null'::jsonb))`
}

/**
 * An insert of history entries, one per row of `rows` (an SQL query answering `record_id`,
 * `position_id` and `changes`): for a CTE of the write's own statement, or a statement of its
 * transaction. An `updated` (or `imported`) entry that changes nothing is left out.
 */
export function recordHistory(
  resource: HistoryResource | 'view',
  action: HistoryAction,
  writer: Writer,
  rows: SQL,
): SQL {
  return sql`insert into history (resource, record_id, position_id, actor_id, action, changes)
    select ${resource}, e.record_id, e.position_id, ${writer?.id ?? null}::int, ${action}, e.changes
    from (${rows}) e(record_id, position_id, changes)
    ${action === 'updated' || action === 'imported' ? sql`where e.changes <> '{}'::jsonb` : sql``}`
}

interface EntryRow {
  id: number
  at: Date | string
  resource: HistoryResource
  record_id: number
  position_id: number | null
  actor_id: number | null
  actor_name: string | null
  action: HistoryAction
  changes: HistoryEntry['changes']
  total: number
}

function toHistoryEntry(row: EntryRow): HistoryEntry {
  return {
    id: row.id,
    at: isoTime(row.at),
    actor: row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name ?? '' },
    action: row.action,
    resource: row.resource,
    record_id: row.record_id,
    ...(row.position_id === null ? {} : { position_id: row.position_id }),
    changes: row.changes,
  }
}

/**
 * One page of the entries `where` selects, newest first, and how many it selects in all: counted up
 * to `cap` and no page past it, when one is given (COUNT_LIMIT).
 */
async function historyPage(
  db: Pick<Database, 'execute'>,
  where: SQL,
  limit: number,
  offset: number,
  cap?: number,
) {
  const matches = sql`select 1 from history h where ${where}`
  const rows = await rowsOf<EntryRow>(
    db,
    sql`select h.id, h.at, h.resource, h.record_id, h.position_id, h.actor_id,
        u.name as actor_name, h.action, h.changes, counted.total
      from (select count(*)::int as total from
        (${cap === undefined ? matches : sql`${matches} limit ${countTo(cap)}`}) m) counted
      left join lateral (select * from history h where ${where}
        order by h.id desc limit ${pageWithin(limit, offset, cap)} offset ${offset}) h on true
      left join users u on u.id = h.actor_id
      order by h.id desc`,
  )
  return {
    counted: countedOf(rows[0]?.total ?? 0, cap),
    history: rows.filter((row) => row.id !== null).map(toHistoryEntry),
  }
}

/** One record's entries (an inquiry's with its positions'), newest first. */
export function recordHistoryPage(
  db: Pick<Database, 'execute'>,
  resource: HistoryResource,
  recordId: number,
  limit: number,
  offset: number,
) {
  return historyPage(db, sql`h.resource = ${resource} and h.record_id = ${recordId}`, limit, offset)
}

/** Every record's entries the filters select, newest first; filtered, counted up to `countLimit`. */
export function activityPage(
  db: Pick<Database, 'execute'>,
  filters: Pick<ActivityQuery, 'resource' | 'actor_id' | 'since'>,
  limit: number,
  offset: number,
  countLimit?: number,
) {
  const narrowed = [
    ...(filters.resource ? [sql`h.resource = ${filters.resource}`] : []),
    ...(filters.actor_id ? [sql`h.actor_id = ${filters.actor_id}`] : []),
    ...(filters.since ? [sql`h.at >= ${filters.since}::timestamptz`] : []),
  ]
  return historyPage(
    db,
    // A saved view's entries are the change feed's (server/live), not the activity's.
    sql.join([sql`h.resource <> 'view'`, ...narrowed], sql` and `),
    limit,
    offset,
    countCap(narrowed.length > 0, countLimit),
  )
}

export interface LastChange {
  name: string | null
  at: string
  /** Set when it was one of an inquiry's positions that changed. */
  positionId: number | null
}

/** The newest entry of a record: who changed it last, and when. */
export async function lastChange(
  db: Pick<Database, 'execute'>,
  resource: HistoryResource,
  recordId: number,
): Promise<LastChange | undefined> {
  const [row] = await rowsOf<{
    name: string | null
    at: Date | string
    position_id: number | null
  }>(
    db,
    sql`select u.name, h.at, h.position_id from history h left join users u on u.id = h.actor_id
      where h.resource = ${resource} and h.record_id = ${recordId}
      order by h.id desc limit 1`,
  )
  return row && { name: row.name, at: isoTime(row.at), positionId: row.position_id }
}
