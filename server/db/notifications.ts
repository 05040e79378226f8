import { sql, type SQL } from 'drizzle-orm'
import {
  DOCUMENT_EXPIRY_NOTICE_DAYS,
  DEFAULT_LOCALE,
  HISTORY_ACTIONS,
  LOCALES,
  RECORD_RESOURCES,
  type FollowResource,
  type Locale,
  type FollowState,
  type MarkReadBody,
  type Notification,
} from '../../src/interface'
import { NOTIFICATION_TEXTS, type NotificationText } from '../../src/interface/notification-texts'
import type { Actor } from '../domain/actor'
import { NotFoundError } from '../domain/errors'
import type { Database } from './open'
import { mayReadSql } from './read-rule'
import { isoTime, rowsOf } from './rows'

/**
 * The door of notifications, follows and what the schedule keeps (server/notify/schedule.ts runs
 * it): every statement that writes these tables is here. A notification is made at most once per
 * person and `key` (the unique index); each new one is told on channel `notification` as
 * `<user id>:<notification id>` in the statement that makes it, so on commit only.
 */

type Executor = Pick<Database, 'execute'>

/** Who follows or reads: what they may read decides what they follow and are told of. */
export type Reader = Actor & { id: number }

interface NotificationRow {
  id: number
  kind: Notification['kind']
  title: string
  body: string
  link: string
  created_at: Date | string
  read_at: Date | string | null
}

/** The one place a notification's answer is shaped. */
function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    created_at: isoTime(row.created_at),
    read_at: row.read_at === null ? null : isoTime(row.read_at),
  }
}

const COLUMNS = sql`n.id, n.kind, n.title, n.body, n.link, n.created_at, n.read_at`

/** One page of the person's notifications, newest first, with how many match and how many are unread. */
export async function listNotifications(
  db: Executor,
  userId: number,
  { unreadOnly, limit, offset }: { unreadOnly: boolean; limit: number; offset: number },
) {
  const only = unreadOnly ? sql`and n.read_at is null` : sql``
  const [counts] = await rowsOf<{ total: number; unread: number }>(
    db,
    sql`select count(*)::int as total, count(*) filter (where n.read_at is null)::int as unread
      from notifications n where n.user_id = ${userId}`,
  )
  const rows = await rowsOf<NotificationRow>(
    db,
    sql`select ${COLUMNS} from notifications n where n.user_id = ${userId} ${only}
      order by n.id desc limit ${limit} offset ${offset}`,
  )
  const unread = counts?.unread ?? 0
  return {
    total: unreadOnly ? unread : (counts?.total ?? 0),
    unread,
    notifications: rows.map(toNotification),
  }
}

/** The person's notification `id`, shaped as an item of their list; undefined when not theirs. */
export async function notificationById(
  db: Executor,
  userId: number,
  id: number,
): Promise<Notification | undefined> {
  const [row] = await rowsOf<NotificationRow>(
    db,
    sql`select ${COLUMNS} from notifications n where n.id = ${id} and n.user_id = ${userId}`,
  )
  return row && toNotification(row)
}

/** Marks the person's notifications read: those of `ids` (anyone else's are left), or all. */
export async function markRead(db: Executor, userId: number, body: MarkReadBody) {
  const which =
    body.all === true ? sql`` : sql`and id in (select unnest(${`{${body.ids!.join(',')}}`}::int[]))`
  await db.execute(
    sql`update notifications set read_at = now()
      where user_id = ${userId} and read_at is null ${which}`,
  )
}

/** Each followable record's table, its name for a person, its page and who may read it. */
interface Followable {
  resource: string
  table: string
  /** An SQL expression over the record's row `r` naming it. */
  name: string
  /** How a notification names a record of it: `{name}` (and `{resource}`) filled in. */
  text: 'contract' | 'inquiry' | 'user' | 'record'
  /** The dashboard's path of the record, before its id. */
  page: (id: string) => string
}

