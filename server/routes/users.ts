import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import {
  CreatedBody,
  CreateUserBody,
  CurrentUser,
  EditUserBody,
  IdParam,
  MessageBody,
  paginationMeta,
  UserList,
  UserListQuery,
  UserRecord,
  z,
} from '../../src/interface'
import { hashPassword } from '../auth/passwords'
import { requireUser } from '../auth/middleware'
import { revokeUserTokens } from '../auth/tokens'
import {
  createUser,
  deleteUser,
  editUser,
  expectVisibleUser,
  findVisibleUser,
  listUsers,
  toUserRecord,
} from '../db/users'
import {
  changedSinceResponse,
  ifMatchHeader,
  ifMatchOf,
  withEtag,
  withEtagHeader,
} from '../http/conditional'
import type { AppEnv } from '../http/env'
import { validationHook } from '../http/errors'
import { access, bearer, errorResponses, jsonBody, jsonContent } from '../http/openapi'
import { HISTORY_ENTRY, recordHistoryRoute } from './history'

export const usersRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

const UserIdParams = z.object({ id: IdParam.meta({ param: { name: 'id', in: 'path' } }) })
const tags = ['Users']
const userIfMatch = ifMatchHeader('The user’s ETag comes from `GET /api/v1/users/{id}`.')

usersRouter.openapi(
  createRoute({
    method: 'get',
    path: '/user',
    ...access('signed in'),
    tags,
    summary: 'Get current user',
    operationId: 'getCurrentUser',
    security: bearer,
    middleware: [requireUser] as const,
    responses: { 200: jsonContent(CurrentUser, 'The signed-in user.'), ...errorResponses(401) },
  }),
  (c) => {
    const u = c.var.user
    return c.json(
      {
        id: u.id,
        name: u.name,
        email: u.email,
        company: u.companyName,
        type: u.type,
        company_id: u.companyId,
        phone: u.phone,
        locale: u.locale,
        notify_email: u.notifyEmail,
      },
      200,
    )
  },
)

usersRouter.openapi(
  createRoute({
    method: 'get',
    path: '/users',
    ...access('company'),
    tags,
    summary: 'List users',
    operationId: 'listUsers',
    description:
      'Newest first; `search` matches name or email, ignoring case. Clients see their own company only.',
    'x-extension': true,
    security: bearer,
    middleware: [requireUser] as const,
    request: { query: UserListQuery },
    responses: { 200: jsonContent(UserList, 'One page of users.'), ...errorResponses(401, 422) },
  }),
  async (c) => {
    const { page, per_page, search } = c.req.valid('query')
    const { counted, users } = await listUsers(c.var.db, c.var.user, {
      search,
      limit: per_page,
      offset: (page - 1) * per_page,
      countLimit: c.var.config.countLimit,
    })
    return c.json({ ...paginationMeta(counted, page, per_page, users.length), users }, 200)
  },
)

usersRouter.openapi(
  createRoute({
    method: 'get',
    path: '/users/{id}',
    ...access('company'),
    tags,
    summary: 'Get one user',
    operationId: 'getUser',
    'x-extension': true,
    security: bearer,
    middleware: [requireUser] as const,
    request: { params: UserIdParams },
    responses: { 200: withEtagHeader(UserRecord, 'The user.'), ...errorResponses(401, 404, 422) },
  }),
  async (c) => {
    const row = await findVisibleUser(c.var.db, c.var.user, c.req.valid('param').id)
    return c.json(withEtag(c, toUserRecord(row)), 200)
  },
)

usersRouter.openapi(
  createRoute({
    method: 'post',
    path: '/users',
    ...access('company'),
    tags,
    summary: 'Create user',
    operationId: 'createUser',
    description:
      'Company: `company_id` (must exist), else `company_name` (resolved ignoring case, or created), else the creator’s. ' +
      'A client’s new users always join the client’s own company, and only admins may create admins (403). ' +
      'Answers 201 with the new `id` (an added field).',
    security: bearer,
    middleware: [requireUser] as const,
    request: {
      body: jsonBody(CreateUserBody, {
        name: 'Nina New',
        email: 'nina.new@acme.example',
        password: 'correct-horse-1',
        confirm_password: 'correct-horse-1',
      }),
    },
    responses: {
      201: jsonContent(CreatedBody, '`New user added`'),
      ...errorResponses(400, 401, 403, 413, 415, 422),
    },
  }),
  async (c) => {
    const body = c.req.valid('json')
    const passwordHash = await hashPassword(body.password)
    const id = await createUser(c.var.db, c.var.user, body, passwordHash)
    return c.json({ message: 'New user added', id }, 201)
  },
)

usersRouter.openapi(
  createRoute({
    method: 'post',
    path: '/users/{id}/edit',
    ...access('company'),
    tags,
    summary: 'Edit user',
    operationId: 'editUser',
    description:
      'Partial: omitted fields keep their values. A new `password` needs a matching `confirm_password`. ' +
      'Only admins may change `type` or move a user to another company (403). ' +
      'Extension: `locale` keeps the person’s dashboard language (one of the supported locales, or ' +
      'null to follow their browser); an unknown one is a 422 on `locale`. `notify_email` (`off`, ' +
      '`instant` or `daily`) is how the person gets their notifications by e-mail.',
    security: bearer,
    middleware: [requireUser] as const,
    request: {
      params: UserIdParams,
      headers: userIfMatch,
      body: jsonBody(EditUserBody, { name: 'Bea Renamed' }),
    },
    responses: {
      200: jsonContent(MessageBody, '`User updated successfully`'),
      ...errorResponses(400, 401, 403, 404, 413, 415, 422),
      ...changedSinceResponse(UserRecord),
    },
  }),
  async (c) => {
    const { id } = c.req.valid('param')
    const body = c.req.valid('json')
    const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password)
    await editUser(c.var.db, c.var.user, id, body, { passwordHash, expected: () => ifMatchOf(c) })
    // The signed-in identity (name, type, company) of this user may have changed.
    c.var.tokenCache.forgetUser(id)
    return c.json({ message: 'User updated successfully' }, 200)
  },
)

usersRouter.openapi(
  createRoute({
    method: 'delete',
    path: '/users/{id}',
    ...access('company'),
    tags,
    summary: 'Soft-delete user',
    operationId: 'deleteUser',
    description:
      'Sets `deleted_at` and revokes the user’s tokens; the row is kept. Deleting yourself is 422; a second delete is 404.',
    security: bearer,
    middleware: [requireUser] as const,
    request: { params: UserIdParams, headers: userIfMatch },
    responses: {
      200: jsonContent(MessageBody, '`User deleted successfully`'),
      ...errorResponses(400, 401, 404, 422),
      ...changedSinceResponse(UserRecord),
    },
  }),
  async (c) => {
    const { id } = c.req.valid('param')
    await deleteUser(c.var.db, c.var.user, id, {
      expected: () => ifMatchOf(c),
      alongside: (tx) => revokeUserTokens(tx, c.var.tokenCache, id),
    })
    // Again after the commit: a request racing the transaction may have cached the token anew.
    c.var.tokenCache.forgetUser(id)
    return c.json({ message: 'User deleted successfully' }, 200)
  },
)

recordHistoryRoute(usersRouter, {
  resource: 'user',
  path: '/users/{id}/history',
  param: 'id',
  access: 'company',
  summary: 'History of a user',
  operationId: 'getUserHistory',
  description: `Whoever may read the user (clients: their own company's users). ${HISTORY_ENTRY} A password change reads \`{"password": {"from": null, "to": null}}\`.`,
  check: (c, id) => expectVisibleUser(c.var.db, c.var.user, id),
})
