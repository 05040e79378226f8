import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { InquirySummary, PositionRecord } from '../../src/interface'
import type { AuthUser } from '../http/env'
import { fieldError, notFound } from '../http/errors'
import type { Database } from './open'
import { companies, industries, inquiries, positions } from './schema'

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

export const inquiryColumns = {
  id: inquiries.id,
  title: inquiries.title,
  description: inquiries.description,
  status: inquiries.status,
  industryId: industries.id,
  industryName: industries.name,
  mainContact: inquiries.mainContact,
  companyId: companies.id,
  companyName: companies.name,
  createdAt: inquiries.createdAt,
  updatedAt: inquiries.updatedAt,
}

export interface InquiryRow {
  id: number
  title: string
  description: string | null
  status: 'pending' | 'cancelled'
  industryId: number
  industryName: string
  mainContact: string | null
  companyId: number
  companyName: string
  createdAt: Date
  updatedAt: Date
}

export function toInquiryFields(row: InquiryRow): Omit<InquirySummary, 'positions'> {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    industry: { id: row.industryId, name: row.industryName },
    main_contact: row.mainContact,
    company: { id: row.companyId, name: row.companyName },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** The inquiry if the actor may see it; 404 otherwise, never saying whether it exists. */
export async function findVisibleInquiry(
  db: Database,
  actor: AuthUser,
  id: number,
): Promise<InquiryRow> {
  const [row] = await db
    .select(inquiryColumns)
    .from(inquiries)
    .innerJoin(industries, eq(industries.id, inquiries.industryId))
    .innerJoin(companies, eq(companies.id, inquiries.companyId))
    .where(and(eq(inquiries.id, id), inquiriesVisibleTo(actor)))
  if (!row) throw notFound('Inquiry')
  return row
}

export type PositionRow = typeof positions.$inferSelect

export function toPositionRecord(row: PositionRow): PositionRecord {
  return {
    id: row.id,
    inquiry_id: row.inquiryId,
    stage: row.stage,
    title: row.title,
    type: row.type,
    experience_level: row.experienceLevel,
    is_remote_work: row.isRemoteWork,
    budget: row.budget,
    allocation: row.allocation,
    language_reqs: row.languageReqs,
    job_start: row.jobStart?.toISOString() ?? null,
    job_end: row.jobEnd?.toISOString() ?? null,
    description: row.description,
    order_need_reqs: row.orderNeedReqs,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

export async function positionsOf(db: Database, inquiryId: number): Promise<PositionRecord[]> {
  const rows = await db
    .select()
    .from(positions)
    .where(eq(positions.inquiryId, inquiryId))
    .orderBy(positions.id)
  return rows.map(toPositionRecord)
}

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
