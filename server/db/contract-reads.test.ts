import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTRACT_SORT_FIELDS, CONTRACT_STATUSES } from '../../src/interface'
import { createTestContext, type TestContext } from '../test/harness'
import { listContracts } from './contract-reads'
import { recountContractTallies } from './contracts'
import { rowsOf } from './rows'

/**
 * A contracts page is found one of three ways (sorting the matches, walking the sort's index, and
 * for a sort by consultant walking the named and unnamed contracts apart). Whichever is taken, every
 * page holds what one plain ORDER BY over every match says, and the total is their count.
 */

let t: TestContext

const ORDER: Record<(typeof CONTRACT_SORT_FIELDS)[number], string> = {
  id: 'c.id',
  the_contract_id: 'c.the_contract_id',
  client_company: 'lower(cc.name)',
  vendor_company: 'lower(vc.name)',
  consultant: 'lower(k.name)',
  status: 'c.status',
  contract_start: 'c.contract_start',
  contract_end: 'c.contract_end',
  client_price: 'c.client_price',
  vendor_price: 'c.vendor_price',
}

beforeAll(async () => {
  t = await createTestContext()
  // Names that tie ignoring case, contracts without a consultant, an end or a price, and equal
  // values, so that every tie-break and every null is exercised.
  await t.db.execute(sql`
    insert into companies (name) select unnest(array['Acme Oy', 'acme oy 2', 'Globex Ltd', 'Initech AB'])`)
  await t.db.execute(sql`
    insert into consultants (name) select unnest(array['Anna Berg', 'anna berg', 'Bo Ek', 'Carla Diaz'])`)
  await t.db.execute(sql`
    insert into contracts (the_contract_id, status, contract_start, contract_end, client_price,
      vendor_price, client_company_id, vendor_company_id, consultant_id, deleted_at, search_text)
    select 'K-' || lpad((n % 37)::text, 3, '0') || '-' || n,
      (array['not started', 'ongoing', 'ended', 'unknown'])[1 + n % 4],
      date '2026-01-01' + (n % 9),
      case when n % 5 = 0 then null else date '2027-01-01' + (n % 7) end,
      case when n % 6 = 0 then null else (n % 4) * 100 end, (n % 3) * 50,
      cc.id, vc.id, k.id,
      case when n % 23 = 0 then now() end,
      lower(concat_ws(E'\\n', 'K-' || n, cc.name, vc.name, k.name))
    from generate_series(1, 180) n
    join lateral (select id, name from companies order by id offset n % 4 limit 1) cc on true
    join lateral (select id, name from companies order by id desc offset n % 3 limit 1) vc on true
    left join lateral (select id, name from consultants order by id offset n % 5 limit 1) k on true`)
  await recountContractTallies(t.db)
}, 60_000)
afterAll(async () => {
  await t?.close()
})

async function expected(filters: { status?: string; search?: string }, order: string) {
  const rows = await rowsOf<{ id: number }>(
    t.db,
    sql`select c.id from contracts c
      join companies cc on cc.id = c.client_company_id
      join companies vc on vc.id = c.vendor_company_id
      left join consultants k on k.id = c.consultant_id
      where c.deleted_at is null
        ${filters.status ? sql`and c.status = ${filters.status}` : sql``}
        ${filters.search ? sql`and c.search_text like ${`%${filters.search}%`}` : sql``}
      order by ${sql.raw(order)}`,
  )
  return rows.map((row) => row.id)
}

describe('every way to a page', () => {
  const filterSets = [{}, { search: 'acme' }, { search: 'an' }, { status: CONTRACT_STATUSES[1] }]
  for (const filters of filterSets)
    for (const field of CONTRACT_SORT_FIELDS)
      it(`${JSON.stringify(filters)} sorted by ${field}, both ways`, async () => {
        for (const direction of ['asc', 'desc'] as const) {
          const order =
            field === 'id' ? `c.id ${direction}` : `${ORDER[field]} ${direction}, c.id ${direction}`
          const all = await expected(filters, order)
          const sort = `${direction === 'desc' ? '-' : ''}${field}`
          // Sorting the matches (any count), then walking the index (never sorting them).
          for (const sortMatches of [true, false]) {
            for (const [perPage, page] of [
              [7, 1],
              [7, 3],
              [50, 2],
              [200, 1],
            ] as const) {
              const list = await listContracts(
                t.db,
                { ...filters, sort },
                perPage,
                (page - 1) * perPage,
                sortMatches,
              )
              expect(list.total).toBe(all.length)
              expect(
                list.contracts.map((c) => c.id),
                `${sort} ${perPage}×${page} ${sortMatches}`,
              ).toEqual(all.slice((page - 1) * perPage, page * perPage))
            }
          }
        }
      })
})
