import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { and, count, desc, eq, inArray, like, or, sql } from 'drizzle-orm'
import {
  CreateInquiryBody,
  CreateInquiryResponse,
  IdParam,
  IndustryList,
  InquiryDetail,
  InquiryList,
  InquiryListQuery,
  MessageBody,
  paginationMeta,
  z,
} from '../../src/interface'
import { requireUser } from '../auth/middleware'
import {
  findVisibleInquiry,
  inquiriesVisibleTo,
  inquiryColumns,
  positionsOf,
  positionValues,
  resolveIndustry,
  searchText,
  toInquiryFields,
} from '../db/inquiries'
import { companies, contracts, industries, inquiries, positions } from '../db/schema'
import { containsPattern } from '../db/search'
import type { AppEnv, AuthUser } from '../http/env'
import { validationHook } from '../http/errors'
import { bearer, errorResponses, jsonBody, jsonContent } from '../http/openapi'
import type { Database } from '../db/open'

export const inquiriesRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

const tags = ['Inquiries']
export const OrderIdParams = z.object({
  orderId: IdParam.meta({ param: { name: 'orderId', in: 'path' } }),
})

/** The four counters: over everything the actor may see, never the filtered page. */
async function counters(db: Database, actor: AuthUser) {
  const [inquiryCounts, contractCounts] = await Promise.all([
    db
      .select({
        total: count(),
        pending: sql<number>`count(*) filter (where ${inquiries.status} = 'pending')::int`,
      })
      .from(inquiries)
      .where(inquiriesVisibleTo(actor)),
    db
      .select({ signed: count() })
      .from(contracts)
      .where(
        and(
          sql`${contracts.deletedAt} is null`,
          inArray(contracts.status, ['ongoing', 'ended']),
          actor.type === 'admin' ? undefined : eq(contracts.clientCompanyId, actor.companyId),
        ),
      ),
  ])
  return {
    inquiries_total: inquiryCounts[0]?.total ?? 0,
    search_progress: inquiryCounts[0]?.pending ?? 0,
    contracts_signed: contractCounts[0]?.signed ?? 0,
    group_name: actor.companyName,
  }
}

inquiriesRouter.openapi(
  createRoute({
    method: 'get',
    path: '/inquiries',
    tags,
    summary: 'List inquiries',
    description:
      'Newest first. Clients see their own company’s inquiries, admins all. The counters cover every ' +
      'inquiry you may see; the pagination metadata describes the set `q` filters.',
    security: bearer,
    middleware: [requireUser] as const,
    request: { query: InquiryListQuery },
    responses: {
      200: jsonContent(InquiryList, 'Counters and one page of inquiries.'),
      ...errorResponses(401, 422),
    },
  }),
  async (c) => {
    const { page, per_page, q } = c.req.valid('query')
    const actor = c.var.user
    const db = c.var.db
    const matches = q
      ? or(
          like(inquiries.searchText, containsPattern(q.toLowerCase())),
          /^\d{1,9}$/.test(q) ? eq(inquiries.id, Number(q)) : undefined,
        )
      : undefined
    const where = and(inquiriesVisibleTo(actor), matches)
    // The filtered total rides along with the page (one scan instead of two).
    const rows = await db
      .select({ ...inquiryColumns, filteredTotal: sql<number>`count(*) over ()::int` })
      .from(inquiries)
      .innerJoin(industries, eq(industries.id, inquiries.industryId))
      .innerJoin(companies, eq(companies.id, inquiries.companyId))
      .where(where)
      .orderBy(desc(inquiries.id))
      .limit(per_page)
      .offset((page - 1) * per_page)
    const total =
      rows[0]?.filteredTotal ??
      (page > 1 ? ((await db.select({ n: count() }).from(inquiries).where(where))[0]?.n ?? 0) : 0)
    const ids = rows.map((r) => r.id)
    const [titles, head] = await Promise.all([
      ids.length
        ? db
            .select({ id: positions.id, inquiryId: positions.inquiryId, title: positions.title })
            .from(positions)
            .where(inArray(positions.inquiryId, ids))
            .orderBy(positions.id)
        : Promise.resolve([]),
      counters(db, actor),
    ])
    const byInquiry = new Map<number, { id: number; title: string }[]>()
    for (const p of titles) {
      const list = byInquiry.get(p.inquiryId) ?? []
      list.push({ id: p.id, title: p.title })
      byInquiry.set(p.inquiryId, list)
    }
    return c.json(
      {
        ...head,
        ...paginationMeta(total, page, per_page, rows.length),
        orders: rows.map((row) => ({
          ...toInquiryFields(row),
          positions: byInquiry.get(row.id) ?? [],
        })),
      },
      200,
    )
  },
)

