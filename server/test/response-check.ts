import { z } from 'zod'
import type { App } from '../app'
import { operationsOf } from './trust/operations'

/**
 * `schema` with every object in it strict: an answer with a field the schema lacks fails, as one
 * missing a required field already does. Cloned with the same definition otherwise (checks, enums,
 * nullability), so only the strictness differs from what the route declares.
 */
export function strictly(schema: z.ZodType, seen = new Map<z.ZodType, z.ZodType>()): z.ZodType {
  const known = seen.get(schema)
  if (known) return known
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string }
  const inner = (value: unknown) => strictly(value as z.ZodType, seen)
  let strict: z.ZodType
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>
      strict = schema.clone({
        ...def,
        shape: Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, inner(field)])),
        catchall: (def.catchall as z.ZodType | undefined) ?? z.never(),
      } as never)
      break
    }
    case 'array':
      strict = schema.clone({ ...def, element: inner(def.element) } as never)
      break
    case 'record':
      strict = schema.clone({ ...def, valueType: inner(def.valueType) } as never)
      break
    case 'union':
      strict = schema.clone({ ...def, options: (def.options as z.ZodType[]).map(inner) } as never)
      break
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      strict = schema.clone({ ...def, innerType: inner(def.innerType) } as never)
      break
    case 'lazy': {
      const getter = def.getter as () => z.ZodType
      strict = z.lazy(() => inner(getter()))
      break
    }
    default:
      strict = schema
  }
  seen.set(schema, strict)
  return strict
}

interface Answered {
  /** `GET /api/v1/contracts/id/{id}` */
  operation: string
  schema: z.ZodType
}

/**
 * Checks every success answer of `app` against the JSON schema its route declares for it (found by
 * method and path in the app's OpenAPI registry, the routes being the one list), strictly: a field
 * the schema lacks, one it requires and the answer misses, or a value of another type is an error
 * naming the operation and the field.
 */
export function responseChecker(app: App) {
  const routes = operationsOf(app)
    .flatMap((operation) => {
      const schema = operation.responses.get(operation.success)
      if (!schema) return []
      const pattern = new RegExp(`^${operation.path.replace(/\{\w+\}/g, '[^/]+')}$`)
      const params = operation.path.split('{').length - 1
      return [{ method: operation.method, pattern, params, operation: operation.name, schema }]
    })
    // A path both a literal route and a parameter match (`/contracts/bulk`) is the literal's.
    .sort((a, b) => a.params - b.params)
  const strictSchemas = new Map<z.ZodType, z.ZodType>()

  function routeOf(method: string, path: string): Answered | undefined {
    const pathname = path.split('?')[0]!
    return routes.find((route) => route.method === method && route.pattern.test(pathname))
  }

  /** Throws when a 2xx JSON answer is not what its route declares. */
  return function check(method: string, path: string, response: Response, body: unknown): void {
    if (response.status < 200 || response.status >= 300) return
    if (!response.headers.get('Content-Type')?.includes('application/json')) return
    const route = routeOf(method.toUpperCase(), path)
    if (!route) return
    let strict = strictSchemas.get(route.schema)
    if (!strict) strictSchemas.set(route.schema, (strict = strictly(route.schema)))
    const parsed = strict.safeParse(body)
    if (parsed.success) return
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.') || '(the answer)'}: ${issue.message}`)
      .join('\n')
    throw new Error(
      `${route.operation} answered ${response.status} with what its response schema refuses ` +
        `(${method} ${path}):\n${problems}`,
    )
  }
}

/**
 * `app.fetch` with every success JSON answer (compressed or not) checked as `responseChecker`
 * checks it: one its route's schema refuses is answered as a 500 naming the problem, and kept in
 * `refused`. The dashboard's component tests are served so (`startTestServer`), and fail on it.
 */
export function checkedFetch(app: App, refused: string[]) {
  const checkResponse = responseChecker(app)
  return async (request: Request): Promise<Response> => {
    const response = await app.fetch(request)
    if (!response.ok || !response.headers.get('Content-Type')?.includes('application/json'))
      return response
    const copy = response.clone()
    const encoding = copy.headers.get('Content-Encoding') as 'gzip' | 'deflate' | null
    const body = encoding ? copy.body!.pipeThrough(new DecompressionStream(encoding)) : copy.body
    try {
      const answer: unknown = await new Response(body).json()
      checkResponse(request.method, new URL(request.url).pathname, response, answer)
      return response
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      refused.push(message)
      return Response.json({ message }, { status: 500 })
    }
  }
}
