import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../harness'
import { changedTables, fingerprint } from './fingerprint'
import { seedFixture, type Fixture } from './fixtures'

/**
 * The 500s the fuzzer found, kept as plain cases: input PostgreSQL refuses (NUL, a lone surrogate in
 * jsonb, the year 0, an id past 2^31 - 1) is a 422 naming the field, and stores nothing.
 */

let t: TestContext
let fixture: Fixture
beforeAll(async () => {
  t = await createTestContext()
  await t.reset()
  fixture = await seedFixture(t)
})
afterAll(async () => {
  await t.close()
})

async function expectRefused(method: string, path: string, body: unknown, field: string) {
  const before = await fingerprint(t.db)
  const response = await t.request(method, path, { token: fixture.admin.token, body })
  expect(response.status, JSON.stringify(response.body)).toBe(422)
  expect(Object.keys(response.body.errors)).toEqual([field])
  expect(changedTables(before, await fingerprint(t.db))).toEqual([])
}

const hire = { title: 'Engineer', type: 'full_time' }
const inquiry = (overrides: object) => ({
  title: 'Inquiry',
  industry: { name: 'Software' },
  hires: [hire],
  ...overrides,
})

describe('input PostgreSQL cannot store', () => {
  it.each([
    '/api/v1/users?search=%00',
    '/api/v1/inquiries?q=%00',
    '/api/v1/contracts?search=%00',
    '/api/v1/contracts/export.csv?search=%00',
    '/api/v1/companies?search=%00',
    '/api/v1/consultants?search=%00',
  ])('NUL in a search: %s', async (path) => {
    await expectRefused('GET', path, undefined, path.includes('q=') ? 'q' : 'search')
  })

  it('NUL in a text field', async () => {
    await expectRefused('POST', '/api/v1/inquiries', inquiry({ title: 'a\u0000b' }), 'title')
    await expectRefused(
      'POST',
      `/api/v1/users/${fixture.colleague.id}/edit`,
      { name: 'Bea\u0000' },
      'name',
    )
  })

  it('a lone surrogate in text kept as JSON', async () => {
    const withRequirement = { ...hire, order_need_reqs: [{ name: 'SQL\uD800' }] }
    await expectRefused(
      'POST',
      '/api/v1/inquiries',
      inquiry({ hires: [withRequirement] }),
      'hires.0.order_need_reqs.0.name',
    )
    await expectRefused(
      'POST',
      `/api/v1/contracts/id/${fixture.contract.id}/edit`,
      { consult_skills: ['Go\uDC00'] },
      'consult_skills.0',
    )
  })

  it('the year 0, written out or reached through a time zone offset', async () => {
    for (const jobStart of ['0000-06-01T00:00:00Z', '0001-01-01T00:30:00+01:00']) {
      await expectRefused(
        'POST',
        '/api/v1/inquiries',
        inquiry({ hires: [{ ...hire, job_start: jobStart }] }),
        'hires.0.job_start',
      )
    }
    await expectRefused(
      'POST',
      `/api/v1/contracts/id/${fixture.contract.id}/edit`,
      { contract_start: '0000-01-01' },
      'contract_start',
    )
  })

  it('an id past PostgreSQL integers', async () => {
    const tooBig = 2 ** 31
    await expectRefused(
      'POST',
      `/api/v1/contracts/id/${fixture.contract.id}/edit`,
      { client_company_id: tooBig },
      'client_company_id',
    )
    await expectRefused(
      'POST',
      '/api/v1/inquiries',
      inquiry({ industry: { id: tooBig } }),
      'industry.id',
    )
    await expectRefused(
      'POST',
      `/api/v1/users/${fixture.colleague.id}/edit`,
      { company: { id: tooBig } },
      'company.id',
    )
  })

  it('still takes every other text, the first and the last year', async () => {
    const response = await t.request('POST', '/api/v1/inquiries', {
      token: fixture.admin.token,
      body: inquiry({
        title: 'Emoji 😀, right-to-left مرحبا, combining é',
        hires: [{ ...hire, job_start: '0001-01-01T00:00:00Z', job_end: '9999-12-31T23:59:59Z' }],
      }),
    })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
  })
})
