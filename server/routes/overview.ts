import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { Overview } from '../../src/interface'
import { requireUser } from '../auth/middleware'
import { overviewOf } from '../db/overview'
import type { AppEnv } from '../http/env'
import { validationHook } from '../http/errors'
import { access, bearer, errorResponses, jsonContent } from '../http/openapi'
import { readingOf } from './contracts'

export const overviewRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

overviewRouter.openapi(
  createRoute({
    method: 'get',
    path: '/overview',
    ...access('company'),
    tags: ['Overview'],
    summary: 'The business at a glance',
    operationId: 'getOverview',
    description:
      'Exact counts as of today (the server’s current UTC date). Admins see every company; client ' +
      'staff their own company’s inquiries and positions and the contracts whose client company is ' +
      'theirs. Terminated contracts count nowhere; cancelled inquiries and positions only under ' +
      '`cancelled`. Each figure is also what the matching list filter selects: a month’s ' +
      '`starting` is `contract_start_from`/`contract_start_to` over that month, `ending_within.30` ' +
      'is `contract_end_from` = today and `contract_end_to` = today + 30.',
    'x-extension': true,
    security: bearer,
    middleware: [requireUser] as const,
    responses: { 200: jsonContent(Overview, 'The overview.'), ...errorResponses(401) },
  }),
  async (c) => {
    return c.json(await overviewOf(c.var.db, c.var.user, await readingOf(c)), 200)
  },
)
