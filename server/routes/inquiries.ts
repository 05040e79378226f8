import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
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
import { cancelInquiry, createInquiry, findVisibleInquiry } from '../db/inquiries'
import { findInquiryDetail, listIndustries, listInquiries } from '../db/inquiry-reads'
import type { AppEnv } from '../http/env'
import {
  changedSinceResponse,
  ifMatchHeader,
  ifMatchOf,
  withEtag,
  withEtagHeader,
} from '../http/conditional'
import { notFound, validationHook } from '../http/errors'
import { access, bearer, errorResponses, jsonBody, jsonContent } from '../http/openapi'
import { HISTORY_ENTRY, recordHistoryRoute } from './history'

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
      'inquiry you may see; the pagination metadata describes the set `q` and `status` filter.',
    security: bearer,
    middleware: [requireUser] as const,
    request: { query: InquiryListQuery },
    responses: {
      200: jsonContent(InquiryList, 'Counters and one page of inquiries.'),
      ...errorResponses(401, 422),
    },
  }),
  async (c) => {
    const { page, per_page, ...filters } = c.req.valid('query')
    const actor = c.var.user
    const list = await listInquiries(
      c.var.db,
      actor,
      filters,
      per_page,
      (page - 1) * per_page,
      c.var.config.countLimit,
    )
    return c.json(
      {
        inquiries_total: list.inquiriesTotal,
        search_progress: list.pending,
        contracts_signed: list.contractsSigned,
        group_name: actor.companyName,
        ...paginationMeta(list.counted, page, per_page, list.orders.length),
        orders: list.orders,
      },
      200,
    )
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
    const id = await createInquiry(c.var.db, actor, body)
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
      200: withEtagHeader(
        InquiryDetail,
        'The inquiry. Its `ETag` covers its positions too: it is the one `If-Match` takes when ' +
          'cancelling the inquiry or one of its positions.',
      ),
      ...errorResponses(401, 404, 422),
    },
  }),
  async (c) => {
    const inquiry = await findInquiryDetail(c.var.db, c.var.user, c.req.valid('param').orderId)
    if (!inquiry) throw notFound('Inquiry')
    return c.json(withEtag(c, inquiry), 200)
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
    request: {
      params: OrderIdParams,
      headers: ifMatchHeader('The inquiry’s ETag comes from `GET /api/v1/inquiry/{orderId}`.'),
    },
    responses: {
      200: jsonContent(MessageBody, '`Inquiry successfully cancelled`'),
      ...errorResponses(400, 401, 404, 422),
      ...changedSinceResponse(InquiryDetail),
    },
  }),
  async (c) => {
    const { orderId } = c.req.valid('param')
    await cancelInquiry(c.var.db, { actor: c.var.user, expected: ifMatchOf(c) }, orderId)
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
    const rows = await listIndustries(c.var.db)
    return c.json({ industries: rows }, 200)
  },
)

recordHistoryRoute(inquiriesRouter, {
  resource: 'inquiry',
  path: '/inquiry/{orderId}/history',
  param: 'orderId',
  access: 'company',
  summary: 'History of an inquiry and its positions',
  operationId: 'getInquiryHistory',
  description: `Clients: their own company's inquiries only (404 otherwise). ${HISTORY_ENTRY} An entry about one of the inquiry's positions has \`position_id\`.`,
  check: (c, orderId) => findVisibleInquiry(c.var.db, c.var.user, orderId),
})
