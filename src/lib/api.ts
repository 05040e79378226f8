import type { paths } from './api-types'
import { readGoesOut } from './feed-position'
import { getSessionToken } from './session'
import { i18n, messagesNow, params } from './i18n'

/** The dashboard's own words for a request that got no answer it could read. */
export const apiMessages = i18n('api', {
  unreachable: 'The server could not be reached. Check your connection and try again.',
  failed: params('The request failed (HTTP {status}).'),
  diskFull: "The server's disk is full; nothing was saved.",
})

/** A non-2xx answer of the API, in the Laravel error shape. */
export class ApiError extends Error {
  readonly status: number
  readonly errors: Record<string, string[]>
  /** The server's `X-Request-Id` for this answer: a person can quote it, the logs are found by it. */
  readonly requestId: string | undefined
  /** A 412's record as it is now (someone else changed it), with its ETag. */
  readonly current: Tagged<unknown> | undefined

  constructor(
    status: number,
    message: string,
    errors: Record<string, string[]> = {},
    requestId?: string,
    current?: Tagged<unknown>,
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.errors = errors
    this.requestId = requestId
    this.current = current
  }
}

/** A record with the ETag its GET answered: what a conditional write sends back as If-Match. */
export type Tagged<T> = { record: T; etag: string }

// `?.`: outside Vite (the accessibility spec reads the route tree in Node) there is no env.
let baseUrl: string = import.meta.env?.VITE_API_BASE_URL ?? ''
let unauthorizedListener: (() => void) | null = null

/** Points the client at another origin: component tests use the URL of their test server. */
export function setApiBaseUrl(url: string): void {
  baseUrl = url
}

/** Called whenever the API answers 401, whatever the request was. */
export function onUnauthorized(listener: () => void): void {
  unauthorizedListener = listener
}

export function apiUrl(path: string): URL {
  return new URL(`/api/v1${path}`, baseUrl || window.location.origin)
}

type Method = 'GET' | 'POST' | 'DELETE'

export type RequestOptions = {
  method?: Method
  body?: unknown
  query?: Record<string, string | number | undefined>
  signal?: AbortSignal
  /** The ETag of the record as the person saw it: the write is refused (412) if it has changed. */
  ifMatch?: string
}

/** An API path as the OpenAPI document writes it, without `/api/v1`: `/contracts/id/{id}`. */
type ApiPath = keyof paths extends infer Path
  ? Path extends `/api/v1${infer Rest}`
    ? Rest
    : never
  : never
/** The paths that have an operation for `method`. */
type PathOf<M extends Method> = {
  [P in ApiPath]: paths[`/api/v1${P}`] extends Record<Lowercase<M>, object> ? P : never
}[ApiPath]
type OperationOf<M extends Method, P extends PathOf<M>> = paths[`/api/v1${P}`][Lowercase<M>]

type Json<Answer> = Answer extends { content: { 'application/json': infer Body } }
  ? Body
  : undefined
/** What the operation answers on success, as its route declares it. */
export type Answer<Operation> = Operation extends { responses: infer Responses }
  ? {
      [Status in keyof Responses]: Status extends 200 | 201 | 204 ? Json<Responses[Status]> : never
    }[keyof Responses]
  : never

/** Path parameters, query and body as the operation declares them; the ones it has are required. */
type Call<Operation> = Pick<RequestOptions, 'signal' | 'ifMatch'> &
  (Operation extends { parameters: { path: infer Path extends object } }
    ? { path: Path }
    : unknown) &
  (Operation extends { parameters: { query?: infer Query } }
    ? [Query] extends [never | undefined]
      ? unknown
      : { query?: Query }
    : unknown) &
  (Operation extends { requestBody: { content: { 'application/json': infer Body } } }
    ? { body: Body }
    : Operation extends { requestBody?: { content: { 'application/json': infer Body } } }
      ? { body?: Body }
      : unknown)

/** The call's options, left out altogether when it needs none. */
type CallArguments<Operation> =
  object extends Call<Operation> ? [call?: Call<Operation>] : [call: Call<Operation>]

function request<T>(method: Method, path: string, call: Record<string, unknown> = {}) {
  const params = (call.path ?? {}) as Record<string, string | number>
  const concrete = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name]!),
  )
  return send<T>(concrete, { ...call, method })
}

