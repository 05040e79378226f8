import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { CONTRACT_STATUSES } from '../../src/interface'
import { createTestContext, type TestContext } from '../test/harness'
import { resolveCompanyByName } from './companies'
import { derivedDrift } from './derived'
import { rowsOf } from './rows'
import { textSearch, typeIs } from './search'
import { searchTotalsOf } from './search-totals'

/**
 * The searched totals kept between requests (PGlite) stay the exact counts through every kind of
 * contract write, one at a time and with reads and writes interleaved; on PostgreSQL none are kept
 * and the same checks hold of the counts themselves.
 */

let t: TestContext
let admin: string
const TERMS = ['acme', 'glo', 'anna', 'k-1', 'oy', 'zz', 'b', 'new name', 'Ärl', '5_%']
/** The type filter, in the case people pick it: totals by type are kept too (any type). */
const TYPES = [undefined, 'HOURLY', 'fixed', 'Ärlig']

beforeAll(async () => {
  t = await createTestContext()
  admin = (await t.createUser({ email: 'admin@hq.example', company: 'Staffing HQ', type: 'admin' }))
    .token
}, 60_000)
afterAll(async () => {
  await t?.close()
})

/** The count and the summary's sums of a search, by plain SQL. */
async function sqlSummary(term: string, status?: string, type?: string) {
  const [row] = await rowsOf<{ count: number; c: string; v: string; m: string; a: string | null }>(
    t.db,
    sql`select count(*)::int as count, coalesce(sum(client_price), 0)::text as c,
        coalesce(sum(vendor_price), 0)::text as v,
        coalesce(sum(client_price - vendor_price), 0)::text as m,
        round(avg(allocation), 2)::text as a
      from contracts where deleted_at is null
      ${status ? sql`and status = ${status}` : sql``}
      ${type ? sql`and ${typeIs(sql`type`, sql`${type}::text`)}` : sql``}
      and ${textSearch(sql`search_text`, term)}`,
  )
  return {
    count: row!.count,
    client_price_sum: Number(row!.c),
    vendor_price_sum: Number(row!.v),
    margin_sum: Number(row!.m),
    allocation_avg: row!.a === null ? null : Number(row!.a),
  }
}

/**
 * Every total and summary the API answers now equals plain SQL, and every total kept (its count
 * and sums) a count made now (derived.ts).
 */
async function expectExactTotals(when: string) {
  for (const term of TERMS)
    for (const status of [undefined, ...CONTRACT_STATUSES])
      for (const type of TYPES) {
        const query = new URLSearchParams({
          search: term,
          ...(status ? { status } : {}),
          ...(type ? { type } : {}),
        })
        const what = `${when}: ${term} ${status ?? ''} ${type ?? ''}`
        // The API first: the first read of a day copies the terms that day starts.
        const answer = await t.request('GET', `/api/v1/contracts?${query}`, { token: admin })
        const summary = await t.request('GET', `/api/v1/contracts/summary?${query}`, {
          token: admin,
        })
        expect([answer.status, summary.status]).toEqual([200, 200])
        const expected = await sqlSummary(term, status, type)
        expect(answer.body.total, what).toBe(expected.count)
        expect(summary.body, what).toEqual(expected)
      }
  expect(await derivedDrift(t.db), when).toEqual([])
}

