import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'

/**
 * How long an idle keep-alive connection stays open. Node closes one after 5 s; a client that
 * sends on it just then (a browser, a proxy, Playwright's request context after a 5 s pause) gets
 * "socket hang up". A minute outlasts the clients' own idle timeouts (browsers and load balancers
 * keep theirs near 60 s or under), so they close first and never race the server.
 */
export const keepAliveTimeoutMs = 65_000

type Options = {
  fetch: (request: Request) => Response | Promise<Response>
  port: number
  hostname: string
}

/** The app listening on a port, with the keep-alive timeout above; resolves once it listens. */
export async function listen(options: Options): Promise<{ server: Server; port: number }> {
  const server = serve(options) as Server
  server.keepAliveTimeout = keepAliveTimeoutMs
  server.headersTimeout = keepAliveTimeoutMs + 1_000
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  return { server, port: (server.address() as AddressInfo).port }
}
