import { randomUUID } from 'node:crypto'

/**
 * A caller's `X-Request-Id` is kept when it is sane: 1 to 128 characters of letters, digits and
 * `._:-` (what proxies and tracing systems send), nothing that could forge or break a log line.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

export function requestIdFor(incoming: string | undefined): string {
  return incoming !== undefined && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID()
}
