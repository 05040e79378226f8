import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { type TestContext, createTestContext } from '../test/harness'

let t: TestContext
let app: ReturnType<typeof createApp>
let dashboardRoot: string
let token: string

/** A built dashboard in miniature: index.html, a hashed asset, a file from public/. */
beforeAll(async () => {
  t = await createTestContext()
  dashboardRoot = await mkdtemp(join(tmpdir(), 'dashboard-'))
  await mkdir(join(dashboardRoot, 'assets'))
  await writeFile(
    join(dashboardRoot, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script>' +
      '</head><body><div id="root"></div></body></html>',
  )
  await writeFile(join(dashboardRoot, 'assets', 'index-abc123.js'), 'console.log("dashboard")')
  await writeFile(join(dashboardRoot, 'color-scheme.js'), '(function () {})()')
  // The real app over the test database, this time serving the dashboard beside the API.
  app = createApp({ db: t.db, config: t.config, dashboardRoot })
  token = (await t.createUser({ email: 'anna@acme.example', company: 'Acme Oy' })).token
})
afterAll(async () => {
  await rm(dashboardRoot, { recursive: true, force: true })
  await t.close()
})

/** Every kind of answer the server gives a browser: dashboard, assets, API success and errors. */
const requests: { name: string; path: string; init?: RequestInit; status: number }[] = [
  { name: 'index.html at /', path: '/', status: 200 },
  { name: 'an SPA route', path: '/contracts', status: 200 },
  { name: 'a nested SPA route', path: '/inquiries/12/positions/new', status: 200 },
  { name: 'a hashed asset', path: '/assets/index-abc123.js', status: 200 },
  { name: 'a public file', path: '/color-scheme.js', status: 200 },
  { name: 'a missing asset', path: '/assets/gone-000000.js', status: 404 },
  { name: 'the health check', path: '/api/health', status: 200 },
  { name: 'the OpenAPI document', path: '/api/openapi.json', status: 200 },
  { name: 'the API reference page', path: '/api/docs', status: 200 },
  { name: 'an API 401', path: '/api/v1/user', status: 401 },
  { name: 'an unknown API path', path: '/api/v1/nothing-here', status: 404 },
  {
    name: 'an API 422',
    path: '/api/v1/auth/token',
    init: {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'not an email' }),
    },
    status: 422,
  },
]

/** `script-src 'self'; frame-ancestors 'none'` → { 'script-src': ["'self'"], … } */
function parsePolicy(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  )
}

describe('security headers', () => {
  it('the signed-in API answers with them too', async () => {
    const response = await app.request('/api/v1/user', {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    })
    expect(response.status).toBe(200)
    expectSecurityHeaders(response.headers)
  })

  it.each(requests)('are on $name ($path)', async ({ path, init, status }) => {
    const response = await app.request(path, {
      ...init,
      headers: { Accept: 'application/json', ...init?.headers },
    })
    expect(response.status).toBe(status)
    expectSecurityHeaders(response.headers)
  })

  it('the dashboard and the SPA routes get index.html itself', async () => {
    for (const path of ['/', '/contracts']) {
      const response = await app.request(path)
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
      expect(await response.text()).toContain('<div id="root">')
    }
  })
})

describe('the dashboard under that policy', () => {
  it("its index.html has no inline script, which script-src 'self' would block", async () => {
    const html = await readFile(new URL('../../index.html', import.meta.url), 'utf8')
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\//)
      expect(body!.trim()).toBe('')
    }
  })
})

function expectSecurityHeaders(headers: Headers) {
  const policy = headers.get('Content-Security-Policy')
  expect(policy).toBeTruthy()
  const directives = parsePolicy(policy!)
  expect(directives['script-src']).toBeDefined()
  expect(directives['script-src']).not.toContain("'unsafe-inline'")
  expect(policy).not.toContain("'unsafe-eval'")
  expect(directives['default-src']).toEqual(["'self'"])
  expect(directives['object-src']).toEqual(["'none'"])
  expect(directives['frame-ancestors']).toEqual(["'none'"])
  expect(headers.get('X-Content-Type-Options')).toBe('nosniff')
  expect([
    'no-referrer',
    'same-origin',
    'strict-origin',
    'strict-origin-when-cross-origin',
  ]).toContain(headers.get('Referrer-Policy'))
}
