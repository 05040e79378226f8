import { createMiddleware } from 'hono/factory'
import { forbidden, unauthenticated } from '../http/errors'
import type { AppEnv } from '../http/env'
import { findTokenUser } from './tokens'

/** 401 (always JSON, never a redirect) unless a live bearer token comes with the request. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  if (!match?.[1] || match[1].length > 200) throw unauthenticated()
  const user = await findTokenUser(c.var.db, c.var.tokenCache, match[1])
  if (!user) throw unauthenticated()
  c.set('user', user)
  await next()
})

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.user.type !== 'admin') throw forbidden('Only admins may do this.')
  await next()
})
