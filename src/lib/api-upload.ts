import { type RequestOptions, apiRequestUrl, unreachable, withSessionToken } from './api'

// Apart from api.ts, as the streamed exports are: only a file's upload needs XMLHttpRequest.

/** How much of a file has gone: `sent` of `total` bytes. */
export type UploadProgress = { sent: number; total: number }

/**
 * What is sent: a file as the whole body, as `contentType`; or a form (`multipart/form-data`),
 * whose `Content-Type` only the browser can write, as it names the boundary it chose.
 */
export type UploadBody = { file: Blob; contentType: string } | FormData

export type UploadOptions = Pick<RequestOptions, 'query' | 'signal'> & {
  onProgress?: (progress: UploadProgress) => void
}

/** How many bytes a body holds, for progress when the browser cannot tell: a form's files. */
function sizeOf(body: Blob | FormData): number {
  if (body instanceof Blob) return body.size
  let size = 0
  for (const [, value] of body) size += typeof value === 'string' ? value.length : value.size
  return size
}

/**
 * A file or a form POSTed as the request's body, as `fetchApi` sends a request (same address,
 * query, token, and `ApiError` when no answer came), through XMLHttpRequest: fetch cannot tell how
 * much of a body has gone. The answer, whatever its status, is the caller's to read (`toApiError`
 * when it failed).
 */
export function uploadApi(
  path: string,
  body: UploadBody,
  options: UploadOptions = {},
): Promise<Response> {
  const { signal, onProgress } = options
  const sent = body instanceof FormData ? body : body.file
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const request = new XMLHttpRequest()
    request.open('POST', apiRequestUrl(path, options.query))
    const headers = withSessionToken(
      body instanceof FormData
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': body.contentType },
    )
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value)
    request.responseType = 'text'

    const abort = () => request.abort()
    signal?.addEventListener('abort', abort, { once: true })
    const settle = () => signal?.removeEventListener('abort', abort)

    if (onProgress) {
      const total = sizeOf(sent)
      request.upload.addEventListener('progress', (event) =>
        onProgress({ sent: event.loaded, total: event.lengthComputable ? event.total : total }),
      )
      request.upload.addEventListener('load', () => onProgress({ sent: total, total }))
    }
    request.addEventListener('load', () => {
      settle()
      resolve(responseOf(request))
    })
    request.addEventListener('error', () => {
      settle()
      reject(unreachable())
    })
    request.addEventListener('abort', () => {
      settle()
      reject(signal?.reason ?? new DOMException('The upload was aborted.', 'AbortError'))
    })
    request.send(sent)
  })
}

/** The XMLHttpRequest's answer as a fetch `Response`, which `toApiError` and callers read. */
function responseOf(request: XMLHttpRequest): Response {
  const headers = new Headers()
  for (const line of request
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim())
  }
  const empty = [204, 205, 304].includes(request.status)
  return new Response(empty ? null : request.responseText, { status: request.status, headers })
}
