import { sql } from 'drizzle-orm'
import { RECORD_RESOURCES, type ChangeEvent } from '../../src/interface'
import type { AuthUser } from '../auth/auth-user'
import { isoTime } from '../db/rows'
import type { Database } from '../db/open'
import { mayRead, ownerCompanySql } from '../db/read-rule'
import { rowsOf } from '../db/rows'

/**
 * The change feed is the history (server/db/history.ts): every write adds its entries in its own
 * statement or transaction, so an event exists exactly when its write committed. Here its entries
 * are read as events, with what deciding who may see each one needs.
 */

/** An event of the feed and what decides who may receive it. */
export interface FeedEvent {
  id: number
  data: ChangeEvent
  /** The company an inquiry or position belongs to; null for anything else. */
  companyId: number | null
  /** A view's owner (its only writer) and whether the view is shared or gone. */
  ownerId: number | null
  ownerType: 'admin' | 'client' | null
  ownerCompanyId: number | null
  sharedOrGone: boolean
}

interface FeedRow {
  id: number
  resource: string
  record_id: number
  position_id: number | null
  action: ChangeEvent['action']
  at: Date | string
  actor_id: number | null
  actor_name: string | null
  actor_type: 'admin' | 'client' | null
  actor_company_id: number | null
  version: number | null
  company_id: number | null
  shared_or_gone: boolean | null
}

/** Each resource's table, for the record's version. */
const TABLES: [resource: string, table: string][] = [
  ['contract', 'contracts'],
  ['inquiry', 'inquiries'],
  ['user', 'users'],
  ['view', 'saved_views'],
  ...RECORD_RESOURCES.map((resource): [string, string] => [resource.history, resource.name]),
]

const version = sql.raw(
  `case when h.position_id is not null then (select version from positions where id = h.position_id)
  ${TABLES.map(
    ([resource, table]) =>
      `when h.resource = '${resource}' then (select version from "${table}" where id = h.record_id)`,
  ).join('\n  ')} end`,
)

function toFeedEvent(row: FeedRow): FeedEvent {
  const isView = row.resource === 'view'
  return {
    id: row.id,
    data: {
      resource: row.position_id === null ? row.resource : 'position',
      id: row.position_id ?? row.record_id,
      action: row.action,
      actor: row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name ?? '' },
      at: isoTime(row.at),
      version: row.version,
      ...(row.position_id === null ? {} : { parent: { resource: 'inquiry', id: row.record_id } }),
    },
    companyId: row.company_id,
    ownerId: isView ? row.actor_id : null,
    ownerType: isView ? row.actor_type : null,
    ownerCompanyId: isView ? row.actor_company_id : null,
    sharedOrGone: row.shared_or_gone ?? false,
  }
}

/** The events after `after`, oldest first, at most `limit`; `through`: none past that id. */
export async function readFeed(
  db: Pick<Database, 'execute'>,
  after: number,
  limit: number,
  through?: number,
): Promise<FeedEvent[]> {
  const rows = await rowsOf<FeedRow>(
    db,
    sql`select h.id, h.resource, h.record_id, h.position_id, h.action, h.at, h.actor_id,
        u.name as actor_name, u.type as actor_type, u.company_id as actor_company_id,
        ${version} as version,
        ${ownerCompanySql(sql`h.resource`, sql`h.record_id`)} as company_id,
        case when h.resource = 'view'
          then coalesce((select shared from saved_views where id = h.record_id), true) end
          as shared_or_gone
      from history h left join users u on u.id = h.actor_id
      where h.id > ${after} ${through === undefined ? sql`` : sql`and h.id <= ${through}`}
      order by h.id limit ${limit}`,
  )
  return rows.map(toFeedEvent)
}

/** The feed's newest id and its oldest (0 and 0 when it is empty). */
export async function feedBounds(db: Pick<Database, 'execute'>) {
  const [row] = await rowsOf<{ oldest: number | null; newest: number | null }>(
    db,
    sql`select min(id) as oldest, max(id) as newest from history`,
  )
  return { oldest: row?.oldest ?? 0, newest: row?.newest ?? 0 }
}

/**
 * Whether `user` may see `event`: the rule of reading its record (`mayRead`). A view is seen by its
 * owner, and by the owner's peers when it is shared (or gone, so that they drop it).
 */
export function mayReceive(user: AuthUser, event: FeedEvent): boolean {
  const { resource, id } = event.data
  if (resource === 'view')
    return (
      event.ownerId === user.id ||
      (event.sharedOrGone &&
        event.ownerType === user.type &&
        (user.type === 'admin' || event.ownerCompanyId === user.companyId))
    )
  return mayRead(user, resource, id, event.companyId)
}
