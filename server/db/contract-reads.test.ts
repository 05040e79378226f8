import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTRACT_SORT_FIELDS, CONTRACT_STATUSES } from '../../src/interface'
import { createTestContext, type TestContext } from '../test/harness'
import {
  listContracts,
  readingOn,
  type ContractFilters,
  type ContractReading,
} from './contract-reads'
import { settleContracts } from './contracts'
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
  client_price: 't.client_price',
  vendor_price: 't.vendor_price',
  margin: '(t.client_price - t.vendor_price)',
  markup_percent: 'round((t.client_price - t.vendor_price) / nullif(t.vendor_price, 0) * 100, 2)',
  notice_deadline: '(c.contract_end - c.notice_days)',
}

/**
 * The day the pages are read as of: some contracts have a term from before it, some after. The
 * expected order joins each contract's term in effect that day, apart from the copy the reads use.
 */
const day = { today: '2026-06-01', marginWarningPercent: 10 }
let reading: ContractReading

beforeAll(async () => {
  t = await createTestContext()
  // Names that tie ignoring case, contracts without a consultant, an end or a price, and equal
  // values, so that every tie-break and every null is exercised.
  await t.db.execute(sql`
    insert into companies (name) select unnest(array['Acme Oy', 'acme oy 2', 'Globex Ltd', 'Initech AB'])`)
  await t.db.execute(sql`
    insert into consultants (name) select unnest(array['Anna Berg', 'anna berg', 'Bo Ek', 'Carla Diaz'])`)
  await t.db.execute(sql`
    insert into contracts (the_contract_id, status, contract_start, contract_end, notice_days,
      renewal, client_company_id, vendor_company_id, consultant_id, type, deleted_at,
      search_text)
    select 'K-' || lpad((n % 37)::text, 3, '0') || '-' || n,
      (array['not started', 'ongoing', 'ended', 'unknown'])[1 + n % 4],
      date '2026-01-01' + (n % 9),
      case when n % 5 = 0 then null else date '2027-01-01' + (n % 7) end,
      case when n % 3 = 0 then null else n % 40 end,
      (array['undecided', 'renewing', 'not_renewing'])[1 + n % 3],
      cc.id, vc.id, k.id, (array['Hourly', 'hourly', 'fixed', null, 'hour'])[1 + n % 5],
      case when n % 23 = 0 then now() end,
      lower(concat_ws(E'\\n', 'K-' || n, cc.name, vc.name, k.name))
    from generate_series(1, 180) n
    join lateral (select id, name from companies order by id offset n % 4 limit 1) cc on true
    join lateral (select id, name from companies order by id desc offset n % 3 limit 1) vc on true
    left join lateral (select id, name from consultants order by id offset n % 5 limit 1) k on true`)
  // Each contract's first term; a later one in effect by today for some, one still ahead for
  // others, with their own prices (some without).
  await t.db.execute(sql`
    insert into contract_terms (contract_id, effective_from, client_price, vendor_price)
    select c.id, c.contract_start, case when c.id % 6 = 0 then null else (c.id % 4) * 100 end,
      (c.id % 3) * 50 from contracts c
    union all
    select c.id, date '2026-05-01', (c.id % 5) * 70, case when c.id % 8 = 0 then null else 90 end
    from contracts c where c.id % 4 = 1
    union all
    select c.id, date '2026-09-01', 999, 1 from contracts c where c.id % 7 = 2`)
  await t.db.execute(sql`update contract_terms t set valid_from = n.valid_from,
      valid_until = n.valid_until
    from (select id, case when row_number() over w = 1 then '-infinity'::date
        else effective_from end as valid_from,
      coalesce(lead(effective_from) over w, 'infinity'::date) as valid_until
      from contract_terms window w as (partition by contract_id order by effective_from)) n
    where t.id = n.id`)
  await settleContracts(t.db)
  reading = await readingOn(t.db, day)
}, 60_000)
afterAll(async () => {
  await t?.close()
})

type Filters = Omit<ContractFilters, 'sort'>

async function expected(filters: Filters, order: string) {
  const rows = await rowsOf<{ id: number }>(
    t.db,
    sql`select c.id from contracts c
      join companies cc on cc.id = c.client_company_id
      join companies vc on vc.id = c.vendor_company_id
      left join consultants k on k.id = c.consultant_id
      join contract_terms t on t.contract_id = c.id and (t.valid_from, t.valid_until)
        = (select max(valid_from), min(valid_until) from contract_terms
          where contract_id = c.id and valid_from <= ${day.today}::date
            and valid_until > ${day.today}::date)
      where c.deleted_at is null
        ${filters.status ? sql`and c.status = ${filters.status}` : sql``}
        ${filters.search ? sql`and c.search_text like ${`%${filters.search}%`}` : sql``}
        ${filters.client_company_id ? sql`and cc.id = ${filters.client_company_id}` : sql``}
        ${filters.vendor_company_id ? sql`and vc.id = ${filters.vendor_company_id}` : sql``}
        ${filters.consultant_id ? sql`and k.id = ${filters.consultant_id}` : sql``}
        ${filters.type ? sql`and upper(c.type) = upper(${filters.type})` : sql``}
        ${filters.contract_start_from ? sql`and c.contract_start >= ${filters.contract_start_from}` : sql``}
        ${filters.renewal ? sql`and c.renewal = ${filters.renewal}` : sql``}
        ${filters.margin_below !== undefined ? sql`and t.client_price - t.vendor_price < ${filters.margin_below}` : sql``}
        ${filters.notice_deadline_from ? sql`and c.contract_end - c.notice_days >= ${filters.notice_deadline_from}::date` : sql``}
        ${filters.notice_deadline_to ? sql`and c.contract_end - c.notice_days <= ${filters.notice_deadline_to}::date` : sql``}
      order by ${sql.raw(order)}`,
  )
  return rows.map((row) => row.id)
}

