import type { z } from 'zod'
import type { App } from '../../app'
import { ACCESS_LEVELS, type Access } from '../../http/openapi'
import { testPostgresUrl } from '../postgres'

/**
 * Every operation of the service, read from the app's own OpenAPI registry: the very schemas each
 * route validates with (those of src/interface), its path, the statuses it documents, who may call
 * it and an example body. The routes are the one list: a new route is in every trust test at once,
 * and one without an access level or a single 2xx status fails them all.
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
  /** Who may call it (`x-access`): what the authorization matrix expects of every caller. */
  access: Access
  /** The one 2xx status it documents. */
  success: number
  /** The request body's documented example: what the authorization matrix sends. */
  example?: unknown
  /** A body that is a file, not JSON (a CSV import): its content type and documented example. */
  file?: { type: string; example: string }
  /**
   * A `multipart/form-data` body (an upload): its schema and documented example, whose `file` is
   * the file's text.
   */
  form?: { schema: z.ZodObject; example: Record<string, string> }
  /** Marked `x-extension`: not in the seed interface. */
  extension: boolean
  /** Documented statuses, with the JSON schema of the answer where there is one. */
  responses: Map<number, z.ZodType | undefined>
}

interface RegisteredRoute {
  method: string
  path: string
  security?: unknown[]
  'x-access'?: Access
  'x-extension'?: boolean
  request?: {
    params?: z.ZodObject
    query?: z.ZodObject
    body?: { content: Record<string, { schema: z.ZodType; example?: unknown }> }
  }
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>
}

export function operationsOf(app: App): Operation[] {
  const definitions = app.openAPIRegistry.definitions as { type: string; route?: RegisteredRoute }[]
  return definitions.flatMap(({ type, route }) => {
    if (type !== 'route' || !route) return []
    const method = route.method.toUpperCase()
    const name = `${method} ${route.path}`
    const responses = new Map<number, z.ZodType | undefined>()
    for (const [status, response] of Object.entries(route.responses)) {
      responses.set(Number(status), response.content?.['application/json']?.schema as z.ZodType)
    }
    const access = route['x-access']
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new Error(`${name} declares no access level: add ...access('…') to its createRoute`)
    }
    const successes = [...responses.keys()].filter((status) => status >= 200 && status < 300)
    if (successes.length !== 1)
      throw new Error(`${name} documents ${successes.length} 2xx statuses`)
    const content = route.request?.body?.content ?? {}
    const json = content['application/json']
    const [fileType, file] =
      Object.entries(content).find(([type]) => type !== 'application/json') ?? []
    const form = content['multipart/form-data']
    if (form && (typeof form.example !== 'object' || !form.example))
      throw new Error(`${name}: its form has no example`)
    if (fileType && !form && typeof file?.example !== 'string')
      throw new Error(`${name}: its ${fileType} body has no example text`)
    return [
      {
        name,
        method,
        path: route.path,
        params: route.request?.params,
        query: route.request?.query,
        body: json?.schema,
        secured: (route.security?.length ?? 0) > 0,
        access,
        success: successes[0]!,
        example: json?.example,
        ...(form
          ? {
              form: {
                schema: form.schema as z.ZodObject,
                example: form.example as Record<string, string>,
              },
            }
          : fileType
            ? { file: { type: fileType, example: file!.example as string } }
            : {}),
        extension: route['x-extension'] === true,
        responses,
      },
    ]
  })
}

/**
 * The fuzz suite's files (server/test/trust/fuzz/part-N.test.ts), so that parts run side by side: every
 * operation falls in one, dealt in turn, and a new route needs no file of its own.
 */
export const FUZZ_PARTS = 4

/** The first path segment after /api/v1 (users, inquiry, contracts…), which keys the fixture's ids. */
export function resourceOf(path: string): string {
  return path.replace(/^\/api(\/v1)?\//, '').split('/')[0]!
}

/** The path's parameters in order: `/inquiry/{orderId}/positions/{positionId}` → orderId, positionId. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)
}

/** A 501 the route documents is its answer by design on PostgreSQL (the backup: pg_dump there). */
export function notImplementedHere(operation: Operation): boolean {
  return operation.responses.has(501) && testPostgresUrl() !== undefined
}

/**
 * A body that names the row it is about by `resource` and `id` (`POST /presence`): the row is
 * Acme's inquiry of the fixture, and another company's answers as a path's row would.
 */
export function bodyNamesRow(operation: Operation): boolean {
  const shape = (operation.body as { shape?: object } | undefined)?.shape ?? {}
  return 'resource' in shape && 'id' in shape
}
