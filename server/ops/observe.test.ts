import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { Hono } from 'hono'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { readConfig } from '../config'
import type { AppEnv } from '../http/env'
import { onError } from '../http/errors'
import { createTestContext, TEST_PASSWORD, type TestContext } from '../test/harness'
import { testPostgresUrl } from '../test/postgres'
import { createLog } from './log'
import { observeRequests } from './observe'

/** Log lines as the app writes them, parsed. */
function capturedLog() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  return { lines, log: createLog(stream) }
}

let t: TestContext
let dashboardRoot: string
let admin: Awaited<ReturnType<TestContext['createUser']>>
beforeAll(async () => {
  t = await createTestContext()
  dashboardRoot = await mkdtemp(join(tmpdir(), 'staffing-dashboard-'))
  await writeFile(join(dashboardRoot, 'index.html'), '<!doctype html><title>Staffing</title>')
  await writeFile(join(dashboardRoot, 'robots.txt'), 'User-agent: *\n')
})
beforeEach(async () => {
  await t.reset()
  admin = await t.createUser({ email: 'admin@hq.example', company: 'Staffing HQ', type: 'admin' })
})
afterAll(async () => {
  await t.close()
  await rm(dashboardRoot, { recursive: true, force: true })
})

function appWith(env: Record<string, string>) {
  const { lines, log } = capturedLog()
  const config = readConfig({ DATA_DIR: 'memory:', CORS_ORIGINS: '*', ...env } as NodeJS.ProcessEnv)
  const app = createApp({ db: t.db, config, log, dashboardRoot })
  const request = (path: string, init: RequestInit = {}) => app.request(path, init)
  /** pino writes asynchronously: its lines are there once the event loop has turned. */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 20)).then(() => lines)
  return { request, settled }
}

const onPostgres = Boolean(testPostgresUrl())
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('X-Request-Id', () => {
  it('is on every answer: JSON, 401, 404, unknown API paths, static files, preflights', async () => {
    const { request } = appWith({ LOG_REQUESTS: '0' })
    const bearer = { Authorization: `Bearer ${admin.token}` }
    const answers = [
      await request('/api/health'),
      await request('/api/v1/users', { headers: bearer }),
      await request('/api/v1/users'),
      await request('/api/v1/users/999999', { headers: bearer }),
      await request('/api/v1/nothing-here'),
      await request('/api/v1/backup', { headers: bearer }),
      await request('/robots.txt'),
      await request('/contracts'),
      await request('/assets/missing.js'),
      await request('/api/v1/users', {
        method: 'OPTIONS',
        headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'GET' },
      }),
      await request('/api/v1/users', {
        method: 'POST',
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: '{"name": ',
      }),
    ]
    expect(answers.map((a) => a.status)).toEqual([
      200,
      200,
      401,
      404,
      404,
      onPostgres ? 501 : 200,
      200,
      200,
      404,
      204,
      400,
    ])
    for (const answer of answers) expect(answer.headers.get('x-request-id')).toMatch(UUID)
    expect(new Set(answers.map((a) => a.headers.get('x-request-id'))).size).toBe(answers.length)
  })

  it.each(['abc-123', 'trace:7f.2_X', 'x'.repeat(128)])(
    'keeps a sane incoming id: %s',
    async (id) => {
      const { request } = appWith({ LOG_REQUESTS: '0' })
      const response = await request('/api/v1/users', { headers: { 'X-Request-Id': id } })
      expect(response.status).toBe(401)
      expect(response.headers.get('x-request-id')).toBe(id)
    },
  )

  it.each(['', 'x'.repeat(129), 'has space', 'new\\nline', '<script>', 'ü'])(
    'replaces an id that is not sane: %j',
    async (id) => {
      const { request } = appWith({ LOG_REQUESTS: '0' })
      const response = await request('/api/health', { headers: { 'X-Request-Id': id } })
      expect(response.headers.get('x-request-id')).toMatch(UUID)
    },
  )

  it('is exposed to browsers of other origins', async () => {
    const { request } = appWith({ LOG_REQUESTS: '0' })
    const response = await request('/api/health', {
      headers: { Origin: 'https://elsewhere.example' },
    })
    expect(response.headers.get('access-control-expose-headers')).toMatch(/X-Request-Id/i)
  })
})

