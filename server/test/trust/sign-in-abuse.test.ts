import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as Passwords from '../../auth/passwords'
import { DUMMY_HASH, verifyPassword } from '../../auth/passwords'
import { MAX_FAILED_SIGN_INS } from '../../routes/auth'
import { signInFailures, users } from '../../db/schema'
import { createTestContext, TEST_PASSWORD, type TestContext } from '../harness'
import { changedTables, fingerprint } from './fingerprint'

// A spy that calls the real function: the scrypt work is done as usual, and counted.
vi.mock('../../auth/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>()
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) }
})

/**
 * Beyond server/routes/auth.test.ts (429 with Retry-After per email, the same 422 for a wrong
 * password and an unknown email): the throttle's bucket is one email from one address, neither of
 * which a client can respell or forge; and an unknown email costs the same work as a known one.
 */

let t: TestContext
beforeAll(async () => {
  t = await createTestContext()
})
beforeEach(async () => {
  await t.reset()
  await t.createUser({ email: 'anna@acme.example', company: 'Acme Oy' })
  vi.mocked(verifyPassword).mockClear()
})
afterAll(async () => {
  await t.close()
})

const ANNA = 'anna@acme.example'

/** A sign-in from a TCP peer address, as @hono/node-server hands it to the app. */
async function signIn(
  email: string,
  password: string,
  from = '203.0.113.1',
  headers: Record<string, string> = {},
) {
  const response = await t.app.request(
    '/api/v1/auth/token',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify({ email, password }),
    },
    { incoming: { socket: { remoteAddress: from } } },
  )
  return { status: response.status, headers: response.headers, body: await response.json() }
}

async function failTimes(email: string, from = '203.0.113.1') {
  for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) {
    expect((await signIn(email, `wrong-${i}`, from)).status).toBe(422)
  }
}

describe('the throttle: one email from one address', () => {
  it('another address may still sign in with that email, and does not clear the first', async () => {
    await failTimes(ANNA, '203.0.113.1')
    expect((await signIn(ANNA, TEST_PASSWORD, '203.0.113.1')).status).toBe(429)
    expect((await signIn(ANNA, TEST_PASSWORD, '198.51.100.2')).status).toBe(201)
    expect((await signIn(ANNA, TEST_PASSWORD, '203.0.113.1')).status).toBe(429)
  })

  it('X-Forwarded-For and X-Real-IP do not choose another bucket', async () => {
    await failTimes(ANNA)
    const forged = await signIn(ANNA, TEST_PASSWORD, '203.0.113.1', {
      'X-Forwarded-For': '198.51.100.77',
      'X-Real-IP': '198.51.100.78',
      Forwarded: 'for=198.51.100.79',
    })
    expect(forged.status).toBe(429)
  })

  it('another spelling of the email is the same bucket', async () => {
    for (const spelling of ['ANNA@ACME.EXAMPLE', 'Anna@Acme.Example', 'anna@ACME.example']) {
      expect((await signIn(spelling, 'wrong')).status).toBe(422)
    }
    expect((await signIn(ANNA, 'wrong')).status).toBe(422)
    expect((await signIn(ANNA, 'wrong')).status).toBe(422)
    expect((await signIn(ANNA, TEST_PASSWORD)).status).toBe(429)
  })

  it('a throttled sign-in issues no token, even with the right password', async () => {
    await failTimes(ANNA)
    const before = await fingerprint(t.db)
    expect((await signIn(ANNA, TEST_PASSWORD)).status).toBe(429)
    expect(changedTables(before, await fingerprint(t.db))).toEqual([])
  })

  it('an unknown email is throttled alike: the answers do not tell which emails exist', async () => {
    await failTimes(ANNA)
    await failTimes('nobody@acme.example')
    const known = await signIn(ANNA, 'wrong')
    const unknown = await signIn('nobody@acme.example', 'wrong')
    expect([known.status, unknown.status]).toEqual([429, 429])
    const seconds = (text: string) => text.replace(/\d+/g, 'N')
    expect(seconds(unknown.body.message)).toBe(seconds(known.body.message))
    expect(Number(unknown.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(known.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('failures older than a minute no longer count; Retry-After is when the oldest expires', async () => {
    const failuresAgo = async (seconds: number) => {
      await t.db.delete(signInFailures)
      await t.db.insert(signInFailures).values(
        Array.from({ length: MAX_FAILED_SIGN_INS }, () => ({
          emailLower: ANNA,
          ip: '203.0.113.1',
          createdAt: sql`now() - make_interval(secs => ${seconds})`,
        })),
      )
    }
    await failuresAgo(50)
    const throttled = await signIn(ANNA, TEST_PASSWORD)
    expect(throttled.status).toBe(429)
    const retryAfter = Number(throttled.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(11)
    await failuresAgo(61)
    expect((await signIn(ANNA, TEST_PASSWORD)).status).toBe(201)
  })
})

describe('an unknown email costs what a known one costs', () => {
  const parse = (stored: string) => {
    const [scheme, n, r, p, salt, key] = stored.split('$')
    return {
      scheme,
      cost: [n, r, p],
      saltBytes: Buffer.from(salt!, 'base64').length,
      keyBytes: Buffer.from(key!, 'base64').length,
    }
  }

  it('runs the same scrypt verification, against DUMMY_HASH, and answers the same', async () => {
    const [anna] = await t.db.select({ hash: users.passwordHash }).from(users)
    const wrongPassword = await signIn(ANNA, 'not-the-password', '203.0.113.1')
    const unknownEmail = await signIn('nobody@acme.example', 'not-the-password', '203.0.113.2')

    // One verification each, the same password, one against the real hash, one against the dummy.
    expect(vi.mocked(verifyPassword).mock.calls).toEqual([
      ['not-the-password', anna!.hash],
      ['not-the-password', DUMMY_HASH],
    ])
    // The dummy asks for the same work: same scheme and cost, a salt and key of the same sizes
    // (so the comparison runs to the end instead of stopping at a length mismatch).
    expect(parse(DUMMY_HASH)).toEqual(parse(anna!.hash))
    expect(await verifyPassword('not-the-password', DUMMY_HASH)).toBe(false)

    expect(unknownEmail.status).toBe(wrongPassword.status)
    expect(unknownEmail.body).toEqual(wrongPassword.body)
    expect([...unknownEmail.headers.keys()].sort()).toEqual(
      [...wrongPassword.headers.keys()].sort(),
    )
  })

  it('a soft-deleted user is checked against DUMMY_HASH too, and answers like an unknown email', async () => {
    const admin = await t.createUser({ email: 'admin@hq.example', company: 'HQ', type: 'admin' })
    const leaver = await t.createUser({ email: 'leaver@acme.example', company: 'Acme Oy' })
    await t.request('DELETE', `/api/v1/users/${leaver.id}`, { token: admin.token })
    vi.mocked(verifyPassword).mockClear()
    const deleted = await signIn('leaver@acme.example', TEST_PASSWORD)
    const unknown = await signIn('nobody@acme.example', TEST_PASSWORD)
    expect(vi.mocked(verifyPassword).mock.calls).toEqual([
      [TEST_PASSWORD, DUMMY_HASH],
      [TEST_PASSWORD, DUMMY_HASH],
    ])
    expect({ status: deleted.status, body: deleted.body }).toEqual({
      status: unknown.status,
      body: unknown.body,
    })
  })
})
