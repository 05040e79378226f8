import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { AddPositionBody, CreateInquiryBody } from '../../src/interface'
import type { Actor } from '../domain/actor'
import { invalidField, NotFoundError, StateConflictError } from '../domain/errors'
import type { Database } from './open'
import { rowsOf } from './rows'
import { industries, inquiries, positions } from './schema'

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>

/** Inquiries the actor may see: every one for admins, their own company's for clients. */
export function inquiriesVisibleTo(actor: Actor): SQL | undefined {
  return actor.type === 'admin' ? undefined : eq(inquiries.companyId, actor.companyId)
}

/** What `q` matches, lower-cased and joined: kept in inquiries.search_text on every write. */
export function searchText(parts: (string | null | undefined)[]): string {
  return parts
    .filter((p): p is string => !!p)
    .map((p) => p.toLowerCase())
    .join('\n')
}

/** The inquiry if the actor may see it; NotFoundError otherwise, never saying whether it exists. */
async function findVisibleInquiry(db: Executor, actor: Actor, id: number, lock = false) {
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
    .where(eq(sql`lower(${industries.name})`, name.toLowerCase()))
  return existing!
}

/** Creates the inquiry of the actor's company with a pending position per hire; answers its id. */
export async function createInquiry(
  db: Database,
  actor: Actor & { id: number },
  body: CreateInquiryBody,
): Promise<number> {
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
    return created!.id
  })
}

/**
 * Cancels the inquiry and its pending positions. The inquiry is locked first, in a statement of
 * its own: the positions are then read after any position added before the lock was granted.
 */
export async function cancelInquiry(db: Database, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    await findVisibleInquiry(tx, actor, id, true)
    await tx.execute(sql`with cancelled as (
        update inquiries set status = 'cancelled', updated_at = now()
        where id = ${id} and status = 'pending')
      update positions set stage = 'cancelled', updated_at = now()
      where inquiry_id = ${id} and stage = 'pending'`)
  })
}

/**
 * Adds a pending position, in one statement: the update of the inquiry (its search text) is the
 * condition, so a position never joins an inquiry cancelled before or while it is added.
 */
export async function addPosition(
  db: Database,
  actor: Actor,
  inquiryId: number,
  body: AddPositionBody,
): Promise<number> {
  const v = positionValues(inquiryId, body)
  const visible = actor.type === 'admin' ? sql`` : sql` and company_id = ${actor.companyId}`
  const [created] = await rowsOf<{ id: number }>(
    db,
    sql`with inquiry as (
        update inquiries set search_text = search_text || ${'\n' + body.title.toLowerCase()},
          updated_at = now()
        where id = ${inquiryId} and status = 'pending'${visible} returning id)
      insert into positions (inquiry_id, stage, title, type, experience_level, is_remote_work,
        budget, allocation, language_reqs, job_start, job_end, description, order_need_reqs)
      select inquiry.id, 'pending', ${v.title}, ${v.type}, ${v.experienceLevel}, ${v.isRemoteWork},
        ${v.budget}, ${v.allocation}, ${v.languageReqs},
        ${v.jobStart?.toISOString() ?? null}::timestamptz, ${v.jobEnd?.toISOString() ?? null}::timestamptz,
        ${v.description}, ${JSON.stringify(v.orderNeedReqs)}::jsonb
      from inquiry returning id`,
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
  actor: Actor,
  inquiryId: number,
  positionId: number,
) {
  const [position] = await db
    .update(positions)
    .set({ stage: 'cancelled', updatedAt: sql`now()` })
    .where(
      and(
        eq(positions.id, positionId),
        eq(positions.inquiryId, inquiryId),
        sql`exists (select 1 from ${inquiries} where ${and(eq(inquiries.id, inquiryId), inquiriesVisibleTo(actor))})`,
      ),
    )
    .returning({ id: positions.id })
  if (position) return
  await findVisibleInquiry(db, actor, inquiryId)
  throw new NotFoundError('Position')
}
