import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveCompanyByName } from '../db/companies'
import { settleContracts } from '../db/contracts'
import { recountInquiryTallies } from '../db/inquiries'
import { derivedDrift } from '../db/derived'
import { createTestContext, type TestContext } from '../test/harness'
import { rowsOf } from '../test/trust/fingerprint'

/**
 * Deep pages and their totals hold exactly the rows a plain OFFSET walk finds, after bulk inserts,
 * status moves, terminations and edits, on the last page and past the end.
 */

let t: TestContext
let admin: string
let anna: Awaited<ReturnType<TestContext['createUser']>>

beforeAll(async () => {
  t = await createTestContext()
  admin = (await t.createUser({ email: 'admin@hq.example', company: 'Staffing HQ', type: 'admin' }))
    .token
  anna = await t.createUser({ email: 'anna@acme.example', company: 'Acme Oy' })
  const globex = await resolveCompanyByName(t.db, 'Globex Ltd')
  // 2,600 contracts over three runs of ids; 2,100 inquiries, every third of Acme Oy's.
  await t.db.execute(sql`
    insert into contracts (the_contract_id, status, contract_start, client_company_id,
      vendor_company_id, search_text)
    select 'D-' || n, (array['not started', 'ongoing', 'ended', 'unknown'])[1 + n % 4],
      '2026-01-01', ${anna.companyId}, ${globex}, 'd-' || n || E'\nacme oy\nglobex ltd'
    from generate_series(1, 2600) n`)
  await settleContracts(t.db)
  await t.db.execute(sql`insert into industries (name) values ('Software')`)
  await t.db.execute(sql`
    insert into inquiries (company_id, created_by, title, industry_id, search_text)
    select case when n % 3 = 0 then ${anna.companyId}::int else ${globex}::int end, ${anna.id}::int,
      'Inquiry ' || n, (select id from industries), 'inquiry ' || n || E'\nsoftware'
    from generate_series(1, 2100) n`)
  await recountInquiryTallies(t.db)
}, 60_000)
afterAll(async () => {
  await t.close()
})

const pageOf = async (path: string, token: string) => {
  const response = await t.request('GET', path, { token })
  expect(response.status, path).toBe(200)
  return response.body
}

async function expectContractPages(status?: string) {
  const where = status ? sql`deleted_at is null and status = ${status}` : sql`deleted_at is null`
  const [{ total }] = (await rowsOf<{ total: number }>(
    t.db,
    sql`select count(*)::int as total from contracts where ${where}`,
  )) as [{ total: number }]
  for (const [perPage, page] of [
    [7, 146],
    [7, 147],
    [7, 148],
    [50, 21],
    [100, 11],
    [100, 20],
    [33, Math.ceil(total / 33)], // the last page, part full
    [33, Math.ceil(total / 33) + 1], // past the end
  ] as const) {
    const offset = (page - 1) * perPage
    const expected = await rowsOf<{ id: number }>(
      t.db,
      sql`select id from contracts where ${where} order by id desc limit ${perPage} offset ${offset}`,
    )
    const body = await pageOf(
      `/api/v1/contracts?per_page=${perPage}&page=${page}${status ? `&status=${status}` : ''}`,
      admin,
    )
    expect(
      body.contracts.map((c: { id: number }) => c.id),
      `${status ?? 'all'}, ${perPage} a page, page ${page}`,
    ).toEqual(expected.map((r) => r.id))
    expect(body.total).toBe(total)
  }
}

describe('deep contract pages', () => {
  it('hold what an offset walk finds, for every status filter', async () => {
    for (const status of [undefined, 'ongoing', 'unknown']) await expectContractPages(status)
  })

  it('stay exact after terminations, status moves and edits, in bulk and through the API', async () => {
    await t.db.execute(sql`update contracts set deleted_at = now() where id % 7 = 0`)
    await t.db.execute(sql`update contracts set status = 'ended' where id % 5 = 0`)
    await t.db.execute(sql`update contracts set notes = 'touched' where id % 3 = 0`)
    // Written past the API, as seed:bulk writes: the tallies are counted afresh, as it does.
    await settleContracts(t.db)
    expect((await t.request('DELETE', '/api/v1/contracts/id/1500', { token: admin })).status).toBe(
      200,
    )
    expect(
      (
        await t.request('POST', '/api/v1/contracts/id/1501/edit', {
          token: admin,
          body: { status: 'ongoing' },
        })
      ).status,
    ).toBe(200)
    for (const status of [undefined, 'ongoing', 'ended']) await expectContractPages(status)
    expect(await derivedDrift(t.db)).toEqual([])
  })
})

describe('deep inquiry pages', () => {
  it('hold what an offset walk finds, for an admin and for a client’s company', async () => {
    await t.db.execute(sql`update inquiries set status = 'cancelled' where id % 4 = 0`)
    await recountInquiryTallies(t.db)
    for (const [token, scope] of [
      [admin, sql`true`],
      [anna.token, sql`company_id = ${anna.companyId}`],
    ] as const) {
      for (const [perPage, page] of [
        [10, 102],
        [10, 103],
        [100, 15],
        [100, 21],
        [100, 22],
      ] as const) {
        const expected = await rowsOf<{ id: number }>(
          t.db,
          sql`select id from inquiries where ${scope} order by id desc
              limit ${perPage} offset ${(page - 1) * perPage}`,
        )
        const body = await pageOf(`/api/v1/inquiries?per_page=${perPage}&page=${page}`, token)
        expect(
          body.orders.map((o: { id: number }) => o.id),
          `${token === admin ? 'admin' : 'client'}, ${perPage} a page, page ${page}`,
        ).toEqual(expected.map((r) => r.id))
      }
    }
    expect(await derivedDrift(t.db)).toEqual([])
  })
})
