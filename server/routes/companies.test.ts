import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resolveCompanyByName } from '../db/companies'
import { createTestContext, type TestContext } from '../test/harness'

let t: TestContext
let adminToken: string
let clientToken: string

beforeAll(async () => {
  t = await createTestContext()
})
beforeEach(async () => {
  await t.reset()
  adminToken = (
    await t.createUser({ email: 'admin@hq.example', company: 'Staffing HQ', type: 'admin' })
  ).token
  clientToken = (await t.createUser({ email: 'anna@acme.example', company: 'Acme Oy' })).token
  for (const name of ['Globex Ltd', 'acme consulting', 'Initech'])
    await resolveCompanyByName(t.db, name)
})
afterAll(async () => {
  await t.close()
})

const names = (body: { companies: { name: string }[] }) => body.companies.map((c) => c.name)

describe('GET /api/v1/companies', () => {
  it('lists every company with id and name, ordered by name ignoring case', async () => {
    const response = await t.request('GET', '/api/v1/companies', { token: adminToken })
    expect(response.status).toBe(200)
    expect(names(response.body)).toEqual([
      'acme consulting',
      'Acme Oy',
      'Globex Ltd',
      'Initech',
      'Staffing HQ',
    ])
    expect(response.body.companies[1]).toEqual({ id: expect.any(Number), name: 'Acme Oy' })
  })

  it('filters by a case-insensitive partial search', async () => {
    const response = await t.request('GET', '/api/v1/companies?search=ACME', { token: adminToken })
    expect(names(response.body)).toEqual(['acme consulting', 'Acme Oy'])
  })

  it('caps the list with limit, and answers 422 for a limit out of 1..1000', async () => {
    const limited = await t.request('GET', '/api/v1/companies?limit=2', { token: adminToken })
    expect(names(limited.body)).toEqual(['acme consulting', 'Acme Oy'])
    for (const limit of ['0', '1001', 'ten']) {
      const response = await t.request('GET', `/api/v1/companies?limit=${limit}`, {
        token: adminToken,
      })
      expect(response.status).toBe(422)
      expect(Object.keys(response.body.errors)).toEqual(['limit'])
    }
  })

  it('answers 403 for a client and 401 without a token', async () => {
    const forbidden = await t.request('GET', '/api/v1/companies', { token: clientToken })
    expect(forbidden.status).toBe(403)
    expect(forbidden.body.message).toEqual(expect.any(String))
    expect((await t.request('GET', '/api/v1/companies')).status).toBe(401)
  })
})
