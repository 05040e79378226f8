import type { Server } from 'node:http'
import {
  createSecureServer,
  type Http2SecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type Http2Session,
} from 'node:http2'
import type { AddressInfo, Socket } from 'node:net'
import type { TLSSocket } from 'node:tls'
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
  /** A certificate and its key (PEM): HTTPS, with HTTP/2 for the clients that offer it. */
  tls?: { cert: Buffer | string; key: Buffer | string }
}

/** What a stopping server closes (server/ops/shutdown.ts). */
export interface Connections {
  /** Closes the connections with no request in flight; HTTP/2 ones finish their streams first. */
  closeIdle: () => void
  /** Closes every connection now. */
  closeAll: () => void
}

export interface Listening {
  server: Server | Http2SecureServer
  port: number
  connections: Connections
}

/** The app listening on a port, with the keep-alive timeout above; resolves once it listens. */
export async function listen(options: Options): Promise<Listening> {
  const { tls, ...served } = options
  let server: Server | Http2SecureServer
  let connections: Connections
  if (tls) {
    // HTTP/2 carries every request of a page on one connection, where HTTP/1.1 takes six at a
    // time: a page's scripts, its reads and its event stream no longer wait for each other.
    const secure = serve({
      ...served,
      createServer: createSecureServer,
      serverOptions: { ...tls, allowHTTP1: true },
    }) as Http2SecureServer
    server = secure
    connections = secureConnections(secure)
  } else {
    const plain = serve(served) as Server
    plain.keepAliveTimeout = keepAliveTimeoutMs
    plain.headersTimeout = keepAliveTimeoutMs + 1_000
    server = plain
    connections = {
      closeIdle: () => plain.closeIdleConnections(),
      closeAll: () => plain.closeAllConnections(),
    }
  }
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  return { server, port: (server.address() as AddressInfo).port, connections }
}

/**
 * The open connections of an HTTPS server: its HTTP/2 sessions, and its HTTP/1.1 sockets with the
 * number of requests each has in flight (Node keeps that count for a plain server only).
 */
function secureConnections(server: Http2SecureServer): Connections {
  const sessions = new Set<Http2Session>()
  const sockets = new Map<Socket, number>()
  server.on('session', (session: Http2Session) => {
    sessions.add(session)
    session.once('close', () => sessions.delete(session))
  })
  server.on('secureConnection', (socket: TLSSocket) => {
    if (socket.alpnProtocol === 'h2') return
    sockets.set(socket, 0)
    socket.once('close', () => sockets.delete(socket))
  })
  server.on('request', (request: Http2ServerRequest, response: Http2ServerResponse) => {
    const socket = request.socket
    if (request.httpVersionMajor !== 1 || !sockets.has(socket)) return
    sockets.set(socket, sockets.get(socket)! + 1)
    response.once('close', () => {
      if (sockets.has(socket)) sockets.set(socket, sockets.get(socket)! - 1)
    })
  })
  return {
    closeIdle: () => {
      // A GOAWAY: the session takes no new stream and closes once its streams have ended.
      for (const session of sessions) session.close()
      for (const [socket, inFlight] of sockets) if (inFlight === 0) socket.destroy()
    },
    closeAll: () => {
      for (const session of sessions) session.destroy()
      for (const socket of sockets.keys()) socket.destroy()
    },
  }
}
