import { getSessionToken } from './session'
import { i18n, messagesNow, params } from './i18n'

/** The dashboard's own words for a request that got no answer it could read. */
export const apiMessages = i18n('api', {
  unreachable: 'The server could not be reached. Check your connection and try again.',
  failed: params('The request failed (HTTP {status}).'),
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

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'DELETE'
  body?: unknown
  query?: Record<string, string | number | undefined>
  signal?: AbortSignal
  /** The ETag of the record as the person saw it: the write is refused (412) if it has changed. */
  ifMatch?: string
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await send<T>(path, options)).body
}

/** A GET of one record with its ETag. */
export async function apiRecord<T>(path: string, options: RequestOptions = {}): Promise<Tagged<T>> {
  const { body, response } = await send<T>(path, options)
  return { record: body, etag: response.headers.get('ETag') ?? '' }
}

/**
 * One request to the API: the address with its query (empty values left out), the session's token,
 * and an `ApiError` when no answer came. What the answer means is the caller's to read.
 */
export async function fetchApi(
  path: string,
  options: Pick<RequestOptions, 'query' | 'signal'>,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  const url = apiUrl(path)
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(name, String(value))
  }
  const headers = { ...init.headers }
  const token = getSessionToken()
  if (token) headers.Authorization = `Bearer ${token}`
  try {
    return await fetch(url, { ...init, headers, signal: options.signal })
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw new ApiError(0, messagesNow(apiMessages).unreachable)
  }
}

async function send<T>(
  path: string,
  options: RequestOptions,
): Promise<{ body: T; response: Response }> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  if (options.ifMatch) headers['If-Match'] = options.ifMatch
  const response = await fetchApi(path, options, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })

  if (response.status === 204) return { body: undefined as T, response }
  const payload: unknown = await response.json().catch(() => null)
  if (response.ok) return { body: payload as T, response }

  throw toApiError(response, payload)
}

/** The `ApiError` of a failed answer; a 401 also ends the session (see `onUnauthorized`). */
export function toApiError(response: Response, payload: unknown): ApiError {
  if (response.status === 401) unauthorizedListener?.()
  const status = response.status
  const body = (payload ?? {}) as { message?: unknown; errors?: unknown; current?: unknown }
  const message =
    typeof body.message === 'string' ? body.message : messagesNow(apiMessages).failed({ status })
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
