import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../http/env'
import { FEED_POSITION_HEADER } from '../../src/interface/live-values'
import { startedHub } from './hub'

/**
 * A read's answer says where in the change feed its data stands: the hub's position, taken before
 * the read, so every change through it is in the answer (a later one may be too). A dashboard that
 * read before its event stream opened replays from the oldest position it was given, and misses
 * no change made in between. Only where the process runs a hub (every server does from its start).
 */
export const feedPosition: MiddlewareHandler<AppEnv> = async (c, next) => {
  const hub = startedHub(c.var.db)
  if (c.req.method !== 'GET' || !hub) return next()
  const position = await hub.then(
    (started) => started.position,
    () => undefined,
  )
  await next()
  if (position !== undefined && c.res.ok) c.res.headers.set(FEED_POSITION_HEADER, String(position))
}
