import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { and, eq, sql } from 'drizzle-orm'
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
import { findVisibleInquiry, positionValues, resolveIndustry, searchText } from '../db/inquiries'
import { industries, inquiries, positions } from '../db/schema'
import type { AppEnv } from '../http/env'
import { notFound, validationHook } from '../http/errors'
import { access, bearer, errorResponses, jsonBody, jsonContent, jsonText } from '../http/openapi'
import { inquiryDetailJson, listInquiries } from './inquiries-query'

export const inquiriesRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

const tags = ['Inquiries']
export const OrderIdParams = z.object({
  orderId: IdParam.meta({ param: { name: 'orderId', in: 'path' } }),
})

inquiriesRouter.openapi(
  createRoute({
    method: 'get',
    path: '/inquiries',
    ...access('company'),
    tags,
    summary: 'List inquiries',
    operationId: 'listInquiries',
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
    const list = await listInquiries(
      c.var.reader,
      c.var.countCache,
      actor,
      q,
      per_page,
      (page - 1) * per_page,
    )
    const head = JSON.stringify({
      inquiries_total: list.inquiriesTotal,
      search_progress: list.pending,
      contracts_signed: list.contractsSigned,
      group_name: actor.companyName,
      ...paginationMeta(list.total, page, per_page, list.rows),
    })
    // The page arrives as JSON text from Postgres: spliced in, never parsed and re-encoded.
    return jsonText<InquiryList>(c, `${head.slice(0, -1)},"orders":${list.json}}`)
  },
)

inquiriesRouter.openapi(
  createRoute({
    method: 'post',
    path: '/inquiries',
    ...access('company'),
    tags,
    summary: 'Create inquiry',
    operationId: 'createInquiry',
    description:
      'The inquiry belongs to your company; each hire becomes a `pending` position. Answers 201 with ' +
      '`inquiry_id` (the id as a decimal string) and `id` (the same number, an added field).',
    security: bearer,
    middleware: [requireUser] as const,
    request: {
      body: jsonBody(CreateInquiryBody, {
        title: 'Warehouse staff for the spring',
        industry: { name: 'Logistics' },
        hires: [{ title: 'Forklift driver', type: 'full_time' }],
      }),
    },
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
    ...access('company'),
    tags,
    summary: 'Get one inquiry with its positions',
    operationId: 'getInquiry',
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
    const json = await inquiryDetailJson(c.var.reader, c.var.user, c.req.valid('param').orderId)
    if (json === undefined) throw notFound('Inquiry')
    return jsonText<InquiryDetail>(c, json)
  },
)

inquiriesRouter.openapi(
  createRoute({
    method: 'post',
    path: '/inquiry/{orderId}/cancel',
    ...access('company'),
    tags,
    summary: 'Cancel inquiry',
    operationId: 'cancelInquiry',
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
    ...access('signed in'),
    tags,
    summary: 'List industries',
    operationId: 'listIndustries',
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
