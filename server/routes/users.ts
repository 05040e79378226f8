import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm'
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
import type { AuthUser } from '../auth/auth-user'
import { hashPassword } from '../auth/passwords'
import { requireUser } from '../auth/middleware'
import { revokeUserTokens } from '../auth/tokens'
import { companyExists, resolveCompanyByName } from '../db/companies'
import type { Database } from '../db/open'
import { companies, users } from '../db/schema'
import { containsPattern } from '../db/search'
import {
  emailTaken,
  insertUser,
  isUniqueViolation,
  toUserRecord,
  userRecordColumns,
  writeUser,
} from '../db/users'
import { expectUnchanged } from '../db/conflicts'
import {
  changedSinceResponse,
  ifMatchHeader,
  ifMatchOf,
  withEtag,
  withEtagHeader,
} from '../http/conditional'
import type { AppEnv } from '../http/env'
import { fieldError, forbidden, notFound, validationHook } from '../http/errors'
import { access, bearer, errorResponses, jsonBody, jsonContent } from '../http/openapi'

export const usersRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

const UserIdParams = z.object({ id: IdParam.meta({ param: { name: 'id', in: 'path' } }) })
const tags = ['Users']
const emailTakenError = () => fieldError('email', 'The email has already been taken.')

/** Live users the actor may see: everyone for admins, their own company's for clients. */
function visibleTo(actor: AuthUser): SQL | undefined {
  return actor.type === 'admin'
    ? isNull(users.deletedAt)
    : and(isNull(users.deletedAt), eq(users.companyId, actor.companyId))
}

/** The user as the actor may see them (404 otherwise); `lock`: locked for the transaction. */
async function findVisibleUser(db: Database, actor: AuthUser, id: number, lock = false) {
  const query = db
    .select(userRecordColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, id), visibleTo(actor)))
  const [row] = lock ? await query.for('no key update', { of: users }) : await query
  if (!row) throw notFound('User')
  return row
}

/** Locks the visible user and refuses the write when the request's If-Match no longer meets it. */
async function lockExpectedUser(tx: Database, c: Context<AppEnv>, id: number) {
  const target = await findVisibleUser(tx, c.var.user, id, true)
  await expectUnchanged(
    tx,
    ifMatchOf(c),
    { label: 'User', resource: 'user', id },
    toUserRecord(target),
  )
  return target
}

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
    const pattern = search ? containsPattern(search) : undefined
    const where = and(
      visibleTo(c.var.user),
      pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
    )
    const db = c.var.db
    const [[counted], rows] = await Promise.all([
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(users)
        .where(where),
      db
        .select(userRecordColumns)
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(where)
        .orderBy(desc(users.id))
        .limit(per_page)
        .offset((page - 1) * per_page),
    ])
    const total = counted?.total ?? 0
    return c.json(
      { ...paginationMeta(total, page, per_page, rows.length), users: rows.map(toUserRecord) },
      200,
    )
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
    const actor = c.var.user
    if (actor.type !== 'admin' && body.type === 'admin')
      throw forbidden('Only admins may create admins.')
    const passwordHash = await hashPassword(body.password)
    const id = await c.var.db.transaction(async (tx) => {
      if (await emailTaken(tx, body.email)) throw emailTakenError()
      let companyId = actor.companyId
      if (actor.type === 'admin' && body.company_id !== undefined) {
        if (!(await companyExists(tx, body.company_id))) {
          throw fieldError('company_id', 'The selected company does not exist.')
        }
        companyId = body.company_id
      } else if (actor.type === 'admin' && body.company_name !== undefined) {
        companyId = await resolveCompanyByName(tx, body.company_name)
      }
      return insertUser(tx, { id: actor.id }, { ...body, companyId, passwordHash }).catch(
        (err: unknown) => {
          throw isUniqueViolation(err) ? emailTakenError() : err
        },
      )
    })
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
      'null to follow their browser); an unknown one is a 422 on `locale`.',
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
    const actor = c.var.user
    const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password)
    await c.var.db.transaction(async (tx) => {
      const target = await lockExpectedUser(tx, c, id)
      if (actor.type !== 'admin') {
        if (body.type !== undefined && body.type !== target.type) {
          throw forbidden('Only admins may change a user’s type.')
        }
        const ownCompany =
          body.company === undefined ||
          ('id' in body.company && body.company.id === actor.companyId) ||
          ('name' in body.company &&
            body.company.name.toLowerCase() === actor.companyName.toLowerCase())
        if (!ownCompany) throw forbidden('Only admins may move a user to another company.')
      }
      if (body.email !== undefined && (await emailTaken(tx, body.email, id)))
        throw emailTakenError()
      let companyId: number | undefined
      if (body.company && 'id' in body.company) {
        if (!(await companyExists(tx, body.company.id))) {
          throw fieldError('company', 'The selected company does not exist.')
        }
        companyId = body.company.id
      } else if (body.company) {
        companyId = await resolveCompanyByName(tx, body.company.name)
      }
      await writeUser(
        tx,
        id,
        {
          name: body.name,
          email: body.email,
          phone: body.phone === undefined ? undefined : body.phone || null,
          type: body.type,
          locale: body.locale,
          companyId,
          passwordHash,
        },
        { id: actor.id },
      ).catch((err: unknown) => {
        throw isUniqueViolation(err) ? emailTakenError() : err
      })
    })
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
    const actor = c.var.user
    await c.var.db.transaction(async (tx) => {
      await lockExpectedUser(tx, c, id)
      if (id === actor.id) throw fieldError('id', 'You cannot delete your own account.')
      await writeUser(tx, id, { deletedAt: sql`now()` }, { id: actor.id }, 'deleted')
      await revokeUserTokens(tx, c.var.tokenCache, id)
    })
    // Again after the commit: a request racing the transaction may have cached the token anew.
    c.var.tokenCache.forgetUser(id)
    return c.json({ message: 'User deleted successfully' }, 200)
  },
)
