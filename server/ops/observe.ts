import type { MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import type { AppEnv } from '../http/env'
import type { Logger } from './log'
import type { Metrics } from './metrics'
import { requestIdFor } from './request-id'

/**
 * The route template a request matched, for logs and metric labels: `/api/v1/users/:id`, never the
 * raw path. Requests no route took share one label.
 */
export function routeLabel(template: string, status: number): string {
  if (template === '*' || template === '/*' || template === '/api/*' || template === '') {
    return status === 404 ? 'unmatched' : template === '/api/*' ? template : 'dashboard'
  }
  return template
}

export interface ObserveOptions {
  log: Logger
  /** One info line per request; errors are logged either way. */
  logRequests: boolean
  metrics: Metrics | undefined
  /** Set once the server is shutting down: answers then close their connection. */
  closing?: () => boolean
}

/** Whether Node's server took the request over HTTP/2 (`c.env` is what @hono/node-server passes). */
const isHttp2 = (env: unknown) =>
  (env as { incoming?: { httpVersionMajor?: number } } | undefined)?.incoming?.httpVersionMajor ===
  2

/**
 * First in the chain: gives every request its id (on every answer, errors and static files too),
 * then logs one line per request and counts it. Per request: one id, two clock reads, one log call.
 */
export function observeRequests({
  log,
  logRequests,
  metrics,
  closing,
}: ObserveOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const start = performance.now()
    const requestId = requestIdFor(c.req.header('x-request-id'))
    c.set('requestId', requestId)
    c.set('log', log)
    c.header('X-Request-Id', requestId)
    // HTTP/2 has no such header: its connection closes with a GOAWAY (server/ops/listen.ts).
    if (closing?.() && !isHttp2(c.env)) c.header('Connection', 'close')
    await next()
    if (!logRequests && !metrics) return
    const ms = performance.now() - start
    const status = c.res.status
    const route = routeLabel(routePath(c), status)
    metrics?.observeRequest(c.req.method, route, status, ms / 1000)
    if (logRequests) {
      log.info({
        reqId: requestId,
        method: c.req.method,
        route,
        path: c.req.path,
        status,
        ms: Math.round(ms * 10) / 10,
        userId: c.get('user')?.id,
      })
    }
  }
}
