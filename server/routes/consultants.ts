import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { ConsultantList, ConsultantListQuery } from '../../src/interface'
import { requireAdmin, requireUser } from '../auth/middleware'
import { listConsultants } from '../db/consultants'
import type { AppEnv } from '../http/env'
import { validationHook } from '../http/errors'
import { access, bearer, errorResponses, jsonContent } from '../http/openapi'

export const consultantsRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

consultantsRouter.openapi(
  createRoute({
    method: 'get',
    path: '/consultants',
    ...access('admin'),
    tags: ['Contracts'],
    summary: 'List consultants',
    operationId: 'listConsultants',
    description:
      'Admin only. Ordered by name ignoring case; `search` is a case-insensitive partial match; `limit` caps the list (default 50).',
    'x-extension': true,
    security: bearer,
    middleware: [requireUser, requireAdmin] as const,
    request: { query: ConsultantListQuery },
    responses: {
      200: jsonContent(ConsultantList, 'Consultants.'),
      ...errorResponses(401, 403, 422),
    },
  }),
  async (c) => {
    const { search, limit } = c.req.valid('query')
    const rows = await listConsultants(c.var.db, { search, limit: limit ?? 50 })
    return c.json({ consultants: rows }, 200)
  },
)
