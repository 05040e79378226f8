import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import type {
  Counted,
  InquiryDetail,
  InquiryListQuery,
  InquirySummary,
  PositionRecord,
} from '../../src/interface'
import type { Actor } from '../domain/actor'
import { liveContracts } from './contract-reads'
import { countCap, countedOf, countTo, pageWithin } from './counting'
import type { Database } from './open'
import { isoTime, rowsOf } from './rows'
import { companies, industries, inquiries, positions } from './schema'
import { textSearch } from './search'

/**
 * The inquiry and position reads: the list is one statement (page, total and counters, each
 * counted exactly from the tables), the answers shaped in TypeScript below.
 */

interface InquiryRow {
  id: number
  title: string
  description: string | null
  status: InquirySummary['status']
  industry_id: number
  industry_name: string
  main_contact: string | null
  company_id: number
  company_name: string
  version: number
  created_at: Date | string
  updated_at: Date | string
}

/** Inquiries the actor may see: every one for admins, their own company's for clients. */
export function inquiriesVisibleTo(actor: Actor): SQL | undefined {
  return actor.type === 'admin' ? undefined : eq(inquiries.companyId, actor.companyId)
}

/** The fields an inquiry's summary and detail share. */
function inquiryFields(row: InquiryRow): Omit<InquirySummary, 'positions'> {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    industry: { id: row.industry_id, name: row.industry_name },
    main_contact: row.main_contact,
    company: { id: row.company_id, name: row.company_name },
    version: row.version,
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
  }
}

/** An inquiry as the list answers it: its positions as id and title, oldest first. */
export function toInquirySummary(
  row: InquiryRow & { position_ids: number[]; position_titles: string[] },
): InquirySummary {
  return {
    ...inquiryFields(row),
    positions: row.position_ids.map((id, i) => ({ id, title: row.position_titles[i]! })),
  }
}

/** The one place a position's answer is shaped. */
export function toPositionRecord(row: typeof positions.$inferSelect): PositionRecord {
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
    job_start: row.jobStart && isoTime(row.jobStart),
    job_end: row.jobEnd && isoTime(row.jobEnd),
    description: row.description,
    order_need_reqs: row.orderNeedReqs,
    version: row.version,
    created_at: isoTime(row.createdAt),
    updated_at: isoTime(row.updatedAt),
  }
}

/** What `q` matches: the search text (title, contact, industry, position titles); a number, the id. */
function qMatch(q: string) {
  const text = textSearch(sql.raw('i.search_text'), q)
  return /^\d{1,9}$/.test(q) ? sql`(${text} or i.id = ${Number(q)})` : text
}

export interface InquiryPage {
  counted: Counted
  inquiriesTotal: number
  pending: number
  contractsSigned: number
  orders: InquirySummary[]
}

/**
 * One page, newest first, with the total of what `q` selects and the list's counters for what the
 * actor may see, in one statement. A search gathers its matches once (`m`) and counts and pages
 * within them: up to `countLimit` of the newest when one is set (COUNT_LIMIT).
 */
