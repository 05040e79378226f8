import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import {
  CreateViewBody,
  EditViewBody,
  IdParam,
  MessageBody,
  SavedView,
  ViewList,
  ViewListQuery,
  z,
} from '../../src/interface'
import type { AuthUser } from '../auth/auth-user'
import { requireUser } from '../auth/middleware'
import { createView, deleteView, editView, listViews, viewableResources } from '../db/views'
import type { AppEnv } from '../http/env'
import { forbidden, validationHook } from '../http/errors'
import { access, bearer, errorResponses, jsonBody, jsonContent } from '../http/openapi'

export const viewsRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

const tags = ['Saved views']
const ViewIdParams = z.object({ id: IdParam.meta({ param: { name: 'id', in: 'path' } }) })
const CONTRACTS_ADMIN_ONLY = 'Only admins may see or save views of contracts.'

/** The lists `user` may save views of; asking for another is a 403, as its list would be. */
function allowedResources(user: AuthUser, resource?: string) {
  const allowed = viewableResources(user)
  if (resource === undefined) return allowed
  if (!allowed.some((r) => r === resource)) throw forbidden(CONTRACTS_ADMIN_ONLY)
  return allowed.filter((r) => r === resource)
}

viewsRouter.openapi(
  createRoute({
    method: 'get',
    path: '/views',
    ...access('signed in'),
    tags,
    summary: 'List saved views',
    operationId: 'listViews',
    description:
      'Your own views and the shared views of your peers (client staff: shared views of client ' +
      "staff of your company; admins: every admin's shared views), ordered by name ignoring case. " +
      'Views of contracts are for admins only (403 for client staff who ask for them).',
    'x-extension': true,
    security: bearer,
    middleware: [requireUser] as const,
    request: { query: ViewListQuery },
    responses: {
      200: jsonContent(ViewList, 'The views you see.'),
      ...errorResponses(401, 403, 422),
    },
  }),
  async (c) => {
    const user = c.var.user
    const resources = allowedResources(user, c.req.valid('query').resource)
    return c.json({ views: await listViews(c.var.db, user, resources), total_is_exact: true }, 200)
  },
)

viewsRouter.openapi(
  createRoute({
    method: 'post',
    path: '/views',
    ...access('signed in'),
    tags,
    summary: 'Save a view',
    operationId: 'createView',
    description:
      "Saves a list's search parameters under a name, yours alone unless `shared`. `query` is checked " +
      "against the list's own parameters: a 422 names the bad one as `query.<parameter>`. " +
      'Views of contracts are for admins only (403).',
    'x-extension': true,
    security: bearer,
    middleware: [requireUser] as const,
    request: {
      body: jsonBody(CreateViewBody, {
        name: 'Pending, newest first',
        resource: 'inquiries',
        query: { status: 'pending', per_page: '25' },
        shared: true,
      }),
    },
    responses: {
      201: jsonContent(SavedView, 'The view as saved.'),
      ...errorResponses(400, 401, 403, 413, 415, 422),
    },
  }),
  async (c) => {
    const body = c.req.valid('json')
    allowedResources(c.var.user, body.resource)
    return c.json(await createView(c.var.db, c.var.user, body), 201)
  },
)

viewsRouter.openapi(
  createRoute({
    method: 'post',
    path: '/views/{id}/edit',
    ...access('owner'),
    tags,
    summary: 'Edit a saved view',
    operationId: 'editView',
    description:
      "Only its owner: anyone else's view answers 404, as one that is not there. Partial: omitted " +
      'fields are kept; `query` replaces the whole query. Answers the view as saved.',
    'x-extension': true,
    security: bearer,
    middleware: [requireUser] as const,
    request: {
      params: ViewIdParams,
      body: jsonBody(EditViewBody, { name: 'Pending inquiries', default: true }),
    },
    responses: {
      200: jsonContent(SavedView, 'The view as saved.'),
      ...errorResponses(400, 401, 404, 413, 415, 422),
    },
  }),
  async (c) => {
    const { id } = c.req.valid('param')
    return c.json(await editView(c.var.db, c.var.user, id, c.req.valid('json')), 200)
  },
)

viewsRouter.openapi(
  createRoute({
    method: 'delete',
    path: '/views/{id}',
    ...access('owner'),
    tags,
    summary: 'Delete a saved view',
    operationId: 'deleteView',
    description: "Only its owner: anyone else's view answers 404, as one that is not there.",
    'x-extension': true,
    security: bearer,
    middleware: [requireUser] as const,
    request: { params: ViewIdParams },
    responses: {
      200: jsonContent(MessageBody, '`View deleted successfully`'),
      ...errorResponses(401, 404, 422),
    },
  }),
  async (c) => {
    await deleteView(c.var.db, c.var.user, c.req.valid('param').id)
    return c.json({ message: 'View deleted successfully' }, 200)
  },
)
