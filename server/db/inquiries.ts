import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { AddPositionBody, CreateInquiryBody } from '../../src/interface'
import type { Actor } from '../domain/actor'
import type { IfMatch } from '../domain/etag'
import { invalidField, NotFoundError, StateConflictError } from '../domain/errors'
import { expectUnchanged } from './conflicts'
import { TALLY_SLOTS } from './contract-tallies'
import { changesOf, recordHistory } from './history'
import { findInquiryDetail, inquiriesVisibleTo } from './inquiry-reads'
import type { Database } from './open'
import { rowsOf } from './rows'
import { industries, inquiries, positions } from './schema'

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>

/** Rows of inquiry_tallies an inquiry's rows count in: its id's slot, as for contracts. */
const slotOf = (inquiryId: SQL | number) => sql`(${inquiryId})::int % ${TALLY_SLOTS}`

/**
 * Moves inquiry_tallies by `moves`, a query of (kind, status, slot, by) rows: in key order, and only
 * the rows whose count changes, so two writers never take them in opposite orders.
 */
function tally(moves: SQL): SQL {
  return sql`insert into inquiry_tallies (kind, status, slot, live)
    select kind, status, slot, sum(by)::int from (${moves}) m(kind, status, slot, by)
    group by 1, 2, 3 having sum(by) <> 0 order by 1, 2, 3
    on conflict (kind, status, slot) do update set live = inquiry_tallies.live + excluded.live`
}