inquiriesRouter.openapi(
  createRoute({
    method: 'post',
    path: '/inquiries',
    tags,
    summary: 'Create inquiry',
    description:
      'The inquiry belongs to your company; each hire becomes a `pending` position. Answers 201 with ' +
      '`inquiry_id` (the id as a decimal string) and `id` (the same number, an added field).',
    security: bearer,
    middleware: [requireUser] as const,
    request: { body: jsonBody(CreateInquiryBody) },
    responses: {
      201: jsonContent(CreateInquiryResponse, 'Created, pending.'),
      ...errorResponses(400, 401, 413, 415, 422),
    },
  }),
  async (c) => {
    const body = c.req.valid('json')
    const actor = c.var.user
    const id = await c.var.db.transaction(async (tx) => {
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
    return c.json({ inquiry_id: String(id), status: 'pending' as const, id }, 201)
  },
)

inquiriesRouter.openapi(
  createRoute({
    method: 'get',
    path: '/inquiry/{orderId}',
    tags,
    summary: 'Get one inquiry with its positions',
    'x-extension': true,
    security: bearer,
    middleware: [requireUser] as const,
    request: { params: OrderIdParams },
    responses: {
      200: jsonContent(InquiryDetail, 'The inquiry.'),
      ...errorResponses(401, 404, 422),
    },
  }),
  async (c) => {
    const row = await findVisibleInquiry(c.var.db, c.var.user, c.req.valid('param').orderId)
    return c.json({ ...toInquiryFields(row), positions: await positionsOf(c.var.db, row.id) }, 200)
  },
)

inquiriesRouter.openapi(
  createRoute({
    method: 'post',
    path: '/inquiry/{orderId}/cancel',
    tags,
    summary: 'Cancel inquiry',
    description:
      'Cancels the inquiry and all its positions in one transaction. Cancelling twice is not an error.',
    security: bearer,
    middleware: [requireUser] as const,
    request: { params: OrderIdParams },
    responses: {
      200: jsonContent(MessageBody, '`Inquiry successfully cancelled`'),
      ...errorResponses(401, 404, 422),
    },
  }),
  async (c) => {
    const { orderId } = c.req.valid('param')
    await c.var.db.transaction(async (tx) => {
      await findVisibleInquiry(tx, c.var.user, orderId)
      await tx
        .update(inquiries)
        .set({ status: 'cancelled', updatedAt: sql`now()` })
        .where(and(eq(inquiries.id, orderId), eq(inquiries.status, 'pending')))
      await tx
        .update(positions)
        .set({ stage: 'cancelled', updatedAt: sql`now()` })
        .where(and(eq(positions.inquiryId, orderId), eq(positions.stage, 'pending')))
    })
    return c.json({ message: 'Inquiry successfully cancelled' }, 200)
  },
)

inquiriesRouter.openapi(
  createRoute({
    method: 'get',
    path: '/industries',
    tags,
    summary: 'List industries',
    description: 'Every known industry, ordered by name ignoring case.',
    'x-extension': true,
    security: bearer,
    middleware: [requireUser] as const,
    responses: { 200: jsonContent(IndustryList, 'Industries.'), ...errorResponses(401) },
  }),
  async (c) => {
    const rows = await c.var.db
      .select({ id: industries.id, name: industries.name })
      .from(industries)
      .orderBy(sql`lower(${industries.name})`, industries.id)
    return c.json({ industries: rows }, 200)
  },
)
