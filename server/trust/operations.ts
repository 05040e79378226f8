import type { z } from 'zod'
import type { App } from '../app'

/**
 * Every operation of the service, read from the app's own OpenAPI registry: the very schemas each
 * route validates with (those of src/interface), its path, and the statuses it documents.
 */
export interface Operation {
  /** `POST /api/v1/users/{id}/edit` */
  name: string
  method: string
  path: string
  params?: z.ZodObject
  query?: z.ZodObject
  body?: z.ZodType
  secured: boolean
  /** Documented statuses, with the JSON schema of the answer where there is one. */
  responses: Map<number, z.ZodType | undefined>
}

interface RegisteredRoute {
  method: string
  path: string
  security?: unknown[]
  request?: {
    params?: z.ZodObject
    query?: z.ZodObject
    body?: { content: Record<string, { schema: z.ZodType }> }
  }
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>
}

export function operationsOf(app: App): Operation[] {
  const definitions = app.openAPIRegistry.definitions as { type: string; route?: RegisteredRoute }[]
  return definitions.flatMap(({ type, route }) => {
    if (type !== 'route' || !route) return []
    const method = route.method.toUpperCase()
    const responses = new Map<number, z.ZodType | undefined>()
    for (const [status, response] of Object.entries(route.responses)) {
      responses.set(Number(status), response.content?.['application/json']?.schema as z.ZodType)
    }
    return [
      {
        name: `${method} ${route.path}`,
        method,
        path: route.path,
        params: route.request?.params,
        query: route.request?.query,
        body: route.request?.body?.content['application/json']?.schema,
        secured: (route.security?.length ?? 0) > 0,
        responses,
      },
    ]
  })
}

/** The operations of the interface-decisions page's path tables, the OpenAPI document aside. */
export const DECIDED_OPERATIONS = [
  'GET /api/v1/user',
  'POST /api/v1/users',
  'POST /api/v1/users/{id}/edit',
  'DELETE /api/v1/users/{id}',
  'GET /api/v1/users',
  'GET /api/v1/users/{id}',
  'POST /api/v1/inquiries',
  'GET /api/v1/inquiries',
  'GET /api/v1/inquiry/{orderId}',
  'POST /api/v1/inquiry/{orderId}/cancel',
  'GET /api/v1/inquiry/{orderId}/positions',
  'POST /api/v1/inquiry/{orderId}/positions',
  'POST /api/v1/inquiry/{orderId}/positions/{positionId}/cancel',
  'GET /api/v1/industries',
  'GET /api/v1/contracts',
  'POST /api/v1/contracts',
  'GET /api/v1/contracts/{the_contract_id}',
  'GET /api/v1/contracts/id/{id}',
  'POST /api/v1/contracts/{the_contract_id}/edit',
  'POST /api/v1/contracts/id/{id}/edit',
  'DELETE /api/v1/contracts/{the_contract_id}',
  'DELETE /api/v1/contracts/id/{id}',
  'GET /api/v1/contracts/export.csv',
  'GET /api/v1/consultants',
  'GET /api/v1/companies',
  'POST /api/v1/auth/token',
  'DELETE /api/v1/auth/token',
  'GET /api/health',
  'GET /api/v1/backup',
  'GET /metrics',
]

/** The fuzz suite's files, one per group of operations, so they run side by side. */
export const FUZZ_GROUPS: Record<string, (path: string) => boolean> = {
  users: (path) => /^\/api\/v1\/(user|users|auth)(\/|$)/.test(path),
  inquiries: (path) => /^\/api\/v1\/(inquiries|inquiry|industries)(\/|$)/.test(path),
  contracts: (path) => path.startsWith('/api/v1/contracts'),
  directory: (path) =>
    /^\/(metrics|api\/(health|v1\/backup|v1\/companies|v1\/consultants))$/.test(path),
}
