import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../config'
import { resolveCompanyByName } from '../db/companies'
import { settleContracts } from '../db/contracts'
import { recountInquiryTallies } from '../db/inquiries'
import { rowsOf } from '../db/rows'
import { createTestContext, type TestContext } from '../test/harness'

/**
 * COUNT_LIMIT (interface decisions, "Totals at a million rows"): a searched or filtered list whose
 * matches exceed the limit answers the limit as its total, `total_is_exact: false`, `last_page`
 * from the limit, and no row past it; a list neither searched nor filtered, and every list under
 * the limit, stays exact.
 */

const LIMIT = 1000
let t: TestContext
let admin: string
let anna: Awaited<ReturnType<TestContext['createUser']>>

beforeAll(async () => {
  t = await createTestContext({ COUNT_LIMIT: String(LIMIT) })
  admin = (await t.createUser({ email: 'admin@hq.example', company: 'Staffing HQ', type: 'admin' }))
    .token
  anna = await t.createUser({ email: 'anna@acme.example', company: 'Acme Oy' })
  const globex = await resolveCompanyByName(t.db, 'Globex Ltd')
  // 1,500 contracts (1,200 of them "d-…", 300 "e-…", half ongoing); 1,300 inquiries of Acme's;
  // 1,100 users of Acme's; 1,400 history entries about users.
  await t.db.execute(sql`
    insert into contracts (the_contract_id, status, contract_start, client_company_id,
      vendor_company_id, search_text)
    select case when n <= 1200 then 'D-' else 'E-' end || n,
      (array['ongoing', 'ended'])[1 + n % 2], '2026-01-01', ${anna.companyId}, ${globex},
      lower(case when n <= 1200 then 'D-' else 'E-' end || n) || E'\nacme oy\nglobex ltd'
    from generate_series(1, 1500) n`)
  await settleContracts(t.db)
  await t.db.execute(sql`insert into industries (name) values ('Software')`)
  await t.db.execute(sql`
    insert into inquiries (company_id, created_by, title, industry_id, search_text)
    select ${anna.companyId}::int, ${anna.id}::int, 'Inquiry ' || n, (select id from industries),
      'inquiry ' || n || E'\nsoftware'
    from generate_series(1, 1300) n`)
  await recountInquiryTallies(t.db)
  await t.db.execute(sql`
    insert into users (name, email, type, company_id, password_hash)
    select 'Bulk ' || n, 'bulk' || n || '@acme.example', 'client', ${anna.companyId}::int, 'x'
    from generate_series(1, 1100) n`)
  await t.db.execute(sql`
    insert into history (resource, record_id, action, changes)
    select 'user', ${anna.id}::int, 'updated', '{}'::jsonb from generate_series(1, 1400) n`)
}, 60_000)
afterAll(() => t.close())

type Page = {
  total: number
  total_is_exact: boolean
  last_page: number
  current_page: number
  from: number | null
  to: number | null
}

async function list<P extends Page>(path: string, token = admin): Promise<P> {
  const response = await t.request('GET', `/api/v1${path}`, { token })
  expect(response.status, path).toBe(200)
  return response.body as P
}

describe('a count limit', () => {
  it('caps a searched or filtered list past it: the limit as total, not exact, pages to it and no further', async () => {
    for (const path of [
      '/contracts?search=d-',
      `/contracts?client_company_id=${anna.companyId}`,
      '/inquiries?q=software',
      '/users?search=bulk',
      '/activity?resource=user',
    ]) {
      const first = await list(`${path}&per_page=50`)
      expect(path).toContain('?')
      expect(first, path).toMatchObject({ total: LIMIT, total_is_exact: false, last_page: 20 })
      // A page size the limit does not divide: the last page ends at the limit.
      const last = await list(`${path}&per_page=30&page=34`)
      expect(last, path).toMatchObject({ total: LIMIT, last_page: 34 })
      expect(rowsOn(last), path).toHaveLength(10)
      const past = await list(`${path}&per_page=30&page=35`)
      expect(past, path).toMatchObject({ total: LIMIT, total_is_exact: false })
      expect(rowsOn(past), path).toHaveLength(0)
    }
  })

  it('shows the first rows of the list’s own order up to the limit', async () => {
    type Contracts = Page & { contracts: { the_contract_id: string }[] }
    const [capped, last] = await Promise.all([
      list<Contracts>('/contracts?search=d-&sort=the_contract_id&per_page=100&page=1'),
      list<Contracts>('/contracts?search=d-&sort=the_contract_id&per_page=100&page=10'),
    ])
    expect(capped.contracts[0]!.the_contract_id).toBe('D-1')
    // Ids sort as text: D-1, D-10, D-100, D-1000, D-1001, …; the thousandth is the tenth page's last.
    const exact = await rowsInOrder()
    expect(last.contracts.map((c) => c.the_contract_id)).toEqual(exact.slice(900, 1000))
  })

  it('keeps exact what is neither searched nor filtered, and what the limit holds', async () => {
    expect(await list('/contracts?per_page=10')).toMatchObject({
      total: 1500,
      total_is_exact: true,
    })
    expect(await list('/contracts?search=e-')).toMatchObject({ total: 300, total_is_exact: true })
    expect(await list('/contracts?status=ongoing&search=acme')).toMatchObject({
      total: 750,
      total_is_exact: true,
    })
    expect(await list('/users?per_page=10')).toMatchObject({ total: 1102, total_is_exact: true })
    expect(await list('/inquiries')).toMatchObject({ total: 1300, total_is_exact: true })
    expect(await list('/activity')).toMatchObject({ total: 1400, total_is_exact: true })
    // A client's own company's list is not a filter they chose.
    expect(await list('/users?per_page=10', anna.token)).toMatchObject({
      total: 1101,
      total_is_exact: true,
    })
    expect((await t.request('GET', '/api/v1/views', { token: admin })).body).toMatchObject({
      total_is_exact: true,
    })
  })

  it('is a whole number of at least 1,000, or none', () => {
    expect(readConfig({ COUNT_LIMIT: '10000' }).countLimit).toBe(10_000)
    expect(readConfig({ COUNT_LIMIT: '' }).countLimit).toBeUndefined()
    expect(readConfig({}).countLimit).toBeUndefined()
    for (const wrong of ['999', '1000.5', 'many'])
      expect(() => readConfig({ COUNT_LIMIT: wrong }), wrong).toThrow(/COUNT_LIMIT/)
  })
})

/** The rows of a list's page, whatever the list calls them. */
const rowsOn = (page: Page) => Object.values(page).find(Array.isArray) as unknown as unknown[]

async function rowsInOrder(): Promise<string[]> {
  const rows = await rowsOf<{ the_contract_id: string }>(
    t.db,
    sql`select the_contract_id from contracts where search_text like '%d-%'
      order by the_contract_id, id`,
  )
  return rows.map((row) => row.the_contract_id)
}
