import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import {
  ActivityQuery,
  HistoryPage,
  HistoryQuery,
  IdParam,
  paginationMeta,
  z,
} from '../../src/interface'
import { requireAdmin, requireUser } from '../auth/middleware'
import { activityPage, recordHistoryPage } from '../db/history'
import { findVisibleInquiry } from '../db/inquiries'
import { contractExists } from '../db/contract-reads'
import { expectVisibleUser } from '../db/users'
import type { AppEnv } from '../http/env'
import { notFound, validationHook } from '../http/errors'
import { access, bearer, errorResponses, jsonContent } from '../http/openapi'
import { OrderIdParams } from './inquiries'

/**
 * The history of writes (an extension): one record's entries, and every record's for admins. Each
 * answers as the lists do, newest first.
 */
export const historyRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

const tags = ['History']
const IdParams = z.object({ id: IdParam.meta({ param: { name: 'id', in: 'path' } }) })
const ENTRY =
  'Each entry: `{id, at, actor: {id, name} | null, action, changes: {field: {from, to}}}` with ' +
  'only the fields that changed.'

/** The answer of a history list: the page's entries and the list's pagination numbers. */
function historyAnswer(
  page: { total: number; history: HistoryPage['history'] },
  query: HistoryQuery,
): HistoryPage {
  const { current_page, per_page, total, last_page } = paginationMeta(
    page.total,
    query.page,
    query.per_page,
    page.history.length,
  )
  return { history: page.history, current_page, per_page, total, last_page }
}

const offsetOf = (query: HistoryQuery) => (query.page - 1) * query.per_page

historyRouter.openapi(
  createRoute({
    method: 'get',
    path: '/contracts/id/{id}/history',
    ...access('admin'),
    tags,
    summary: 'History of a contract',
    operationId: 'getContractHistory',
    description: `Admin only. A terminated contract's history stays readable. ${ENTRY}`,
    'x-extension': true,
    security: bearer,
    middleware: [requireUser, requireAdmin] as const,
    request: { params: IdParams, query: HistoryQuery },
    responses: {
      200: jsonContent(HistoryPage, 'One page of entries, newest first.'),
      ...errorResponses(401, 403, 404, 422),
    },
  }),
  async (c) => {
    const { id } = c.req.valid('param')
    const query = c.req.valid('query')
    const db = c.var.db
    if (!(await contractExists(db, id))) throw notFound('Contract')
    const page = await recordHistoryPage(db, 'contract', id, query.per_page, offsetOf(query))
    return c.json(historyAnswer(page, query), 200)
  },
)

historyRouter.openapi(
  createRoute({
    method: 'get',
    path: '/inquiry/{orderId}/history',
    ...access('company'),
    tags,
    summary: 'History of an inquiry and its positions',
    operationId: 'getInquiryHistory',
    description: `Clients: their own company's inquiries only (404 otherwise). ${ENTRY} An entry about one of the inquiry's positions has \`position_id\`.`,
    'x-extension': true,
    security: bearer,
    middleware: [requireUser] as const,
    request: { params: OrderIdParams, query: HistoryQuery },
    responses: {
      200: jsonContent(HistoryPage, 'One page of entries, newest first.'),
      ...errorResponses(401, 404, 422),
    },
  }),
  async (c) => {
    const { orderId } = c.req.valid('param')
    const query = c.req.valid('query')
    await findVisibleInquiry(c.var.db, c.var.user, orderId)
    const page = await recordHistoryPage(
      c.var.db,
      'inquiry',
      orderId,
      query.per_page,
      offsetOf(query),
    )
    return c.json(historyAnswer(page, query), 200)
  },
)

historyRouter.openapi(
  createRoute({
    method: 'get',
    path: '/users/{id}/history',
    ...access('company'),
    tags,
    summary: 'History of a user',
    operationId: 'getUserHistory',
    description: `Whoever may read the user (clients: their own company's users). ${ENTRY} A password change reads \`{"password": {"from": null, "to": null}}\`.`,
    'x-extension': true,
    security: bearer,
    middleware: [requireUser] as const,
    request: { params: IdParams, query: HistoryQuery },
    responses: {
      200: jsonContent(HistoryPage, 'One page of entries, newest first.'),
      ...errorResponses(401, 404, 422),
    },
  }),
  async (c) => {
    const { id } = c.req.valid('param')
    const query = c.req.valid('query')
    const actor = c.var.user
    await expectVisibleUser(c.var.db, actor, id)
    const page = await recordHistoryPage(c.var.db, 'user', id, query.per_page, offsetOf(query))
    return c.json(historyAnswer(page, query), 200)
  },
)

historyRouter.openapi(
  createRoute({
    method: 'get',
    path: '/activity',
    ...access('admin'),
    tags,
    summary: 'Every record’s history',
    operationId: 'listActivity',
    description: `Admin only. Every entry of every contract, inquiry (with its positions) and user, newest first; \`resource\`, \`actor_id\` and \`since\` narrow it. ${ENTRY} Each also names its \`resource\` and \`record_id\`.`,
    'x-extension': true,
    security: bearer,
    middleware: [requireUser, requireAdmin] as const,
    request: { query: ActivityQuery },
    responses: {
      200: jsonContent(HistoryPage, 'One page of entries, newest first.'),
      ...errorResponses(401, 403, 422),
    },
  }),
  async (c) => {
    const query = c.req.valid('query')
    const page = await activityPage(c.var.db, query, query.per_page, offsetOf(query))
    return c.json(historyAnswer(page, query), 200)
  },
)
