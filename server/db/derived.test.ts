import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../test/harness'
import { derivedDrift, selfCheck } from './derived'

let t: TestContext

beforeAll(async () => {
  t = await createTestContext()
}, 60_000)
afterAll(async () => {
  await t?.close()
})

describe('the derived-data rules', () => {
  it('find nothing after writes through the doors, and name each row a write behind their back broke', async () => {
    const { admin, acme, globex } = await t.cast()
    const created = await t.request('POST', '/api/v1/contracts', {
      token: admin,
      body: {
        the_contract_id: 'D-1',
        client_company_id: acme,
        vendor_company_id: globex,
        contract_start: '2026-01-01',
        status: 'ongoing',
        selected_consultant: { name: 'Dora Drift' },
      },
    })
    expect(created.status).toBe(201)
    const id = created.body.id as number
    expect(await derivedDrift(t.db)).toEqual([])
    expect(await selfCheck(t.db)).toEqual([])

    // Writes that skip the door: a name changed without its contracts' search text, a tally moved,
    // a term's price changed without the contract's copy of it.
    await t.db.execute(sql`update consultants set name = 'Dora Elsewhere'`)
    await t.db.execute(sql`update contract_tallies set live = live + 1 where status = 'ongoing'`)
    await t.db.execute(sql`update contract_terms set client_price = 1 where contract_id = ${id}`)
    const drift = await derivedDrift(t.db)
    expect(drift).toContain(`contracts.search_text ${id}`)
    expect(drift).toContain(`contracts.term ${id}`)
    expect(drift.some((row) => row.startsWith('contract_tallies ongoing '))).toBe(true)
    expect(await selfCheck(t.db)).toEqual(drift)
  })
})
