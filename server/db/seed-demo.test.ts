import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTRACT_STATUSES } from '../../src/interface'
import { derivedDrift } from './derived'
import { createTestContext, type TestContext } from '../test/harness'
import { DEMO_USERS, seedDemo } from './seed-demo'

/** The demo a newcomer starts with shows every list at work, and seeds only an empty database. */

let t: TestContext
let admin: string

beforeAll(async () => {
  t = await createTestContext()
  expect(await seedDemo(t.db)).toBe(true)
  const answer = await t.request('POST', '/api/v1/auth/token', {
    body: { email: DEMO_USERS[0].email, password: DEMO_USERS[0].password },
  })
  admin = answer.body.token
}, 60_000)
afterAll(async () => {
  await t?.close()
})

describe('the demo data', () => {
  it('has contracts in every status, some ending soon, some open-ended, some without a consultant', async () => {
    const list = await t.request('GET', '/api/v1/contracts?per_page=100', { token: admin })
    expect(list.status).toBe(200)
    const contracts = list.body.contracts as {
      status: string
      contract_end: string | null
      is_infinite: boolean
      consultant: unknown
    }[]
    expect(list.body.total).toBe(35) // 36 made, one terminated
    for (const status of CONTRACT_STATUSES)
      expect(
        contracts.some((c) => c.status === status),
        status,
      ).toBe(true)
    const today = new Date().toISOString().slice(0, 10)
    const inDays = (days: number) =>
      new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
    const endingWithin = (days: number) =>
      contracts.filter(
        (c) => c.contract_end && c.contract_end >= today && c.contract_end <= inDays(days),
      )
    expect(endingWithin(30).length).toBeGreaterThan(0)
    expect(endingWithin(90).length).toBeGreaterThan(endingWithin(30).length)
    expect(contracts.some((c) => c.is_infinite)).toBe(true)
    expect(contracts.some((c) => c.consultant === null)).toBe(true)
    expect((await t.request('GET', '/api/v1/contracts/DEMO-036', { token: admin })).status).toBe(
      404,
    )
    expect(await derivedDrift(t.db)).toEqual([])
  })

  it('leaves history the demo pages can show: creates by the demo users, a few edits', async () => {
    const activity = await t.request('GET', '/api/v1/activity?per_page=100', { token: admin })
    expect(activity.status).toBe(200)
    const entries = activity.body.history as {
      action: string
      resource: string
      actor: { name: string } | null
    }[]
    const by = (resource: string, action: string) =>
      entries.filter((e) => e.resource === resource && e.action === action)
    expect(by('contract', 'updated').length).toBeGreaterThanOrEqual(2)
    expect(by('contract', 'terminated')).toHaveLength(1)
    expect(by('inquiry', 'cancelled')[0]?.actor?.name).toBe('Ben Berg')
    expect(by('user', 'updated')[0]?.actor?.name).toBe('Ben Berg')
    const creators = new Set(
      [...by('inquiry', 'created'), ...by('contract', 'created')].map((e) => e.actor?.name),
    )
    expect([...creators].sort()).toEqual(['Ada Admin', 'Anna Andersson', 'Ben Berg', 'Gina Gray'])
    const contract = await t.request('GET', '/api/v1/contracts/DEMO-003', { token: admin })
    const history = await t.request('GET', `/api/v1/contracts/id/${contract.body.id}/history`, {
      token: admin,
    })
    expect(history.body.history[0].changes).toMatchObject({
      consultant: { to: { name: 'Omar Haddad' } },
    })
  })

  it('has a shared saved view of contracts (admins) and of inquiries (Acme)', async () => {
    const views = await t.request('GET', '/api/v1/views', { token: admin })
    expect(views.body.views.map((v: { name: string }) => v.name)).toEqual(['Ongoing, ending first'])
    // Anna's, shared with Ben, her colleague.
    const ben = await t.request('POST', '/api/v1/auth/token', {
      body: { email: DEMO_USERS[2].email, password: DEMO_USERS[2].password },
    })
    const bens = await t.request('GET', '/api/v1/views', { token: ben.body.token })
    expect(bens.body.views.map((v: { name: string }) => v.name)).toEqual(['Pending'])
  })

  it('is seeded once: a database with users is left alone', async () => {
    expect(await seedDemo(t.db)).toBe(false)
    const list = await t.request('GET', '/api/v1/contracts', { token: admin })
    expect(list.body.total).toBe(35)
  })
})
