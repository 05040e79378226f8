import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { rowsOf } from '../db/rows'
import { createTestContext, type TestContext } from '../test/harness'

let t: TestContext
let admin: string
let client: string
let acme: number
let globex: number
const ids: Record<string, number> = {}

beforeAll(async () => {
  t = await createTestContext()
})
beforeEach(async () => {
  await t.reset()
  ;({ admin, client, acme, globex } = await t.cast())
  const rows = [
    {
      the_contract_id: 'S-1',
      status: 'ongoing',
      client_price: '100.25',
      vendor_price: 80,
      allocation: 100,
    },
    {
      the_contract_id: 'S-2',
      status: 'ongoing',
      client_price: 50,
      vendor_price: 45.5,
      allocation: 50,
    },
    { the_contract_id: 'S-3', status: 'ended', client_price: 10 },
    { the_contract_id: 'S-4', status: 'ongoing', client_company_id: globex },
  ]
  for (const row of rows) {
    const created = await t.request('POST', '/api/v1/contracts', {
      token: admin,
      body: {
        client_company_id: acme,
        vendor_company_id: globex,
        contract_start: '2026-01-01',
        ...row,
      },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    ids[row.the_contract_id] = created.body.id
  }
})
afterAll(async () => {
  await t.close()
})

const summary = async (query: string, token = admin) =>
  t.request('GET', `/api/v1/contracts/summary?${query}`, { token })

describe('GET /api/v1/contracts/summary', () => {
  it('sums every live contract the filters select, exactly, of the terms in effect today', async () => {
    expect((await summary('')).body).toEqual({
      count: 4,
      client_price_sum: 160.25,
      vendor_price_sum: 125.5,
      // S-3 has no vendor price: its margin is not known, and adds nothing.
      margin_sum: 24.75,
      allocation_avg: 75,
    })
    expect((await summary('status=ongoing&client_company_id=' + acme)).body).toMatchObject({
      count: 2,
      client_price_sum: 150.25,
    })
    expect((await summary('search=S-3')).body).toMatchObject({ count: 1, client_price_sum: 10 })
    // An edit corrects today's term, and so today's sums; a terminated contract leaves them.
    await t.request('POST', `/api/v1/contracts/id/${ids['S-2']}/edit`, {
      token: admin,
      body: { client_price: 60 },
    })
    await t.request('DELETE', '/api/v1/contracts/S-1', { token: admin })
    expect((await summary('')).body).toEqual({
      count: 3,
      client_price_sum: 70,
      vendor_price_sum: 45.5,
      margin_sum: 14.5,
      allocation_avg: 50,
    })
  })

  it('sums a selection by ids, and agrees with SQL over the whole table', async () => {
    expect((await summary(`ids=${ids['S-1']},${ids['S-3']}`)).body).toMatchObject({
      count: 2,
      client_price_sum: 110.25,
    })
    const [direct] = await rowsOf<{ n: number; client: string }>(
      t.db,
      sql`select count(*)::int as n, sum(t.client_price)::text as client from contracts c
        join contract_terms t on t.contract_id = c.id and t.valid_from <= current_date
          and t.valid_until > current_date
        where c.deleted_at is null`,
    )
    const all = (await summary('')).body
    expect([all.count, all.client_price_sum]).toEqual([direct!.n, Number(direct!.client)])
  })

  it('is for admins, and names a bad filter', async () => {
    expect((await summary('', client)).status).toBe(403)
    const bad = await summary('status=lost&ids=x')
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors).sort()).toEqual(['ids', 'status'])
    const empty = await summary('search=nothing-matches-this')
    expect(empty.body).toEqual({
      count: 0,
      client_price_sum: 0,
      vendor_price_sum: 0,
      margin_sum: 0,
      allocation_avg: null,
    })
  })
})