const FOLLOWABLE: Followable[] = [
  {
    resource: 'contract',
    table: 'contracts',
    name: 'r.the_contract_id',
    text: 'contract',
    page: (id) => `'/contracts/' || ${id} || '/edit'`,
  },
  {
    resource: 'inquiry',
    table: 'inquiries',
    name: 'r.title',
    text: 'inquiry',
    page: (id) => `'/inquiries/' || ${id}`,
  },
  {
    resource: 'user',
    table: 'users',
    name: 'r.name',
    text: 'user',
    page: (id) => `'/users/' || ${id} || '/edit'`,
  },
  ...RECORD_RESOURCES.map((resource): Followable => ({
    resource: resource.history,
    table: resource.name,
    name: `r."${resource.record.keys[0]}"`,
    text: 'record',
    page: (id) => `'/${resource.name}/' || ${id} || '/edit'`,
  })),
]

/** What fills a text's `{name}`: an SQL expression, or one that depends on the language. */
type Fill = SQL | ((locale: Locale) => SQL)

/** Text `key` in `locale` as an SQL expression, its `{names}` filled from `values`. */
function textIn(locale: Locale, key: NotificationText, values: Record<string, Fill> = {}): SQL {
  const parts = NOTIFICATION_TEXTS[locale][key].split(/(\{\w+\})/).filter((part) => part !== '')
  return sql`concat(${sql.join(
    parts.map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1]
      if (name === undefined) return sql`${part}::text`
      const value = values[name]!
      return typeof value === 'function' ? value(locale) : value
    }),
    sql`, `,
  )})`
}

/** Text `key` in the language the person `person` (a users row's alias) chose; English if none. */
function textFor(person: string, key: NotificationText, values: Record<string, Fill> = {}): SQL {
  const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)
  return sql`case ${sql.join(
    others.map(
      (locale) =>
        sql`when ${sql.raw(person)}.locale = ${locale} then ${textIn(locale, key, values)}`,
    ),
    sql` `,
  )} else ${textIn(DEFAULT_LOCALE, key, values)} end`
}

/** A day as its person reads it: 2026-12-31 in English, 31.12.2026 in Finnish. */
const dayOf =
  (day: SQL): Fill =>
  (locale) =>
    sql`to_char(${day}, ${NOTIFICATION_TEXTS[locale].dayFormat}::text)`

/** The record exists and `reader` may read it; NotFoundError if not. */
async function expectReadable(db: Executor, reader: Reader, resource: FollowResource, id: number) {
  const followable = FOLLOWABLE.find((f) => f.resource === resource)!
  const [row] = await rowsOf<{ readable: boolean }>(
    db,
    sql`select ${mayReadSql(sql`${resource}::text`, sql`${id}::int`)} as readable
      from users u where u.id = ${reader.id}
        and exists (select 1 from ${sql.identifier(followable.table)} r where r.id = ${id})`,
  )
  // One answer for every resource: a path naming no resource answers as this does.
  if (!row?.readable) throw new NotFoundError('Record')
}

/** Follows (or unfollows) a record the reader may read: an unfollow wins over having written it. */
export async function setFollowing(
  db: Executor,
  reader: Reader,
  resource: FollowResource,
  id: number,
  following: boolean,
) {
  await expectReadable(db, reader, resource, id)
  await db.execute(
    sql`insert into follows (user_id, resource, record_id, following)
      values (${reader.id}, ${resource}, ${id}, ${following})
      on conflict (user_id, resource, record_id)
      do update set following = excluded.following, updated_at = now()`,
  )
}

/** Whether the reader follows a record they may read (NotFoundError if not), and whether they wrote it. */
export async function followState(
  db: Executor,
  reader: Reader,
  resource: FollowResource,
  id: number,
): Promise<FollowState> {
  await expectReadable(db, reader, resource, id)
  const [row] = await rowsOf<{ said: boolean | null; wrote: boolean }>(
    db,
    sql`select (select following from follows where user_id = ${reader.id}
          and resource = ${resource} and record_id = ${id}) as said,
        exists (select 1 from history where resource = ${resource} and record_id = ${id}
          and actor_id = ${reader.id}) as wrote`,
  )
  return { following: row?.said ?? row?.wrote ?? false, wrote: row?.wrote ?? false }
}

// The schedule's part: what it makes, under its lock, in its own transactions.

/** The schedule's advisory lock: one process at a time makes notifications and sends mail. */
const SCHEDULE_LOCK = 727171

