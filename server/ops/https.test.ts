/**
 * With TLS_CERT_FILE and TLS_KEY_FILE, `npm run api` speaks HTTPS: HTTP/2 to the clients that
 * offer it, HTTP/1.1 to the rest. On one HTTP/2 connection a page's event streams and its reads go
 * side by side (over HTTP/1.1 a browser holds six connections to a server, and six open streams
 * would leave none for a read); on SIGTERM every connection is closed and the process exits 0.
 */
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { connect, type ClientHttp2Session } from 'node:http2'
import { Agent, request as httpsRequest } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { readConfig } from '../config'
import { makeCertificate } from '../test/certificate'
import { type ServerProcess, startServerProcess } from '../test/server-process'

let dir: string
let ca: Buffer
let certificate: Awaited<ReturnType<typeof makeCertificate>>
let server: ServerProcess
let session: ClientHttp2Session

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'staffing-https-'))
  certificate = await makeCertificate(dir)
  ca = certificate.cert
  server = await startServerProcess({
    DATA_DIR: 'memory:',
    SEED_DEMO: '1',
    TLS_CERT_FILE: certificate.certFile,
    TLS_KEY_FILE: certificate.keyFile,
  })
  session = connect(`https://127.0.0.1:${server.port}`, { ca })
}, 60_000)

afterAll(async () => {
  session?.destroy()
  await server?.stop('SIGKILL')
  await rm(dir, { recursive: true, force: true })
})

/** One request on the HTTP/2 session: its status and body. */
function h2(path: string, headers: Record<string, string> = {}, body?: unknown) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const stream = session.request({
      ':path': path,
      ':method': body === undefined ? 'GET' : 'POST',
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    })
    let status = 0
    let text = ''
    stream.on('response', (answer) => (status = Number(answer[':status'])))
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) => (text += chunk))
    stream.on('end', () => resolve({ status, body: text }))
    stream.on('error', reject)
    stream.end(body === undefined ? undefined : JSON.stringify(body))
  })
}

/** An event stream opened on the session; resolves once its `ready` event has come. */
async function openEvents(token: string) {
  const stream = session.request({ ':path': '/api/v1/events', authorization: `Bearer ${token}` })
  stream.setEncoding('utf8')
  let text = ''
  await new Promise<void>((resolve, reject) => {
    stream.on('data', (chunk: string) => {
      text += chunk
      if (text.includes('event: ready')) resolve()
    })
    stream.on('error', reject)
  })
  return stream
}

test('TLS_CERT_FILE without TLS_KEY_FILE is refused, naming the missing one', () => {
  expect(() => readConfig({ TLS_CERT_FILE: '/etc/cert.pem' })).toThrow(/TLS_KEY_FILE/)
  expect(() => readConfig({ TLS_KEY_FILE: '/etc/key.pem' })).toThrow(/TLS_CERT_FILE/)
  expect(readConfig({ TLS_CERT_FILE: 'c', TLS_KEY_FILE: 'k', PORT: '8443' }).publicUrl).toBe(
    'https://localhost:8443',
  )
})

test('eight event streams and a read share one HTTP/2 connection; HTTP/1.1 clients are answered too', async () => {
  const signIn = await h2(
    '/api/v1/auth/token',
    {},
    {
      email: 'anna@acme.example',
      password: 'client12345',
    },
  )
  expect(signIn.status).toBe(201)
  expect(session.alpnProtocol).toBe('h2')
  const token = JSON.parse(signIn.body).token as string
  const streams = await Promise.all(Array.from({ length: 8 }, () => openEvents(token)))
  const read = await h2('/api/v1/inquiries', { authorization: `Bearer ${token}` })
  expect(read.status).toBe(200)
  expect(JSON.parse(read.body).orders.length).toBeGreaterThan(0)
  for (const stream of streams) stream.close()

  const overHttp1 = await new Promise<{ status?: number; version: string }>((resolve, reject) => {
    const request = httpsRequest(
      { host: '127.0.0.1', port: server.port, path: '/api/health', ca },
      (response) => {
        response.resume()
        resolve({ status: response.statusCode, version: response.httpVersion })
      },
    )
    request.on('error', reject)
    request.end()
  })
  expect(overHttp1).toEqual({ status: 200, version: '1.1' })
})

test('SIGTERM closes open HTTP/2 and idle HTTP/1.1 connections at once, and the process exits 0', async () => {
  const signIn = await h2(
    '/api/v1/auth/token',
    {},
    {
      email: 'anna@acme.example',
      password: 'client12345',
    },
  )
  const stream = await openEvents(JSON.parse(signIn.body).token as string)
  const streamEnded = once(stream, 'close')
  // An HTTP/1.1 connection kept open after its answer.
  const agent = new Agent({ keepAlive: true, ca })
  const socket = await new Promise<NodeJS.EventEmitter>((resolve, reject) => {
    const request = httpsRequest(
      { host: '127.0.0.1', port: server.port, path: '/api/health', agent },
      (response) => {
        response.resume()
        response.on('end', () => resolve(request.socket!))
      },
    )
    request.on('error', reject)
    request.end()
  })
  const socketClosed = once(socket, 'close')
  const goaway = once(session, 'goaway')
  const started = performance.now()
  expect(await server.stop('SIGTERM')).toBe(0)
  // The shutdown timeout (10 s) was not what ended them.
  expect(performance.now() - started).toBeLessThan(5_000)
  expect(server.output()).not.toMatch(/still in flight/)
  await Promise.all([streamEnded, socketClosed, goaway])
  agent.destroy()
}, 20_000)

test('an HTTP/1.1 request over TLS under way at SIGTERM is answered before its connection closes', async () => {
  const own = await startServerProcess({
    DATA_DIR: 'memory:',
    SEED_DEMO: '1',
    TLS_CERT_FILE: certificate.certFile,
    TLS_KEY_FILE: certificate.keyFile,
  })
  const body = JSON.stringify({ email: 'anna@acme.example', password: 'client12345' })
  let request: ReturnType<typeof httpsRequest> | undefined
  const answered = new Promise<number | undefined>((resolve, reject) => {
    request = httpsRequest(
      {
        host: '127.0.0.1',
        port: own.port,
        path: '/api/v1/auth/token',
        method: 'POST',
        ca,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode))
      },
    )
    request.on('error', reject)
  })
  const settled = answered.then(
    (status) => ({ status }),
    (error: Error) => ({ error: error.message }),
  )
  // The headers and half the body, written once the connection is up: the request has begun, and
  // waits for the rest.
  await new Promise((resolve) => request!.write(body.slice(0, 20), resolve))
  await new Promise((resolve) => setTimeout(resolve, 300))
  const exited = own.stop('SIGTERM')
  // Had the server taken the connection for idle, it would be cut by now.
  await new Promise((resolve) => setTimeout(resolve, 300))
  request!.end(body.slice(20))
  expect(await settled).toEqual({ status: 201 })
  expect(await exited).toBe(0)
}, 30_000)
