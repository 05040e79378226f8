import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import {
  CompanyList,
  CompanyListQuery,
  CompanyRef,
  EditCompanyBody,
  IdParam,
  z,
} from '../../src/interface'
import { requireAdmin, requireUser } from '../auth/middleware'
import { listCompanies, renameCompany } from '../db/companies'
import type { AppEnv } from '../http/env'
import { validationHook } from '../http/errors'
import { access, bearer, errorResponses, jsonBody, jsonContent } from '../http/openapi'

export const companiesRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

const CompanyIdParams = z.object({ id: IdParam.meta({ param: { name: 'id', in: 'path' } }) })

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
    return c.json({ companies: await listCompanies(c.var.db, { search, limit }) }, 200)
  },
)

companiesRouter.openapi(
  createRoute({
    method: 'post',
    path: '/companies/{id}/edit',
    ...access('admin'),
    tags: ['Companies'],
    summary: 'Rename company',
    operationId: 'renameCompany',
    description:
      'Admin only (403 for clients). Renames the company; its contracts, users and inquiries show ' +
      'the new name at once, and a contract search finds its contracts by it (and no longer by the ' +
      'old one). A name another company has, ignoring case, is a 422 on `name`. Answers the company.',
    'x-extension': true,
    security: bearer,
    middleware: [requireUser, requireAdmin] as const,
    request: {
      params: CompanyIdParams,
      body: jsonBody(EditCompanyBody, { name: 'Acme Group Oy' }),
    },
    responses: {
      200: jsonContent(CompanyRef, 'The renamed company.'),
      ...errorResponses(400, 401, 403, 404, 413, 415, 422),
    },
  }),
  async (c) => {
    const { id } = c.req.valid('param')
    const { name } = c.req.valid('json')
    return c.json(await renameCompany(c.var.db, id, name), 200)
  },
)
