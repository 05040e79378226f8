import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { and, count, desc, eq, inArray, isNull, like, or, sql } from 'drizzle-orm'
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
import {
  companies,
  contracts,
  industries,
  inquiries,
  inquiryCounters,
  positions,
} from '../db/schema'
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

/**
 * The counters and the data versions in one round trip: counts come from inquiry_counters (kept by a
 * trigger), and the versions key the cached totals below.
 */
async function listHead(db: Database, actor: AuthUser) {
  const [head] = await db
    .select({
      total: sql<number>`coalesce(sum(${inquiryCounters.total}), 0)::int`,
      pending: sql<number>`coalesce(sum(${inquiryCounters.pending}), 0)::int`,
      inquiriesVersion: sql<number>`(select version from data_versions where name = 'inquiries')::float8`,
      contractsVersion: sql<number>`(select version from data_versions where name = 'contracts')::float8`,
    })
    .from(inquiryCounters)
    .where(actor.type === 'admin' ? undefined : eq(inquiryCounters.companyId, actor.companyId))
  return {
    total: head?.total ?? 0,
    pending: head?.pending ?? 0,
    inquiriesVersion: head?.inquiriesVersion ?? 0,
    contractsVersion: head?.contractsVersion ?? 0,
  }
}

async function signedContracts(db: Database, actor: AuthUser): Promise<number> {
  const [row] = await db
    .select({ signed: count() })
    .from(contracts)
    .where(
      and(
        isNull(contracts.deletedAt),
        inArray(contracts.status, ['ongoing', 'ended']),
        actor.type === 'admin' ? undefined : eq(contracts.clientCompanyId, actor.companyId),
      ),
    )
  return row?.signed ?? 0
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
    const scope = actor.type === 'admin' ? 'all' : `company:${actor.companyId}`
    const head = await listHead(db, actor)
    const cache = c.var.countCache
    const [total, signed] = await Promise.all([
      q
        ? cache.through(
            `inquiries|${scope}|${q.toLowerCase()}`,
            head.inquiriesVersion,
            async () => {
              const [row] = await db.select({ n: count() }).from(inquiries).where(where)
              return row?.n ?? 0
            },
          )
        : head.total,
      cache.through(`signed|${scope}`, head.contractsVersion, () => signedContracts(db, actor)),
    ])
    // The page's ids first (an index walk), then the joins for those few rows only.
    const pageIds = db
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(where)
      .orderBy(desc(inquiries.id))
      .limit(per_page)
      .offset((page - 1) * per_page)
      .as('page')
    const rows = await db
      .select({
        ...inquiryColumns,
        // Titles of each row's positions in the same query: no second round trip, no N+1.
        positions: sql<{ id: number; title: string }[]>`coalesce((
          select json_agg(json_build_object('id', ${positions.id}, 'title', ${positions.title}) order by ${positions.id})
          from ${positions} where ${positions.inquiryId} = ${inquiries.id}), '[]'::json)`,
      })
      .from(pageIds)
      .innerJoin(inquiries, eq(inquiries.id, pageIds.id))
      .innerJoin(industries, eq(industries.id, inquiries.industryId))
      .innerJoin(companies, eq(companies.id, inquiries.companyId))
      .orderBy(desc(inquiries.id))
    return c.json(
      {
        inquiries_total: head.total,
        search_progress: head.pending,
        contracts_signed: signed,
        group_name: actor.companyName,
        ...paginationMeta(total, page, per_page, rows.length),
        orders: rows.map((row) => ({ ...toInquiryFields(row), positions: row.positions })),
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