describe('searched contract totals', () => {
  it('stay exact, with their sums, through creates, edits of status, type, prices, companies and consultants, terms, extensions, a new day, renames and terminations', async () => {
    const company = (name: string) => resolveCompanyByName(t.db, name)
    const acme = await company('Acme Oy')
    const globex = await company('Globex Oy')
    const initech = await company('Initech AB')
    const create = async (n: number, body: Record<string, unknown> = {}) => {
      const answer = await t.request('POST', '/api/v1/contracts', {
        token: admin,
        body: {
          the_contract_id: `K-${n}`,
          client_company_id: n % 2 ? acme : globex,
          vendor_company_id: initech,
          contract_start: '2026-01-01',
          status: CONTRACT_STATUSES[n % 4],
          ...(n % 4 ? { type: ['hourly', 'Fixed', 'ärlig'][(n % 4) - 1] } : {}),
          // Prices and allocations to sum, with some left out (they add nothing).
          ...(n % 5 ? { client_price: `${100 + n}.2525`, vendor_price: `${80 + n}.5` } : {}),
          ...(n % 3 ? { allocation: ((5 * n) % 100) + 0.25 } : {}),
          ...body,
        },
      })
      expect(answer.status).toBe(201)
      return answer.body.id as number
    }
    const ids: number[] = []
    for (let n = 1; n <= 12; n++)
      ids.push(await create(n, n % 3 ? { selected_consultant: { name: `Anna ${n}` } } : {}))
    await expectExactTotals('created')

    const edit = async (id: number, body: Record<string, unknown>) => {
      const answer = await t.request('POST', `/api/v1/contracts/id/${id}/edit`, {
        token: admin,
        body,
      })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    }
    await edit(ids[0]!, { status: 'ended' })
    await expectExactTotals('status changed')
    await edit(ids[1]!, { client_company_id: initech, vendor_company_id: acme })
    await expectExactTotals('companies changed')
    await edit(ids[2]!, { selected_consultant: null, status: 'unknown' })
    await expectExactTotals('consultant detached')
    await edit(ids[3]!, { selected_consultant: { name: 'Bob Zz' } })
    await expectExactTotals('consultant created')
    const contract = (await t.request('GET', `/api/v1/contracts/id/${ids[4]}`, { token: admin }))
      .body
    await edit(ids[4]!, { selected_consultant: { id: contract.consultant.id, name: 'New Name' } })
    await expectExactTotals('consultant renamed')
    await edit(ids[5]!, { notes: 'only notes' })
    await expectExactTotals('notes only')
    await edit(ids[6]!, { type: 'HOURLY' })
    await edit(ids[7]!, { type: 'ÄRLIG' })
    await expectExactTotals('types changed')
    // What the summaries sum: prices and allocation edited (the term in effect corrected), a term
    // in effect from today, an extension with a new price from today, a term from tomorrow that
    // takes effect when the clock gets there, and back.
    await edit(ids[1]!, { client_price: '999.9999', allocation: 33.33 })
    await edit(ids[2]!, { vendor_price: '0.0001', allocation: 0.01 })
    await expectExactTotals('prices edited')
    const post = async (id: number, what: string, body: Record<string, unknown>) => {
      const answer = await t.request('POST', `/api/v1/contracts/id/${id}/${what}`, {
        token: admin,
        body,
      })
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300)
    }
    const day = (days: number) =>
      new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
    await post(ids[3]!, 'terms', { effective_from: day(0), client_price: '1.0001', reason: 'Cut' })
    await edit(ids[4]!, { contract_end: day(-1) })
    await post(ids[4]!, 'extend', { contract_end: day(90), vendor_price: '12.34', reason: 'More' })
    await expectExactTotals('terms from today')
    await post(ids[5]!, 'terms', {
      effective_from: day(1),
      client_price: '7',
      allocation: 99,
      reason: 'Next',
    })
    await expectExactTotals('a term from tomorrow')
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(new Date(`${day(1)}T00:00:01.000Z`))
      await expectExactTotals('tomorrow')
    } finally {
      vi.useRealTimers()
    }
    await expectExactTotals('today again')
    expect(
      (await t.request('DELETE', `/api/v1/contracts/id/${ids[6]}`, { token: admin })).status,
    ).toBe(200)
    await expectExactTotals('terminated')
    // A refused edit changes nothing.
    expect(
      (
        await t.request('POST', `/api/v1/contracts/id/${ids[7]}/edit`, {
          token: admin,
          body: { status: 'ended', client_company_id: 999_999 },
        })
      ).status,
    ).toBe(422)
    await expectExactTotals('refused')

    // Reads and writes at once: a count that overlapped a write is never kept wrong.
    await Promise.all([
      ...Array.from({ length: 12 }, (_, i) =>
        t.request('GET', `/api/v1/contracts?search=${TERMS[i % TERMS.length]}`, { token: admin }),
      ),
      ...[ids[8]!, ids[10]!, ids[11]!].map((id, i) =>
        edit(id, { status: CONTRACT_STATUSES[i % 4] }),
      ),
      create(100, { selected_consultant: { name: 'Anna Zz' } }),
      t.request('DELETE', `/api/v1/contracts/id/${ids[9]}`, { token: admin }),
    ])
    await expectExactTotals('interleaved')
    if (searchTotalsOf(t.db)) expect((await searchTotalsOf(t.db)!.kept()).length).toBeGreaterThan(0)
  }, 120_000)

  it('stay exact through company and consultant renames, searched by the old and the new names', async () => {
    const acme = await resolveCompanyByName(t.db, 'Acme Oy')
    const initech = await resolveCompanyByName(t.db, 'Initech AB')
    const renameCompany = async (id: number, name: string) => {
      const answer = await t.request('POST', `/api/v1/companies/${id}/edit`, {
        token: admin,
        body: { name },
      })
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ id, name })
    }
    await expectExactTotals('before the renames')
    // Searched by the names to come too, so those totals are kept (at zero) before they exist.
    TERMS.push('umbrella', 'hooli', 'zed')
    await expectExactTotals('new names searched')
    await renameCompany(acme, 'Umbrella Oy')
    await expectExactTotals('client company renamed')
    await renameCompany(initech, 'Hooli AB')
    await expectExactTotals('vendor company renamed')
    const [consultant] = await rowsOf<{ id: number }>(
      t.db,
      sql`select consultant_id as id from contracts where consultant_id is not null
        and deleted_at is null order by id limit 1`,
    )
    const [contract] = await rowsOf<{ id: number }>(
      t.db,
      sql`select id from contracts where deleted_at is null order by id desc limit 1`,
    )
    // Renamed through another contract's edit, which moves that contract too.
    const edited = await t.request('POST', `/api/v1/contracts/id/${contract!.id}/edit`, {
      token: admin,
      body: { status: 'ended', selected_consultant: { id: consultant!.id, name: 'Zed Renamed' } },
    })
    expect(edited.status).toBe(200)
    await expectExactTotals('consultant renamed')
    // A name taken by another company, ignoring case, is refused and changes nothing.
    const taken = await t.request('POST', `/api/v1/companies/${acme}/edit`, {
      token: admin,
      body: { name: 'hooli ab' },
    })
    expect(taken.status).toBe(422)
    expect(taken.body.errors).toHaveProperty('name')
    await expectExactTotals('refused rename')
  }, 120_000)
})
