import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { AuthUser } from '../http/env'
import { fieldError, notFound } from '../http/errors'
import type { Database } from './open'
import type { positions } from './schema'
import { industries, inquiries } from './schema'

/** Inquiries the actor may see: every one for admins, their own company's for clients. */
export function inquiriesVisibleTo(actor: AuthUser): SQL | undefined {
  return actor.type === 'admin' ? undefined : eq(inquiries.companyId, actor.companyId)
}

/** What `q` matches, lower-cased and joined: kept in inquiries.search_text on every write. */
export function searchText(parts: (string | null | undefined)[]): string {
  return parts
    .filter((p): p is string => !!p)
    .map((p) => p.toLowerCase())
    .join('\n')
}

/** The inquiry if the actor may see it; 404 otherwise, never saying whether it exists. */
export async function findVisibleInquiry(db: Database, actor: AuthUser, id: number) {
  const [row] = await db
    .select({ id: inquiries.id, status: inquiries.status })
    .from(inquiries)
    .where(and(eq(inquiries.id, id), inquiriesVisibleTo(actor)))
  if (!row) throw notFound('Inquiry')
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
  db: Database,
  choice: { id: number } | { name: string },
): Promise<{ id: number; name: string }> {
  if ('id' in choice) {
    const [row] = await db
      .select({ id: industries.id, name: industries.name })
      .from(industries)
      .where(eq(industries.id, choice.id))
    if (!row) throw fieldError('industry', 'The selected industry does not exist.')
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
