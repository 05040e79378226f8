import { fetchApi, toApiError, type RequestOptions } from './api'

// Apart from api.ts: only the exports (CSV, backups) stream, and the sign-in page's code stays small.

/**
 * A GET whose body the caller reads itself, such as a streamed CSV export: same address, token
 * and 401 handling as `api`, and the same `ApiError` when the answer is not a success.
 */
export async function apiStream(
  path: string,
  options: Pick<RequestOptions, 'query' | 'signal'> = {},
): Promise<Response> {
  const response = await fetchApi(path, options)
  if (response.ok) return response
  throw toApiError(response, await response.json().catch(() => null))
}

/** A streamed answer's body as parts for a Blob, each chunk handed to `onChunk` as it arrives. */
export async function readBody(
  response: Response,
  onChunk: (chunk: Uint8Array) => void,
): Promise<BlobPart[]> {
  const reader = response.body?.getReader()
  if (!reader) return [await response.blob()]
  const parts: BlobPart[] = []
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return parts
    parts.push(value)
    onChunk(value)
  }
}
