import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { asc, ilike, sql } from 'drizzle-orm'
import { CompanyList, CompanyListQuery } from '../../src/interface'
import { requireAdmin, requireUser } from '../auth/middleware'
import { companies } from '../db/schema'
import { containsPattern } from '../db/search'
import type { AppEnv } from '../http/env'
import { validationHook } from '../http/errors'
import { bearer, errorResponses, jsonContent } from '../http/openapi'

export const companiesRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

companiesRouter.openapi(
  createRoute({
    method: 'get',
    path: '/companies',
    tags: ['Companies'],
    summary: 'List companies',
    description:
      'Admin only (403 for clients). Ordered by name ignoring case; `search` is a case-insensitive partial match; ' +
      'without `limit` every match is returned.',
    security: bearer,
    middleware: [requireUser, requireAdmin] as const,
    request: { query: CompanyListQuery },
    responses: { 200: jsonContent(CompanyList, 'Companies.'), ...errorResponses(401, 403, 422) },
  }),
  async (c) => {
    const { search, limit } = c.req.valid('query')
    const query = c.var.db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(search ? ilike(companies.name, containsPattern(search)) : undefined)
      .orderBy(sql`lower(${companies.name})`, asc(companies.id))
      .$dynamic()
    const rows = await (limit ? query.limit(limit) : query)
    return c.json({ companies: rows }, 200)
  },
)
