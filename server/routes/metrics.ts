import { createHash, timingSafeEqual } from 'node:crypto'
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import type { AppEnv } from '../http/env'
import { ApiError, unauthenticated } from '../http/errors'
import { access, errorResponses } from '../http/openapi'
import type { Metrics } from '../ops/metrics'

/** `GET /metrics` for Prometheus, behind `METRICS_TOKEN`; 404 when no token is configured. */
export function metricsRouter(metrics: Metrics | undefined, token: string | undefined) {
  const router = new OpenAPIHono<AppEnv>()
  router.openAPIRegistry.registerComponent('securitySchemes', 'MetricsToken', {
    type: 'http',
    scheme: 'bearer',
    description: 'The `METRICS_TOKEN` of the server, sent as `Authorization: Bearer <token>`.',
  })
  router.openapi(
    createRoute({
      method: 'get',
      path: '/metrics',
      ...access('metrics token'),
      tags: ['System'],
      summary: 'Prometheus metrics',
      operationId: 'metrics',
      description:
        'Prometheus text format: requests by method, route template and status, their durations, ' +
        'database call durations, event-loop lag and the process metrics. Only with ' +
        '`Authorization: Bearer <METRICS_TOKEN>`; 404 when the server has no `METRICS_TOKEN`.',
      'x-extension': true,
      security: [{ MetricsToken: [] }],
      responses: {
        200: {
          description: 'Prometheus text exposition format 0.0.4.',
          content: { 'text/plain': { schema: z.string() } },
        },
        401: errorResponses(401)[401],
        404: {
          description: 'The server has no `METRICS_TOKEN`: metrics are off.',
          content: errorResponses(404)[404].content,
        },
      },
    }),
    async (c) => {
      if (!metrics || !token) throw new ApiError(404, 'Not Found')
      const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')
      if (!match?.[1] || !sameSecret(match[1], token)) throw unauthenticated()
      c.header('Cache-Control', 'no-store')
      return c.text(await metrics.registry.metrics(), 200, {
        'Content-Type': metrics.registry.contentType,
      })
    },
  )
  return router
}

/** Compared in constant time, so the answer's timing tells nothing about the token. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(given), digest(expected))
}