export async function listInquiries(
  db: Database,
  actor: Actor,
  filters: Pick<InquiryListQuery, 'q' | 'status'>,
  limit: number,
  offset: number,
  countLimit?: number,
): Promise<InquiryPage> {
  const { q, status } = filters
  const visible = actor.type === 'admin' ? sql`true` : sql`i.company_id = ${actor.companyId}`
  // Signed: ongoing or ended, not terminated; every company's from the tallies, one's by its index.
  const signed =
    actor.type === 'admin'
      ? liveContracts(['ongoing', 'ended'])
      : sql`(select count(*)::int from contracts c where c.deleted_at is null
          and c.status in ('ongoing', 'ended') and c.client_company_id = ${actor.companyId})`
  // Every company's inquiries from their tallies; one company's counted by its index.
  const inquiriesCounted = (pending: boolean) =>
    actor.type === 'admin'
      ? sql`(select coalesce(sum(live), 0)::int from inquiry_tallies
          where kind = 'inquiry'${pending ? sql` and status = 'pending'` : sql``})`
      : sql`(select count(*)::int from inquiries i
          where ${visible}${pending ? sql` and i.status = 'pending'` : sql``})`
  const counters = sql`${inquiriesCounted(false)} as inquiries_total,
    ${inquiriesCounted(true)} as pending, ${signed} as contracts_signed`
  const rowsOfPage = sql`i.id, i.title, i.description, i.status, i.industry_id,
      ind.name as industry_name, i.main_contact, i.company_id, co.name as company_name,
      i.version, i.created_at, i.updated_at,
      array(select p.id from positions p where p.inquiry_id = i.id order by p.id) as position_ids,
      array(select p.title from positions p where p.inquiry_id = i.id order by p.id)
        as position_titles
    from page join inquiries i on i.id = page.id
      join industries ind on ind.id = i.industry_id
      join companies co on co.id = i.company_id`
  const narrowed = [...(q ? [qMatch(q)] : []), ...(status ? [sql`i.status = ${status}`] : [])]
  const cap = countCap(narrowed.length > 0, countLimit)
  const statement =
    narrowed.length > 0
      ? sql`with m as materialized (select i.id from inquiries i where ${visible} and ${sql.join(narrowed, sql` and `)}
          ${cap === undefined ? sql`` : sql`order by i.id desc limit ${countTo(cap)}`}),
        page as (select id from m order by id desc
          limit ${pageWithin(limit, offset, cap)} offset ${offset})
        select counted.*, listed.* from
          (select (select count(*)::int from m) as total, ${counters}) counted
          left join (select ${rowsOfPage}) listed on true
        order by listed.id desc`
      : sql`with page as (select i.id from inquiries i where ${visible}
          order by i.id desc limit ${limit} offset ${offset})
        select counted.*, listed.* from (select ${counters}) counted
          left join (select ${rowsOfPage}) listed on true
        order by listed.id desc`
  type Row = Parameters<typeof toInquirySummary>[0] & {
    total?: number
    inquiries_total: number
    pending: number
    contracts_signed: number
  }
  const rows = await rowsOf<Row>(db, statement)
  const first = rows[0]!
  return {
    counted: countedOf(first.total ?? first.inquiries_total, cap),
    inquiriesTotal: first.inquiries_total,
    pending: first.pending,
    contractsSigned: first.contracts_signed,
    // An empty page is one row of nulls beside the counters.
    orders: rows.filter((row) => row.id !== null).map(toInquirySummary),
  }
}

/** An inquiry's positions, oldest first, or undefined when the actor may not see the inquiry. */
export async function findPositions(
  db: Database,
  actor: Actor,
  inquiryId: number,
): Promise<PositionRecord[] | undefined> {
  const rows = await db
    .select({ inquiryId: inquiries.id, position: positions })
    .from(inquiries)
    .leftJoin(positions, eq(positions.inquiryId, inquiries.id))
    .where(and(eq(inquiries.id, inquiryId), inquiriesVisibleTo(actor)))
    .orderBy(asc(positions.id))
  if (rows.length === 0) return undefined
  return rows.flatMap((row) => (row.position ? [toPositionRecord(row.position)] : []))
}

/** One inquiry with its whole positions, or undefined when the actor may not see it. */
export async function findInquiryDetail(
  db: Database,
  actor: Actor,
  id: number,
): Promise<InquiryDetail | undefined> {
  const [[inquiry], positionList] = await Promise.all([
    db
      .select({
        id: inquiries.id,
        title: inquiries.title,
        description: inquiries.description,
        status: inquiries.status,
        industry_id: inquiries.industryId,
        industry_name: industries.name,
        main_contact: inquiries.mainContact,
        company_id: inquiries.companyId,
        company_name: companies.name,
        version: inquiries.version,
        created_at: inquiries.createdAt,
        updated_at: inquiries.updatedAt,
      })
      .from(inquiries)
      .innerJoin(industries, eq(industries.id, inquiries.industryId))
      .innerJoin(companies, eq(companies.id, inquiries.companyId))
      .where(and(eq(inquiries.id, id), inquiriesVisibleTo(actor))),
    findPositions(db, actor, id),
  ])
  if (!inquiry || !positionList) return undefined
  return { ...inquiryFields(inquiry), positions: positionList }
}

/** Every known industry, by name ignoring case. */
export function listIndustries(db: Database) {
  return db
    .select({ id: industries.id, name: industries.name })
    .from(industries)
    .orderBy(sql`lower(${industries.name})`, industries.id)
}
