import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import {
  ActivityQuery,
  HistoryPage,
  HistoryQuery,
  type HISTORY_RESOURCES,
  IdParam,
  paginationMeta,
  type Counted,
  z,
} from '../../src/interface'
import { requireAdmin, requireUser } from '../auth/middleware'
import { activityPage, recordHistoryPage } from '../db/history'
import type { AppEnv } from '../http/env'
import { validationHook } from '../http/errors'
import { access, bearer, errorResponses, jsonContent } from '../http/openapi'

/**
 * The history of writes (an extension): one record's entries, and every record's for admins. Each
 * answers as the lists do, newest first.
 */
export const historyRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

const tags = ['History']
export const HISTORY_ENTRY =
  'Each entry: `{id, at, actor: {id, name} | null, action, changes: {field: {from, to}}}` with ' +
  'only the fields that changed.'

/** The answer of a history list: the page's entries and the list's pagination numbers. */
function historyAnswer(
  page: { counted: Counted; history: HistoryPage['history'] },
  query: HistoryQuery,
): HistoryPage {
  const { current_page, per_page, total, total_is_exact, last_page } = paginationMeta(
    page.counted,
    query.page,
    query.per_page,
    page.history.length,
  )
  return { history: page.history, current_page, per_page, total, total_is_exact, last_page }
}

const offsetOf = (query: HistoryQuery) => (query.page - 1) * query.per_page

type RecordHistory<Param extends string> = {
  resource: (typeof HISTORY_RESOURCES)[number]
  path: string
  /** The path's parameter naming the record. */
  param: Param
  /** Admins only (403 for clients), or whoever may read the record. */
  access: 'admin' | 'company'
  summary: string
  operationId: string
  description: string
  /** Throws a 404 unless the record is there for this person to read. */
  check: (c: Context<AppEnv>, id: number) => Promise<unknown>
}

/**
 * One record's history, on its resource's own router: the same route for each kind of record,
 * behind its own check. A resource whose declaration names a `history` record adds it beside its
 * other routes.
 */
export function recordHistoryRoute<Param extends string>(
  router: OpenAPIHono<AppEnv>,
  route: RecordHistory<Param>,
) {
  const admin = route.access === 'admin'
  router.openapi(
    createRoute({
      method: 'get',
      path: route.path,
      ...access(route.access),
      tags,
      summary: route.summary,
      operationId: route.operationId,
      description: route.description,
      'x-extension': true,
      security: bearer,
      middleware: admin ? ([requireUser, requireAdmin] as const) : ([requireUser] as const),
      request: {
        params: z.object({
          [route.param]: IdParam.meta({ param: { name: route.param, in: 'path' } }),
        } as Record<Param, typeof IdParam>),
        query: HistoryQuery,
      },
      responses: {
        200: jsonContent(HistoryPage, 'One page of entries, newest first.'),
        ...(admin ? errorResponses(401, 403, 404, 422) : errorResponses(401, 404, 422)),
      },
    }),
    async (c) => {
      const id = (c.req.valid('param') as Record<Param, number>)[route.param]
      const query = c.req.valid('query')
      await route.check(c, id)
      const page = await recordHistoryPage(
        c.var.db,
        route.resource,
        id,
        query.per_page,
        offsetOf(query),
      )
      return c.json(historyAnswer(page, query), 200)
    },
  )
}

historyRouter.openapi(
  createRoute({
    method: 'get',
    path: '/activity',
    ...access('admin'),
    tags,
    summary: 'Every record’s history',
    operationId: 'listActivity',
    description: `Admin only. Every entry of every contract, inquiry (with its positions) and user, newest first; \`resource\`, \`actor_id\` and \`since\` narrow it. ${HISTORY_ENTRY} Each also names its \`resource\` and \`record_id\`.`,
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
    const page = await activityPage(
      c.var.db,
      query,
      query.per_page,
      offsetOf(query),
      c.var.config.countLimit,
    )
    return c.json(historyAnswer(page, query), 200)
  },
)