/**
 * Runs `work` in a transaction holding the schedule's transaction-level advisory lock; when another
 * process holds it, does nothing and answers undefined. The lock ends with the transaction.
 */
export async function underScheduleLock<T>(
  db: Database,
  work: (tx: Executor) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const [lock] = await rowsOf<{ taken: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${SCHEDULE_LOCK}) as taken`,
    )
    return lock?.taken ? work(tx) : undefined
  })
}

/** Inserts what `select` answers (user_id, kind, key, title, body, link), once, and tells of each. */
async function insertOnce(tx: Executor, select: SQL): Promise<number> {
  const told = await rowsOf<{ told: unknown }>(
    tx,
    sql`with inserted as (
        insert into notifications (user_id, kind, key, title, body, link) ${select}
        on conflict (user_id, key) do nothing returning id, user_id)
      select pg_notify('notification', user_id || ':' || id) as told from inserted`,
  )
  return told.length
}

/**
 * At most this many `contract_ending` a run makes: the rest come in the next runs. At 100,000
 * contracts, new admins would otherwise get tens of thousands in one transaction, stalling the
 * servers while it lasts.
 */
export const CONTRACT_ENDING_BATCH = 1000

/**
 * A notification about contracts for each live admin, of each live contract `where` selects (over
 * `c`, with `deadline` its notice deadline), not yet told by its key (`<kind>:<contract id>:<key>`);
 * at most `batch`, in `order`.
 */
function toAdminsAbout(
  notice: {
    kind: string
    key: SQL
    title: NotificationText
    advice: NotificationText
    /** The title's `{date}`. */
    day: SQL
    where: SQL
    order: SQL
  },
  batch: number,
): SQL {
  const key = sql`${notice.kind} || ':' || c.id || ':' || ${notice.key}`
  return sql`select a.id, ${notice.kind}, ${key},
      ${textFor('a', notice.title, { contract: sql`c.the_contract_id`, date: dayOf(notice.day) })},
      concat_ws(', ', ${textFor('a', 'client', { name: sql`cc.name` })},
        case when co.name is not null then ${textFor('a', 'consultant', { name: sql`co.name` })} end)
        || '. ' || ${textFor('a', notice.advice)},
      '/contracts/' || c.id || '/edit'
    from (select *, contract_end - notice_days as deadline from contracts) c
      join companies cc on cc.id = c.client_company_id
      left join consultants co on co.id = c.consultant_id
      cross join users a
    where c.deleted_at is null and ${notice.where}
      and a.type = 'admin' and a.deleted_at is null
      and not exists (select 1 from notifications n where n.user_id = a.id and n.key = ${key})
    order by ${notice.order}, c.id, a.id
    limit ${batch}`
}

/**
 * `contract_ending`: of each live contract without a renewal decision ending within 30 days of
 * `today`, once per end day.
 */
const contractsEnding = (today: string, batch: number) =>
  toAdminsAbout(
    {
      kind: 'contract_ending',
      key: sql`c.contract_end`,
      title: 'contractEnding',
      advice: 'contractEndingAdvice',
      day: sql`c.contract_end`,
      where: sql`c.renewal = 'undecided'
        and c.contract_end between ${today}::date and ${today}::date + 30`,
      order: sql`c.contract_end`,
    },
    batch,
  )

/**
 * `notice_deadline`: of each live contract whose notice deadline (contract_end − notice_days) is
 * within the next 7 days (key `<deadline>:7`), and again on the day itself (`<deadline>:0`).
 */
const noticeDeadlines = (today: string, batch: number) =>
  sql`(${toAdminsAbout(
    {
      kind: 'notice_deadline',
      key: sql`c.deadline || ':7'`,
      title: 'noticeDeadline',
      advice: 'noticeDeadlineAdvice',
      day: sql`c.deadline`,
      where: sql`c.deadline between ${today}::date + 1 and ${today}::date + 7`,
      order: sql`c.deadline`,
    },
    batch,
  )}) union all (${toAdminsAbout(
    {
      kind: 'notice_deadline',
      key: sql`c.deadline || ':0'`,
      title: 'noticeDeadlineToday',
      advice: 'noticeDeadlineTodayAdvice',
      day: sql`c.deadline`,
      where: sql`c.deadline = ${today}::date`,
      order: sql`c.deadline`,
    },
    batch,
  )})`

/**
 * `document_expiring`: of each document of a live contract that expires within
 * DOCUMENT_EXPIRY_NOTICE_DAYS of `today`, once per expiry day.
 */
function documentsExpiring(today: string, batch: number): SQL {
  const key = sql`'document_expiring:' || d.id || ':' || d.expires_on`
  return sql`select a.id, 'document_expiring', ${key},
      ${textFor('a', 'documentExpiring', {
        name: sql`d.name`,
        contract: sql`c.the_contract_id`,
        date: dayOf(sql`d.expires_on`),
      })},
      ${textFor('a', 'documentExpiringAdvice')},
      '/contracts/' || c.id || '/edit?tab=documents'
    from contract_attachments d join contracts c on c.id = d.contract_id
      cross join users a
    where c.deleted_at is null
      and d.expires_on between ${today}::date and ${today}::date + ${DOCUMENT_EXPIRY_NOTICE_DAYS}::int
      and a.type = 'admin' and a.deleted_at is null
      and not exists (select 1 from notifications n where n.user_id = a.id and n.key = ${key})
    order by d.expires_on, d.id, a.id
    limit ${batch}`
}

const HISTORY_BATCH = 5000

/** Entries newer than this are read again on the next run: a write that began earlier may commit later. */
const SETTLE = sql`interval '5 minutes'`

/** The entry's record as its person reads it ("contract CT-1"), in `locale`. */
const labelOf = (locale: Locale): SQL =>
  sql`coalesce(case e.resource ${sql.join(
    FOLLOWABLE.map(
      (f) =>
        sql`when ${f.resource} then (select ${textIn(locale, f.text, {
          name: sql.raw(f.name),
          resource: sql`${f.resource}::text`,
        })} from ${sql.identifier(f.table)} r where r.id = e.record_id)`,
    ),
    sql` `,
  )} end, e.resource || ' ' || e.record_id)`

/** What the entry's writer did, in `locale`. */
const actionOf = (locale: Locale): SQL =>
  sql`case e.action ${sql.join(
    HISTORY_ACTIONS.map((action) => sql`when ${action} then ${textIn(locale, action)}`),
    sql` `,
  )} else e.action end`

/** The record, or the position of it, that the entry changed, in `locale`. */
const changedOf = (locale: Locale): SQL =>
  sql`case when e.position_id is not null then ${textIn(locale, 'positionOf', {
    position: sql`(select title from positions where id = e.position_id)`,
    what: labelOf,
  })} else ${labelOf(locale)} end`

const linkOf = sql.raw(
  `case e.resource ${FOLLOWABLE.map((f) => `when '${f.resource}' then ${f.page('e.record_id')}`).join(' ')} end`,
)

/**
 * `changed_while_following`: for each history entry after `after`, each person who follows its
 * record (wrote it before, in the history, or followed it before the entry, and did not unfollow
 * it), did not write this entry and may read the record. Keyed by the entry: read again, it makes
 * nothing twice.
 */
function changesFollowed(after: number): SQL {
  return sql`select u.id, 'changed_while_following', 'changed:' || e.id,
      ${textFor('u', 'changed', {
        who: (locale) => sql`coalesce(w.name, ${textIn(locale, 'someone')})`,
        action: actionOf,
        what: changedOf,
      })},
      coalesce((select case when count(*) > 0 then ${textFor('u', 'fields', {
        fields: sql`string_agg(k, ', ' order by k)`,
      })} end from jsonb_object_keys(e.changes) k), ''),
      ${linkOf}
    from (select * from history where id > ${after} and resource <> 'view'
        order by id limit ${HISTORY_BATCH}) e
      cross join lateral (
        select h.actor_id as user_id from history h
          where h.resource = e.resource and h.record_id = e.record_id and h.id < e.id
            and h.actor_id is not null
        union
        select f.user_id from follows f
          where f.resource = e.resource and f.record_id = e.record_id and f.following) p
      join users u on u.id = p.user_id
      left join users w on w.id = e.actor_id
    where u.id is distinct from e.actor_id and u.deleted_at is null
      -- A follow or unfollow decides from when it was said: an unfollow at once, a follow for
      -- what is written after it (an entry read again is not told anew after a re-follow).
      and not exists (select 1 from follows f where f.user_id = u.id
        and f.resource = e.resource and f.record_id = e.record_id
        and (not f.following or f.updated_at > e.at))
      and ${mayReadSql(sql`e.resource`, sql`e.record_id`)}`
}

/** Makes every notification due on `today` (UTC, YYYY-MM-DD); how many it made. Under the lock. */
export async function makeNotifications(
  tx: Executor,
  today: string,
  batch = CONTRACT_ENDING_BATCH,
): Promise<number> {
  const [cursor] = await rowsOf<{ last_id: number }>(
    tx,
    sql`select last_id from notification_cursors where name = 'history'`,
  )
  const after = cursor?.last_id ?? 0
  const made =
    (await insertOnce(tx, contractsEnding(today, batch))) +
    (await insertOnce(tx, noticeDeadlines(today, batch))) +
    (await insertOnce(tx, documentsExpiring(today, batch))) +
    (await insertOnce(tx, changesFollowed(after)))
  // Past the entries read that are old enough that none before them can still commit.
  await tx.execute(
    sql`insert into notification_cursors (name, last_id)
      select 'history', coalesce(max(id), ${after}) from (select id, at from history
        where id > ${after} order by id limit ${HISTORY_BATCH}) e where e.at < now() - ${SETTLE}
      on conflict (name) do update set last_id = greatest(notification_cursors.last_id, excluded.last_id)`,
  )
  return made
}

/** A notification to mail, with its person. */
export interface MailItem {
  id: number
  userId: number
  email: string
  name: string
  title: string
  body: string
  link: string
  /** The language the person chose (null: none, so English). */
  locale: Locale | null
}

/** The notifications of people who want each at once, not mailed, made in the last day. */
export function instantMail(tx: Executor, limit: number): Promise<MailItem[]> {
  return rowsOf<MailItem>(
    tx,
    sql`select n.id, n.user_id as "userId", u.email, u.name, n.title, n.body, n.link, u.locale
      from notifications n join users u on u.id = n.user_id
      where u.notify_email = 'instant' and u.deleted_at is null and n.emailed_at is null
        and n.read_at is null and n.created_at > now() - interval '1 day'
      order by n.id limit ${limit}`,
  )
}

/** A person's daily digest: their unread notifications not mailed yet (maybe none). */
export interface Digest {
  userId: number
  email: string
  name: string
  locale: Locale | null
  items: MailItem[]
}

/** The people who want a daily digest and have had none on `day` (YYYY-MM-DD), each with theirs. */
export async function dailyMail(tx: Executor, day: string): Promise<Digest[]> {
  const rows = await rowsOf<Omit<MailItem, 'id'> & { id: number | null }>(
    tx,
    sql`select n.id, u.id as "userId", u.email, u.name, n.title, n.body, n.link, u.locale
      from users u left join notifications n on n.user_id = u.id and n.read_at is null
        and n.emailed_at is null
      where u.notify_email = 'daily' and u.deleted_at is null and not exists (select 1
        from notification_digests d where d.user_id = u.id and d.day = ${day}::date)
      order by u.id, n.id`,
  )
  const digests = new Map<number, Digest>()
  for (const { id, ...row } of rows) {
    let digest = digests.get(row.userId)
    if (!digest) {
      digest = {
        userId: row.userId,
        email: row.email,
        name: row.name,
        locale: row.locale,
        items: [],
      }
      digests.set(row.userId, digest)
    }
    if (id !== null) digest.items.push({ id, ...row })
  }
  return [...digests.values()]
}

/** Marks notifications mailed: never mailed again. */
export async function markEmailed(tx: Executor, ids: number[]) {
  if (ids.length === 0) return
  await tx.execute(
    sql`update notifications set emailed_at = now()
      where id in (select unnest(${`{${ids.join(',')}}`}::int[]))`,
  )
}

/** The person's digest of `day` is done (sent, or there was nothing to send). */
export async function recordDigest(tx: Executor, userId: number, day: string) {
  await tx.execute(
    sql`insert into notification_digests (user_id, day) values (${userId}, ${day}::date)
      on conflict do nothing`,
  )
}