/** One method's calls: the path as documented, what it needs, and its answer. */
const calls =
  <M extends Method>(method: M) =>
  async <P extends PathOf<M>>(
    path: P,
    ...[call]: CallArguments<OperationOf<M, P>>
  ): Promise<Answer<OperationOf<M, P>>> =>
    (await request<Answer<OperationOf<M, P>>>(method, path, call)).body

/**
 * The API's operations, typed from the OpenAPI document the server generates from its routes
 * (`api-types.ts`, `npm run api:types`): the path as documented, its parameters, query and body,
 * and the answer its route declares. `api.get('/contracts/id/{id}', { path: { id } })`.
 */
export const api = {
  get: calls('GET'),
  post: calls('POST'),
  delete: calls('DELETE'),
  /** A GET of one record with its ETag, which a conditional write sends back as If-Match. */
  record: async <P extends PathOf<'GET'>>(
    path: P,
    ...[call]: CallArguments<OperationOf<'GET', P>>
  ): Promise<Tagged<Answer<OperationOf<'GET', P>>>> => {
    const { body, response } = await request<Answer<OperationOf<'GET', P>>>('GET', path, call)
    return { record: body, etag: response.headers.get('ETag') ?? '' }
  },
}

/**
 * How long a read stays fresh for a page whose figures move with everyone's writes, which asks
 * again each time it opens: its route reads while the page's code loads, and the page, mounted
 * after, must not ask a second time.
 */
export const FRESH_AS_IT_OPENS_MS = 5_000

/**
 * One request to the API: the address with its query (empty values left out), the session's token,
 * and an `ApiError` when no answer came. What the answer means is the caller's to read.
 */
export async function fetchApi(
  path: string,
  options: Pick<RequestOptions, 'query' | 'signal'>,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  try {
    return await fetch(apiRequestUrl(path, options.query), {
      ...init,
      headers: withSessionToken(init.headers),
      signal: options.signal,
    })
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw unreachable()
  }
}

/** A request's address: the API path and its query, empty values left out. */
export function apiRequestUrl(path: string, query: RequestOptions['query'] = {}): URL {
  const url = apiUrl(path)
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') url.searchParams.set(name, String(value))
  }
  return url
}

/** A request's headers with the session's bearer token, when there is a session. */
export function withSessionToken(headers: Record<string, string> = {}): Record<string, string> {
  const token = getSessionToken()
  return token ? { ...headers, Authorization: `Bearer ${token}` } : { ...headers }
}

/** The error of a request that got no answer (no network, the server down). */
export const unreachable = () => new ApiError(0, messagesNow(apiMessages).unreachable)

// The answer's type is the operation's (see `api`): what the server's route declares it answers,
// which the API tests check every success answer against (server/test/response-check.ts). A
// caller typed otherwise (the record kit, by its declaration's schemas) asks for `unknown` and
// parses what came.
export async function send<T>(
  path: string,
  options: RequestOptions,
): Promise<{ body: T; response: Response }> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  if (options.ifMatch) headers['If-Match'] = options.ifMatch
  const method = options.method ?? 'GET'
  const answered = method === 'GET' ? readGoesOut() : undefined
  const response = await fetchApi(path, options, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  answered?.(response)
  return { body: await answerOf<T>(response), response }
}

/** An answer's JSON body (none for a 204), or the `ApiError` it says when it failed. */
export async function answerOf<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T
  const payload: unknown = await response.json().catch(() => null)
  if (response.ok) return payload as T
  throw toApiError(response, payload)
}

/** The `ApiError` of a failed answer; a 401 also ends the session (see `onUnauthorized`). */
export function toApiError(response: Response, payload: unknown): ApiError {
  if (response.status === 401) unauthorizedListener?.()
  const status = response.status
  const body = (payload ?? {}) as { message?: unknown; errors?: unknown; current?: unknown }
  // A 507 (the server's disk is full) in the person's language; any other in the server's words.
  const message =
    status === 507
      ? messagesNow(apiMessages).diskFull
      : typeof body.message === 'string'
        ? body.message
        : messagesNow(apiMessages).failed({ status })
  const errors =
    body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string[]>) : {}
  const current =
    status === 412 && body.current
      ? { record: body.current, etag: response.headers.get('ETag') ?? '' }
      : undefined
  return new ApiError(
    status,
    message,
    errors,
    response.headers.get('X-Request-Id') ?? undefined,
    current,
  )
}