/** A row's id by its name. */
const idOf = async (table: 'companies' | 'consultants', name: string) =>
  (
    await rowsOf<{ id: number }>(t.db, sql`select id from ${sql.raw(table)} where name = ${name}`)
  )[0]!.id

/**
 * Each page (per page × page number) of `filters` sorted by `sort` holds its slice of `all`, and
 * the total is its length: sorting the matches (any count), then walking the index (never sorting).
 */
async function expectPages(
  filters: Filters,
  sort: string,
  all: number[],
  pages: (readonly [perPage: number, page: number])[],
) {
  for (const sortMatches of [true, false])
    for (const [perPage, page] of pages) {
      const list = await listContracts(
        t.db,
        { ...filters, sort },
        perPage,
        (page - 1) * perPage,
        reading,
        { sortMatches },
      )
      expect(list.counted.total, JSON.stringify(filters)).toBe(all.length)
      expect(
        list.contracts.map((c) => c.id),
        `${JSON.stringify(filters)} ${sort} ${perPage}×${page} ${sortMatches}`,
      ).toEqual(all.slice((page - 1) * perPage, page * perPage))
    }
}

describe('every way to a page', () => {
  // The filters by a row and by type, alone and with a search, a status and a date: the walk then
  // goes through their indexes (or the sort's), and a match is sorted when found by them.
  const filterSets: (() => Promise<Filters>)[] = [
    async () => ({}),
    async () => ({ search: 'acme' }),
    async () => ({ search: 'an' }),
    async () => ({ status: CONTRACT_STATUSES[1] }),
    async () => ({ client_company_id: await idOf('companies', 'Globex Ltd') }),
    async () => ({ vendor_company_id: await idOf('companies', 'acme oy 2'), search: 'an' }),
    async () => ({ consultant_id: await idOf('consultants', 'anna berg') }),
    async () => ({ type: 'HOURLY', status: CONTRACT_STATUSES[2] }),
    async () => ({
      type: 'fixed',
      client_company_id: await idOf('companies', 'Acme Oy'),
      contract_start_from: '2026-01-04',
    }),
    async () => ({ type: 'hour', search: 'k-1' }),
    async () => ({ client_company_id: 999_999 }),
    async () => ({ renewal: 'renewing' }),
    async () => ({ margin_below: 60, search: 'an' }),
    async () => ({ notice_deadline_from: '2026-12-01', notice_deadline_to: '2026-12-28' }),
  ]
  for (const [index, filtersOf] of filterSets.entries())
    for (const field of CONTRACT_SORT_FIELDS)
      it(`filter set ${index} sorted by ${field}, both ways`, async () => {
        const filters = await filtersOf()
        for (const direction of ['asc', 'desc'] as const) {
          const order =
            field === 'id' ? `c.id ${direction}` : `${ORDER[field]} ${direction}, c.id ${direction}`
          const all = await expected(filters, order)
          // Every set selects some contracts, but for the id that names no company.
          expect(all.length > 0, JSON.stringify(filters)).toBe(
            filters.client_company_id !== 999_999,
          )
          const sort = `${direction === 'desc' ? '-' : ''}${field}`
          await expectPages(filters, sort, all, [
            [7, 1],
            [7, 3],
            [50, 2],
            [200, 1],
          ])
        }
      })
})

describe('a sort by more than one key', () => {
  // Ties in the first key (companies, statuses, days) ordered by the second, then the third.
  const sorts = [
    'client_company,-contract_end',
    '-status,consultant,client_price',
    'consultant,-id',
    '-margin,vendor_company',
    'contract_start,-notice_deadline,the_contract_id',
  ]
  const filterSets: Filters[] = [{}, { search: 'acme' }, { status: CONTRACT_STATUSES[1] }]
  for (const sort of sorts)
    it(`${sort}: every page as one ORDER BY, the id last in the last key's direction`, async () => {
      const keys = sort.split(',').map((part) => ({
        field: part.replace(/^-/, '') as (typeof CONTRACT_SORT_FIELDS)[number],
        direction: part.startsWith('-') ? 'desc' : 'asc',
      }))
      const order = [
        ...keys.map((k) => `${ORDER[k.field]} ${k.direction}`),
        `c.id ${keys.at(-1)!.direction}`,
      ].join(', ')
      for (const filters of filterSets) {
        const all = await expected(filters, order)
        expect(all.length).toBeGreaterThan(0)
        await expectPages(filters, sort, all, [
          [7, 2],
          [200, 1],
        ])
      }
    })
})