describe('the request log', () => {
  it('writes one JSON line per request: time, id, method, route template, status, ms, user', async () => {
    const { request, settled } = appWith({ LOG_REQUESTS: '1' })
    await request('/api/v1/users/999999', {
      headers: { Authorization: `Bearer ${admin.token}`, 'X-Request-Id': 'quote-me-1' },
    })
    const [line, ...more] = await settled()
    expect(more).toEqual([])
    expect(line).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      reqId: 'quote-me-1',
      method: 'GET',
      route: '/api/v1/users/:id',
      path: '/api/v1/users/999999',
      status: 404,
      ms: expect.any(Number),
      userId: admin.id,
    })
  })

  it('never writes a token, a password or a body', async () => {
    const { request, settled } = appWith({ LOG_REQUESTS: '1' })
    const signIn = await request('/api/v1/auth/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@hq.example', password: TEST_PASSWORD }),
    })
    const { token } = (await signIn.json()) as { token: string }
    await request('/api/v1/users', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Body Secret', email: 'x' }),
    })
    const text = JSON.stringify(await settled())
    for (const secret of [token, admin.token, TEST_PASSWORD, 'Body Secret', 'admin@hq.example']) {
      expect(text).not.toContain(secret)
    }
  })

  it('is quiet with LOG_REQUESTS=0', async () => {
    const { request, settled } = appWith({ LOG_REQUESTS: '0' })
    await request('/api/health')
    expect(await settled()).toEqual([])
  })

  it('logs an error with the id of its request, whatever LOG_REQUESTS says', async () => {
    const { lines, log } = capturedLog()
    const app = new Hono<AppEnv>()
    app.use('*', observeRequests({ log, logRequests: false, metrics: undefined }))
    app.get('/boom', () => {
      throw new Error('the database went away')
    })
    app.onError(onError)
    const response = await app.request('/boom', { headers: { 'X-Request-Id': 'quote-me-2' } })
    expect(response.status).toBe(500)
    expect(response.headers.get('x-request-id')).toBe('quote-me-2')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        reqId: 'quote-me-2',
        method: 'GET',
        path: '/boom',
        err: expect.objectContaining({ message: 'the database went away' }),
      }),
    ])
  })
})

describe('GET /metrics', () => {
  it('is not there without METRICS_TOKEN', async () => {
    const { request } = appWith({ METRICS_TOKEN: '' })
    const response = await request('/metrics', { headers: { Authorization: 'Bearer anything' } })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Not Found' })
  })

  it('wants the metrics token, not a user’s', async () => {
    const { request } = appWith({ METRICS_TOKEN: 'scrape-me' })
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${admin.token}`, 'scrape-me']) {
      const response = await request('/metrics', {
        headers: authorization ? { Authorization: authorization } : {},
      })
      expect(response.status, authorization).toBe(401)
      expect(await response.json()).toEqual({ message: 'Unauthenticated.' })
    }
  })

  it('counts requests by method, route template and status, and times them and the database', async () => {
    const { request } = appWith({ METRICS_TOKEN: 'scrape-me' })
    const bearer = { Authorization: `Bearer ${admin.token}` }
    await request(`/api/v1/users/${admin.id}`, { headers: bearer })
    await request('/api/v1/users/999999', { headers: bearer })
    await request('/api/v1/users/999998', { headers: bearer })
    await request('/api/v1/no/such/thing/42')
    await request('/no-such-file.js')
    const response = await request('/metrics', { headers: { Authorization: 'Bearer scrape-me' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await response.text()
    const sample = (line: string) => expect(text).toContain(line)
    sample('http_requests_total{method="GET",route="/api/v1/users/:id",status="200"} 1')
    sample('http_requests_total{method="GET",route="/api/v1/users/:id",status="404"} 2')
    // Unknown paths share one label, whatever they were.
    sample('http_requests_total{method="GET",route="unmatched",status="404"} 2')
    expect(text).not.toMatch(/route="[^"]*(999999|no-such)/)
    sample('http_request_duration_seconds_count{method="GET",route="/api/v1/users/:id"} 3')
    expect(text).toMatch(/^db_query_duration_seconds_count\{call="[a-z]+"\} [1-9]/m)
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(text, name).toMatch(new RegExp(`^${name} `, 'm'))
    }
  })
})
