import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { apiTokens } from '../db/schema'
import { createTestContext, TEST_PASSWORD, type TestContext } from '../test/harness'
import { MAX_FAILED_SIGN_INS } from './auth'

let t: TestContext
beforeAll(async () => {
  t = await createTestContext()
})
beforeEach(async () => {
  await t.reset()
})
afterAll(async () => {
  await t.close()
})

const signIn = (email: string, password: string) =>
  t.request('POST', '/api/v1/auth/token', { body: { email, password } })

describe('POST /api/v1/auth/token', () => {
  it('answers 201 with a bearer token that works, and the user', async () => {
    await t.createUser({ name: 'Anna', email: 'anna@acme.example', company: 'Acme Oy' })
    const response = await signIn('Anna@Acme.example', TEST_PASSWORD)
    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({
      token_type: 'Bearer',
      user: { name: 'Anna', email: 'anna@acme.example', company: 'Acme Oy', type: 'client' },
    })
    const expires = new Date(response.body.expires_at).getTime()
    expect(expires - Date.now()).toBeGreaterThan(29 * 86_400_000)
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 86_400_000)
    const me = await t.request('GET', '/api/v1/user', { token: response.body.token })
    expect(me.status).toBe(200)
    expect(me.body.email).toBe('anna@acme.example')
  })

  it('stores only a hash of the token', async () => {
    await t.createUser({ email: 'anna@acme.example', company: 'Acme Oy' })
    const { body } = await signIn('anna@acme.example', TEST_PASSWORD)
    const stored = await t.db.select({ hash: apiTokens.tokenHash }).from(apiTokens)
    expect(stored.length).toBeGreaterThan(0)
    for (const row of stored) expect(row.hash).not.toContain(body.token)
  })

  it('answers the same 422 for a wrong password and an unknown email', async () => {
    await t.createUser({ email: 'anna@acme.example', company: 'Acme Oy' })
    const wrongPassword = await signIn('anna@acme.example', 'not-the-password')
    const unknownEmail = await signIn('nobody@acme.example', TEST_PASSWORD)
    expect(wrongPassword.status).toBe(422)
    expect(unknownEmail.status).toBe(422)
    expect(wrongPassword.body).toEqual(unknownEmail.body)
    expect(wrongPassword.body.errors.email).toEqual(['These credentials do not match our records.'])
  })

  it('refuses a soft-deleted user', async () => {
    const admin = await t.createUser({ email: 'admin@hq.example', company: 'HQ', type: 'admin' })
    const anna = await t.createUser({ email: 'anna@acme.example', company: 'Acme Oy' })
    expect(
      (await t.request('DELETE', `/api/v1/users/${anna.id}`, { token: admin.token })).status,
    ).toBe(200)
    expect((await signIn('anna@acme.example', TEST_PASSWORD)).status).toBe(422)
  })

  it('names missing fields in a 422', async () => {
    const response = await t.request('POST', '/api/v1/auth/token', { body: {} })
    expect(response.status).toBe(422)
    expect(Object.keys(response.body.errors).sort()).toEqual(['email', 'password'])
  })

  it(`answers 429 with Retry-After after ${MAX_FAILED_SIGN_INS} failures in a minute, even with the right password`, async () => {
    await t.createUser({ email: 'anna@acme.example', company: 'Acme Oy' })
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) {
      expect((await signIn('anna@acme.example', `wrong-${i}`)).status).toBe(422)
    }
    const throttled = await signIn('anna@acme.example', TEST_PASSWORD)
    expect(throttled.status).toBe(429)
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(throttled.body.message).toMatch(/too many/i)
    // Another email from the same address is not affected.
    await t.createUser({ email: 'ben@acme.example', company: 'Acme Oy' })
    expect((await signIn('ben@acme.example', TEST_PASSWORD)).status).toBe(201)
  })

  it('trusts no X-Forwarded-For unless TRUST_PROXY=1, and then throttles per forwarded address', async () => {
    const fail = (context: TestContext, forwardedFor: string) =>
      context.request('POST', '/api/v1/auth/token', {
        body: { email: 'anna@acme.example', password: 'wrong' },
        headers: { 'X-Forwarded-For': forwardedFor },
      })
    // A client picking a new address for each try is still one bucket.
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++)
      expect((await fail(t, `198.51.100.${i}`)).status).toBe(422)
    expect((await fail(t, '198.51.100.99')).status).toBe(429)

    const proxied = await createTestContext({ TRUST_PROXY: '1' })
    try {
      for (let i = 0; i < MAX_FAILED_SIGN_INS; i++)
        expect((await fail(proxied, `spoofed-${i}, 203.0.113.7`)).status).toBe(422)
      expect((await fail(proxied, '203.0.113.7')).status).toBe(429)
      // Another client behind the same proxy keeps its own tries.
      expect((await fail(proxied, '203.0.113.8')).status).toBe(422)
    } finally {
      await proxied.close()
    }
  })

  it('forgets earlier failures after a successful sign-in', async () => {
    await t.createUser({ email: 'anna@acme.example', company: 'Acme Oy' })
    for (let i = 0; i < MAX_FAILED_SIGN_INS - 1; i++) await signIn('anna@acme.example', 'wrong')
    expect((await signIn('anna@acme.example', TEST_PASSWORD)).status).toBe(201)
    for (let i = 0; i < MAX_FAILED_SIGN_INS - 1; i++) await signIn('anna@acme.example', 'wrong')
    expect((await signIn('anna@acme.example', TEST_PASSWORD)).status).toBe(201)
  })
})

describe('DELETE /api/v1/auth/token', () => {
  it('revokes the token in use and only that one', async () => {
    const anna = await t.createUser({ email: 'anna@acme.example', company: 'Acme Oy' })
    const other = (await signIn('anna@acme.example', TEST_PASSWORD)).body.token
    expect((await t.request('DELETE', '/api/v1/auth/token', { token: anna.token })).status).toBe(
      204,
    )
    expect((await t.request('GET', '/api/v1/user', { token: anna.token })).status).toBe(401)
    expect((await t.request('GET', '/api/v1/user', { token: other })).status).toBe(200)
  })

  it('answers 401 without a token', async () => {
    expect((await t.request('DELETE', '/api/v1/auth/token')).status).toBe(401)
  })
})

describe('401 for every kind of bad token', () => {
  it.each([
    ['no header', {}],
    ['a malformed header', { Authorization: 'Token abc' }],
    ['an unknown token', { Authorization: 'Bearer not-a-real-token' }],
  ])('%s answers JSON 401, with or without Accept', async (_name, headers) => {
    for (const accept of ['application/json', 'text/html']) {
      const response = await t.app.request('/api/v1/user', {
        headers: { ...headers, Accept: accept },
      })
      expect(response.status).toBe(401)
      expect(response.headers.get('content-type')).toMatch(/application\/json/)
      expect(await response.json()).toEqual({ message: 'Unauthenticated.' })
    }
  })

  it('an expired token answers 401', async () => {
    const anna = await t.createUser({ email: 'anna@acme.example', company: 'Acme Oy' })
    await t.db
      .update(apiTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiTokens.userId, anna.id))
    expect((await t.request('GET', '/api/v1/user', { token: anna.token })).status).toBe(401)
  })
})
