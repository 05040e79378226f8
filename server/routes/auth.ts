import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { SignInBody, SignInResponse } from '../../src/interface'
import { requireUser } from '../auth/middleware'
import { DUMMY_HASH, verifyPassword } from '../auth/passwords'
import { issueToken, revokeToken } from '../auth/tokens'
import { forgetFailures, recentFailures, recordFailure, signInUser } from '../db/sign-in'
import type { AppEnv } from '../http/env'
import { ApiError, validationError, validationHook } from '../http/errors'
import { access, bearer, errorResponses, jsonBody, jsonContent } from '../http/openapi'

export const authRouter = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })

export const MAX_FAILED_SIGN_INS = 5
const WINDOW_SECONDS = 60
const tags = ['Sign-in']

/**
 * The TCP peer; behind a trusted proxy (TRUST_PROXY=1), the address that proxy saw, which it appends
 * last to X-Forwarded-For. Without that setting no header is trusted: a client cannot pick its own
 * throttle bucket.
 */
function clientAddress(c: Context<AppEnv>): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  const peer = env?.incoming?.socket?.remoteAddress ?? 'local'
  if (!c.var.config.trustProxy) return peer
  const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim()
  return forwarded || peer
}

authRouter.openapi(
  createRoute({
    method: 'post',
    path: '/auth/token',
    ...access('anyone'),
    tags,
    summary: 'Sign in: email and password to a bearer token',
    operationId: 'signIn',
    description:
      'Wrong credentials answer 422 without saying which of the two was wrong. ' +
      `${MAX_FAILED_SIGN_INS} failures in a minute for one email from one address answer 429 with Retry-After.`,
    'x-extension': true,
    security: [],
    request: {
      body: jsonBody(SignInBody, { email: 'anna@acme.example', password: 'client12345' }),
    },
    responses: {
      201: jsonContent(SignInResponse, 'A new token and the user.'),
      ...errorResponses(400, 413, 415, 422, 429),
    },
  }),
  async (c) => {
    const { email, password } = c.req.valid('json')
    const db = c.var.db
    const emailLower = email.toLowerCase()
    const ip = clientAddress(c)
    const key = { emailLower, ip }
    const failures = await recentFailures(db, key, WINDOW_SECONDS)
    if (failures.count >= MAX_FAILED_SIGN_INS) {
      const oldest = failures.oldest ? new Date(failures.oldest).getTime() : Date.now()
      const retryAfter = Math.max(
        1,
        Math.ceil((oldest + WINDOW_SECONDS * 1000 - Date.now()) / 1000),
      )
      throw new ApiError(
        429,
        `Too many sign-in attempts. Please try again in ${retryAfter} seconds.`,
        undefined,
        { 'Retry-After': String(retryAfter) },
      )
    }

    const user = await signInUser(db, emailLower)
    const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH)
    if (!user || !valid) {
      await recordFailure(db, key)
      throw validationError({ email: ['These credentials do not match our records.'] })
    }
    await forgetFailures(db, key)
    const { token, expiresAt } = await issueToken(db, user.id, c.var.config.tokenTtlDays)
    return c.json(
      {
        token,
        token_type: 'Bearer' as const,
        expires_at: expiresAt.toISOString(),
        user: {
          id: user.id,
          name: user.name,
          email: user.email,
          company: user.companyName,
          type: user.type,
          company_id: user.companyId,
          phone: user.phone,
          locale: user.locale,
          notify_email: user.notifyEmail,
        },
      },
      201,
    )
  },
)

authRouter.openapi(
  createRoute({
    method: 'delete',
    path: '/auth/token',
    ...access('signed in'),
    tags,
    summary: 'Sign out: revoke the token in use',
    operationId: 'signOut',
    'x-extension': true,
    security: bearer,
    middleware: [requireUser] as const,
    responses: { 204: { description: 'Revoked.' }, ...errorResponses(401) },
  }),
  async (c) => {
    await revokeToken(c.var.db, c.var.tokenCache, c.var.user.tokenId)
    return c.body(null, 204)
  },
)
