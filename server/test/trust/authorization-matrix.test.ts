import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../harness'
import { changedTables, fingerprint } from './fingerprint'
import { seedFixture, type Fixture } from './fixtures'
import {
  ACTORS,
  authorization,
  exampleRequest,
  expectedStatus,
  get,
  MISSING,
  missingRequest,
  post,
  secretOf,
  type Actor,
  type Request,
} from './matrix-operations'
import { formOf } from './fuzz-cases'
import { operationsOf } from './operations'
import { takeSnapshot } from './snapshot'

/**
 * Every operation of the app × every kind of caller → the status of the decisions page for the
 * route's `x-access` (matrix-operations.ts), and nothing of another company read, changed or
 * confirmed to exist.
 */

// Made before the tests are collected: the app's routes are the list of operations. Metrics on: no
// user's token, not even an admin's, may read them.
const t: TestContext = await createTestContext({ METRICS_TOKEN: 'the-metrics-token' })
const operations = operationsOf(t.app)
let fixture: Fixture
let restore: () => Promise<void>
let seeded: Record<string, string>
let cellsChecked = 0

beforeAll(async () => {
  await t.reset()
  fixture = await seedFixture(t)
  restore = await takeSnapshot(t.db)
  seeded = await fingerprint(t.db)
})
/** The state each test starts from: the seeded one, put back when a test changed it. */
let before: Record<string, string>
beforeEach(async () => {
  before = await fingerprint(t.db)
  if (changedTables(seeded, before).length > 0) {
    await restore()
    before = seeded
  }
})
afterAll(async () => {
  console.log(`authorization matrix: ${cellsChecked} cells checked`)
  await t.close()
})

async function send(request: Request, actor: Actor) {
  const authorizationHeader = authorization(fixture, actor)
  const headers: Record<string, string> = authorizationHeader
    ? { Authorization: authorizationHeader }
    : {}
  if (request.form)
    return t.request(request.method, request.path, {
      form: formOf(request.form, new File([request.form.file ?? ''], 'example.pdf')),
      headers,
    })
  if (request.type)
    return t.request(request.method, request.path, {
      rawBody: request.body as string,
      headers: { ...headers, 'Content-Type': request.type },
    })
  return t.request(request.method, request.path, { body: request.body, headers })
}

const cells = operations.flatMap((operation) =>
  ACTORS.map((actor) => ({
    name: `${operation.name} as ${actor} → ${expectedStatus(operation, actor)}`,
    operation,
    actor,
  })),
)

describe('authorization matrix', () => {
  it('has what it needs for every operation: an access level, an example body, fixture rows', () => {
    // 28 today: a registry read wrongly must not pass as an empty matrix.
    expect(operations.length).toBeGreaterThanOrEqual(28)
    const lacking = operations.flatMap((operation) => {
      try {
        exampleRequest(operation, fixture)
        missingRequest(operation, fixture)
        secretOf(operation, fixture)
        return []
      } catch (error) {
        return [(error as Error).message]
      }
    })
    expect(lacking).toEqual([])
  })

  it('asks for a bearer token exactly where the access level wants a signed-in caller', () => {
    for (const operation of operations) {
      expect(operation.secured, operation.name).toBe(operation.access !== 'anyone')
    }
  })

  it.each(cells)('$name', async ({ operation, actor }) => {
    const response = await send(exampleRequest(operation, fixture), actor)
    const expected = expectedStatus(operation, actor)
    expect(response.status, JSON.stringify(response.body)).toBe(expected)

    if (expected >= 400) {
      expect(changedTables(before, await fingerprint(t.db)), 'a refused request wrote').toEqual([])
      if (expected === 401) expect(response.body).toEqual({ message: 'Unauthenticated.' })
      else expect(response.body).toEqual({ message: expect.any(String) })
    }
    const missingOne = missingRequest(operation, fixture)
    if (expected === 404) {
      expect(missingOne, 'a 404 for a row that exists').toBeDefined()
      // Another company's row and a row that was never there: not a byte of difference.
      const missing = await send(missingOne!, actor)
      expect({ status: missing.status, body: missing.body }).toEqual({
        status: response.status,
        body: response.body,
      })
    }
    const secret = secretOf(operation, fixture)
    if (secret !== undefined) {
      const text = JSON.stringify(response.body)
      if (actor === 'client of another company') expect(text).not.toContain(secret)
      if (actor === 'client of the owning company' || actor === 'admin') {
        expect(text).toContain(secret)
      }
    }
    cellsChecked++
  })
})

describe('another company’s rows, through side doors', () => {
  it('a position of another company cannot be cancelled through one’s own inquiry', async () => {
    const own = fixture.otherInquiry.id
    const theirs = await send(
      post(`/api/v1/inquiry/${own}/positions/${fixture.inquiry.positionIds[0]}/cancel`),
      'client of another company',
    )
    const missing = await send(
      post(`/api/v1/inquiry/${own}/positions/${MISSING}/cancel`),
      'client of another company',
    )
    expect(theirs.status).toBe(404)
    expect(theirs.body).toEqual(missing.body)
    expect(changedTables(before, await fingerprint(t.db))).toEqual([])
  })

  it('searching finds nothing of another company, by id or by words', async () => {
    for (const path of [
      `/api/v1/inquiries?q=${fixture.inquiry.id}`,
      '/api/v1/inquiries?q=acme',
      '/api/v1/users?search=acme',
    ]) {
      const asOther = await send(get(path), 'client of another company')
      expect(asOther.status).toBe(200)
      expect(asOther.body.total, path).toBe(0)
      const asOwner = await send(get(path), 'client of the owning company')
      expect(asOwner.body.total, path).toBeGreaterThan(0)
    }
  })
})
