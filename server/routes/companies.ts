import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { CompanyList, CompanyListQuery } from '../../src/interface'
import { requireAdmin, requireUser } from '../auth/middleware'
import type { Param } from '../db/reader'
import { containsPattern } from '../db/search'
import type { AppEnv } from '../http/env'
import { validationHook } from '../http/errors'
import { access, bearer, errorResponses, jsonContent, jsonText } from '../http/openapi'

export const companiesRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

companiesRouter.openapi(
  createRoute({
    method: 'get',
    path: '/companies',
    ...access('admin'),
    tags: ['Companies'],
    summary: 'List companies',
    operationId: 'listCompanies',
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
    const params: Param[] = []
    // lower() and LIKE: half the cost of ILIKE in PGlite, the same matches.
    if (search) params.push(containsPattern(search.toLowerCase()))
    if (limit) params.push(limit)
    const [row] = await c.var.reader.rows<{ json: string }>(
      {
        text: `select coalesce(json_agg(json_build_object('id', id, 'name', name)
            order by lower(name), id), '[]')::text as json
          from (select id, name from companies ${search ? 'where lower(name) like $1' : ''}
            order by lower(name), id ${limit ? `limit $${params.length}` : ''}) matches`,
        // One plan fits every term: walk companies_name_search_idx until `limit` match.
        genericPlan: true,
      },
      params,
    )
    return jsonText<CompanyList>(c, `{"companies":${row!.json}}`)
  },
)