/** Counts inquiry_tallies afresh (after inquiries or positions were written by plain SQL). */
export async function recountInquiryTallies(db: Database) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from inquiry_tallies`)
    await tx.execute(
      tally(sql`select 'inquiry', status, ${slotOf(sql`id`)}, count(*) from inquiries
          group by 2, 3
        union all
        select 'position', stage, ${slotOf(sql`inquiry_id`)}, count(*) from positions
          group by 2, 3`),
    )
  })
}

/**
 * What `q` matches: the parts given, one a line, lower-cased by the database's lower() (as the
 * search lower-cases the term): kept in inquiries.search_text on every write.
 */
export function searchText(parts: (string | null | undefined)[]): SQL {
  const given = parts.filter((p): p is string => !!p).map((p) => sql`${p}::text`)
  return sql`lower(concat_ws(E'\n', ${sql.join(given, sql`, `)}))`
}

/** The inquiry if the actor may see it; NotFoundError otherwise, never saying whether it exists. */
export async function findVisibleInquiry(db: Executor, actor: Actor, id: number, lock = false) {
  const query = db
    .select({ id: inquiries.id, status: inquiries.status })
    .from(inquiries)
    .where(and(eq(inquiries.id, id), inquiriesVisibleTo(actor)))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw new NotFoundError('Inquiry')
  return row
}

export type PositionRow = typeof positions.$inferSelect

/** Position fields as the add-position and hire bodies carry them, for an insert. */
export function positionValues(
  inquiryId: number,
  body: {
    title: string
    type: PositionRow['type']
    experience_level?: PositionRow['experienceLevel'] | undefined
    is_remote_work?: PositionRow['isRemoteWork'] | undefined
    budget?: string | undefined
    allocation?: string | undefined
    language_reqs?: string | undefined
    job_start?: string | undefined
    job_end?: string | undefined
    description?: string | undefined
    order_need_reqs?: PositionRow['orderNeedReqs'] | undefined
  },
) {
  return {
    inquiryId,
    stage: 'pending' as const,
    title: body.title,
    type: body.type,
    experienceLevel: body.experience_level ?? null,
    isRemoteWork: body.is_remote_work ?? null,
    budget: body.budget ?? null,
    allocation: body.allocation ?? null,
    languageReqs: body.language_reqs ?? null,
    jobStart: body.job_start ? new Date(body.job_start) : null,
    jobEnd: body.job_end ? new Date(body.job_end) : null,
    description: body.description ?? null,
    orderNeedReqs: body.order_need_reqs ?? [],
  }
}

/** `{id}` of a known industry (422 when unknown) or `{name}`, resolved ignoring case or created. */
export async function resolveIndustry(
  db: Executor,
  choice: { id: number } | { name: string },
): Promise<{ id: number; name: string }> {
  if ('id' in choice) {
    const [row] = await db
      .select({ id: industries.id, name: industries.name })
      .from(industries)
      .where(eq(industries.id, choice.id))
    if (!row) throw invalidField('industry', 'The selected industry does not exist.')
    return row
  }
  const name = choice.name.trim()
  const [created] = await db
    .insert(industries)
    .values({ name })
    .onConflictDoNothing()
    .returning({ id: industries.id, name: industries.name })
  if (created) return created
  const [existing] = await db
    .select({ id: industries.id, name: industries.name })
    .from(industries)
    .where(eq(sql`lower(${industries.name})`, sql`lower(${name})`))
  return existing!
}

/** Creates the inquiry of the actor's company with a pending position per hire; answers its id. */
export async function createInquiry(
  db: Database,
  actor: Actor & { id: number },
  body: CreateInquiryBody,
): Promise<number> {
  const writer = { id: actor.id }
  return db.transaction(async (tx) => {
    const industry = await resolveIndustry(tx, body.industry)
    const [created] = await tx
      .insert(inquiries)
      .values({
        companyId: actor.companyId,
        createdBy: actor.id,
        title: body.title,
        description: body.description ?? null,
        industryId: industry.id,
        mainContact: body.main_contact || null,
        searchText: searchText([
          body.title,
          body.main_contact,
          industry.name,
          ...body.hires.map((h) => h.title),
        ]),
      })
      .returning({ id: inquiries.id })
    await tx.insert(positions).values(body.hires.map((hire) => positionValues(created!.id, hire)))
    const slot = slotOf(created!.id)
    await tx.execute(
      tally(sql`values ('inquiry', 'pending', ${slot}, 1),
        ('position', 'pending', ${slot}, ${body.hires.length}::int)`),
    )
    await tx.execute(
      recordHistory(
        'inquiry',
        'created',
        writer,
        sql`select i.id, null::int, ${changesOf(sql`'{}'::jsonb`, sql`to_jsonb(i)`)}
          from inquiries i where i.id = ${created!.id}
          union all
          select p.inquiry_id, p.id, ${changesOf(sql`'{}'::jsonb`, sql`to_jsonb(p)`)}
          from positions p where p.inquiry_id = ${created!.id}`,
      ),
    )
    return created!.id
  })
}

/** Who writes an inquiry or its positions, and the ETag they expect, if any. */
export interface InquiryWrite {
  actor: Actor & { id: number }
  expected?: IfMatch | undefined
}

/**
 * Locks the visible inquiry for the rest of the transaction and, when an If-Match is sent, refuses
 * the write if the inquiry (as its GET answers it, with its positions) changed since.
 */
async function lockVisibleInquiry(tx: Database, { actor, expected }: InquiryWrite, id: number) {
  const inquiry = await findVisibleInquiry(tx, actor, id, true)
  if (expected !== undefined) {
    const current = await findInquiryDetail(tx, actor, id)
    await expectUnchanged(tx, expected, { label: 'Inquiry', resource: 'inquiry', id }, current)
  }
  return inquiry
}

const CANCELLED_STATUS = { status: { from: 'pending', to: 'cancelled' } }
const CANCELLED_STAGE = { stage: { from: 'pending', to: 'cancelled' } }

/**
 * Cancels the inquiry and its pending positions. The inquiry is locked first, in a statement of
 * its own: the positions are then read after any position added before the lock was granted.
 */
export async function cancelInquiry(db: Database, write: InquiryWrite, id: number) {
  await db.transaction(async (tx) => {
    await lockVisibleInquiry(tx, write, id)
    const slot = slotOf(id)
    await tx.execute(sql`with cancelled as (
        update inquiries set status = 'cancelled', updated_at = now(), version = version + 1
        where id = ${id} and status = 'pending' returning id),
      positions_cancelled as (
        update positions set stage = 'cancelled', updated_at = now(), version = version + 1
        where inquiry_id = ${id} and stage = 'pending' returning id),
      logged as (${recordHistory(
        'inquiry',
        'cancelled',
        { id: write.actor.id },
        sql`select id, null::int, ${JSON.stringify(CANCELLED_STATUS)}::jsonb from cancelled
          union all
          select ${id}::int, id, ${JSON.stringify(CANCELLED_STAGE)}::jsonb from positions_cancelled`,
      )}),
      changed(kind, n) as (
        select 'inquiry', count(*)::int from cancelled
        union all select 'position', count(*)::int from positions_cancelled)
      ${tally(sql`select changed.kind, s.status, ${slot}, s.sign * changed.n from changed,
        (values ('pending', -1), ('cancelled', 1)) s(status, sign)`)}`)
  })
}

/**
 * Adds a pending position, in one statement: the update of the inquiry (its search text) is the
 * condition, so a position never joins an inquiry cancelled before or while it is added.
 */
export async function addPosition(
  db: Database,
  actor: Actor & { id: number },
  inquiryId: number,
  body: AddPositionBody,
): Promise<number> {
  const v = positionValues(inquiryId, body)
  const visible = actor.type === 'admin' ? sql`` : sql` and company_id = ${actor.companyId}`
  const [created] = await rowsOf<{ id: number }>(
    db,
    sql`with inquiry as (
        update inquiries set search_text = search_text || E'\n' || lower(${body.title}::text),
          updated_at = now(), version = version + 1
        where id = ${inquiryId} and status = 'pending'${visible} returning id),
      tallied as (${tally(sql`select 'position', 'pending', ${slotOf(sql`id`)}, 1 from inquiry`)}),
      created as (insert into positions (inquiry_id, stage, title, type, experience_level, is_remote_work,
        budget, allocation, language_reqs, job_start, job_end, description, order_need_reqs)
      select inquiry.id, 'pending', ${v.title}, ${v.type}, ${v.experienceLevel}, ${v.isRemoteWork},
        ${v.budget}, ${v.allocation}, ${v.languageReqs},
        ${v.jobStart?.toISOString() ?? null}::timestamptz, ${v.jobEnd?.toISOString() ?? null}::timestamptz,
        ${v.description}, ${JSON.stringify(v.orderNeedReqs)}::jsonb
      from inquiry returning *),
      logged as (${recordHistory(
        'inquiry',
        'created',
        { id: actor.id },
        sql`select c.inquiry_id, c.id, ${changesOf(sql`'{}'::jsonb`, sql`to_jsonb(c)`)}
          from created c`,
      )})
      select id from created`,
  )
  if (created) return created.id
  const inquiry = await findVisibleInquiry(db, actor, inquiryId)
  if (inquiry.status === 'cancelled')
    throw new StateConflictError('The inquiry is cancelled: positions cannot be added to it.')
  throw new NotFoundError('Inquiry')
}

/** Cancels a position of a visible inquiry (again, if it already was). */
export async function cancelPosition(
  db: Database,
  write: InquiryWrite,
  inquiryId: number,
  positionId: number,
) {
  const { actor } = write
  if (write.expected !== undefined) {
    // The inquiry's ETag covers its positions: checked and written under the inquiry's lock.
    await db.transaction(async (tx) => {
      await lockVisibleInquiry(tx, write, inquiryId)
      await cancelPosition(tx, { actor }, inquiryId, positionId)
    })
    return
  }
  // The position is locked and read first: only a pending one moves the tallies.
  const [position] = await rowsOf<{ id: number }>(
    db,
    sql`with target as (
        select p.id, p.stage from positions p
        where p.id = ${positionId} and p.inquiry_id = ${inquiryId}
          and exists (select 1 from ${inquiries} where ${and(eq(inquiries.id, inquiryId), inquiriesVisibleTo(actor))})
        for update of p),
      done as (
        update positions set stage = 'cancelled', updated_at = now(),
          version = positions.version + 1
        from target
        where positions.id = target.id returning positions.id, target.stage as was),
      logged as (${recordHistory(
        'inquiry',
        'cancelled',
        { id: actor.id },
        sql`select ${inquiryId}::int, id, ${JSON.stringify(CANCELLED_STAGE)}::jsonb from done
          where was = 'pending'`,
      )}),
      tallied as (${tally(sql`select 'position', s.status, ${slotOf(inquiryId)}, s.by from done,
        (values ('pending', -1), ('cancelled', 1)) s(status, by) where done.was = 'pending'`)})
      select id from done`,
  )
  if (position) return
  await findVisibleInquiry(db, actor, inquiryId)
  throw new NotFoundError('Position')
}
