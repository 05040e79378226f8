import { Hono } from 'hono'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { onError } from './http/errors'
import { ACCESS_LEVELS } from './http/openapi'
import { createTestContext, type TestContext } from './test/harness'

let t: TestContext
let adminToken: string
beforeAll(async () => {
  t = await createTestContext()
})
beforeEach(async () => {
  await t.reset()
  adminToken = (
    await t.createUser({ email: 'admin@hq.example', company: 'Staffing HQ', type: 'admin' })
  ).token
})
afterAll(async () => {
  await t.close()
})

describe('system endpoints', () => {
  it('GET /api/health answers {"status":"ok"}', async () => {
    const response = await t.request('GET', '/api/health')
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ status: 'ok' })
  })

  it('serves an OpenAPI 3.1 document, version 1.0.2, with extensions and access marked', async () => {
    const { body: doc } = await t.request('GET', '/api/openapi.json')
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.info.version).toBe('1.0.2')
    expect(doc.components.securitySchemes.ApiKeyAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    })
    const seed = [
      ['get', '/api/v1/user'],
      ['post', '/api/v1/users'],
      ['post', '/api/v1/users/{id}/edit'],
      ['delete', '/api/v1/users/{id}'],
      ['get', '/api/v1/companies'],
      ['post', '/api/v1/inquiries'],
      ['get', '/api/v1/inquiries'],
      ['post', '/api/v1/inquiry/{orderId}/cancel'],
      ['get', '/api/v1/inquiry/{orderId}/positions'],
      ['post', '/api/v1/inquiry/{orderId}/positions'],
      ['post', '/api/v1/inquiry/{orderId}/positions/{positionId}/cancel'],
      ['get', '/api/v1/contracts'],
      ['post', '/api/v1/contracts'],
      ['post', '/api/v1/contracts/{the_contract_id}/edit'],
      ['post', '/api/v1/contracts/id/{id}/edit'],
      ['delete', '/api/v1/contracts/{the_contract_id}'],
      ['delete', '/api/v1/contracts/id/{id}'],
    ]
    for (const [method, path] of seed) {
      expect(doc.paths[path!]?.[method!], `${method} ${path}`).toBeDefined()
    }
    type Documented = { 'x-extension'?: boolean; 'x-access'?: string }
    const documented = Object.entries(
      doc.paths as Record<string, Record<string, Documented>>,
    ).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => [method, path, op] as const),
    )
    const inSeed = new Set(seed.map(([method, path]) => `${method} ${path}`))
    for (const [method, path, operation] of documented) {
      const name = `${method} ${path}`
      // Whatever the seed interface does not have is an extension, and says so.
      expect(operation['x-extension'], name).toBe(inSeed.has(name) ? undefined : true)
      expect(ACCESS_LEVELS, `${name} x-access`).toContain(operation['x-access'])
    }
    expect(documented.length).toBeGreaterThan(seed.length)
  })

  it('serves the API reader from local files, no CDN', async () => {
    const page = await t.app.request('/api/docs')
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(html).not.toMatch(/https?:\/\//)
    for (const src of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
      expect((await t.app.request(src[1]!)).status, src[1]).toBe(200)
    }
  })
})

describe('the error layer', () => {
  const post = (rawBody: string, contentType = 'application/json') =>
    t.request('POST', '/api/v1/users', {
      token: adminToken,
      rawBody,
      headers: { 'Content-Type': contentType },
    })

  it('answers 400 for a body that is not JSON', async () => {
    const response = await post('{"name": ')
    expect(response.status).toBe(400)
    expect(response.body.message).toEqual(expect.any(String))
  })

  it.each([['[]'], ['"text"'], ['42'], ['null']])(
    'answers 400 for a JSON body that is not an object: %s',
    async (raw) => {
      const response = await post(raw)
      expect(response.status).toBe(400)
      expect(response.body).toEqual({ message: 'The request body must be a JSON object.' })
    },
  )

  it('answers 415 for a body that is not sent as JSON', async () => {
    const response = await post('name=x', 'application/x-www-form-urlencoded')
    expect(response.status).toBe(415)
    expect(response.body.message).toEqual(expect.any(String))
  })

  it('answers 413 for a body over 1 MiB', async () => {
    const response = await post(JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }))
    expect(response.status).toBe(413)
    expect(response.body).toEqual({ message: 'The request body is larger than 1 MiB.' })
  })

  it('answers JSON 404 for an unknown API path', async () => {
    const response = await t.request('GET', '/api/v1/nothing-here', { token: adminToken })
    expect(response.status).toBe(404)
    expect(response.body).toEqual({ message: 'Not Found' })
  })

  it('answers a 500 that leaks nothing', async () => {
    const app = new Hono()
    app.get('/boom', () => {
      throw new Error('secret connection string postgres://user:pw@host')
    })
    app.onError(onError)
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await app.request('/boom')
    quiet.mockRestore()
    expect(response.status).toBe(500)
    expect(await response.text()).toBe('{"message":"Server Error"}')
  })

  it('compresses an answer for a client that takes gzip, and only then', async () => {
    const get = (headers: Record<string, string>) => t.app.request('/api/openapi.json', { headers })
    const plain = await get({})
    expect(plain.headers.get('content-encoding')).toBeNull()
    const zipped = await get({ 'Accept-Encoding': 'gzip, deflate, br' })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    const unzipped = new Response(zipped.body!.pipeThrough(new DecompressionStream('gzip')))
    expect(await unzipped.text()).toBe(await plain.text())
  })

  it('sends a JSON answer under 1 KiB as it is, with its length, even to a client that takes gzip', async () => {
    const zip = { 'Accept-Encoding': 'gzip, deflate, br' }
    const small = await t.app.request('/api/health', { headers: zip })
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(small.headers.get('content-length')).toBe('15')
    expect(await small.json()).toEqual({ status: 'ok' })
    // A larger one is compressed: the OpenAPI document, above.
  })

  it('sends the security headers', async () => {
    const response = await t.app.request('/api/health')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toMatch(/script-src 'self'(;|$)/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBeTruthy()
  })
})
