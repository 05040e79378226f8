import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { GROUPS_MOST } from '../../src/interface'
import { rowsOf } from '../db/rows'
import { createTestContext, type TestContext } from '../test/harness'

let t: TestContext
let admin: string
let client: string
let acme: number
let globex: number

beforeAll(async () => {
  t = await createTestContext()
})
beforeEach(async () => {
  await t.reset()
  ;({ admin, client, acme, globex } = await t.cast())
  const rows = [
    {
      the_contract_id: 'G-1',
      client_price: '100.25',
      vendor_price: 80,
      contract_end: '2027-03-10',
      selected_consultant: { name: 'Maria Nieminen' },
    },
    {
      the_contract_id: 'G-2',
      client_price: 50,
      vendor_price: 45.5,
      contract_end: '2027-03-31',
      // Maria again (a name alone would make a second consultant of that name).
      selected_consultant: 'G-1',
    },
    { the_contract_id: 'G-3', status: 'ended', client_price: 10, contract_end: '2027-04-01' },
    { the_contract_id: 'G-4', client_company_id: globex, renewal: 'renewing' },
  ]
  for (const { selected_consultant, ...row } of rows) {
    const consultant =
      typeof selected_consultant === 'string'
        ? {
            id: (
              await t.request('GET', `/api/v1/contracts/${selected_consultant}`, { token: admin })
            ).body.consultant.id,
          }
        : selected_consultant
    const created = await t.request('POST', '/api/v1/contracts', {
      token: admin,
      body: {
        client_company_id: acme,
        vendor_company_id: globex,
        contract_start: '2026-01-01',
        status: 'ongoing',
        ...row,
        ...(consultant && { selected_consultant: consultant }),
      },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
  }
})
afterAll(async () => {
  await t.close()
})

const groups = async (query: string, token = admin) =>
  t.request('GET', `/api/v1/contracts/groups?${query}`, { token })
const list = async (query: string) =>
  (await t.request('GET', `/api/v1/contracts?per_page=100&${query}`, { token: admin })).body

describe('GET /api/v1/contracts/groups', () => {
  it('groups what the filters select, largest first, with counts and the sums of today’s terms', async () => {
    expect((await groups('by=client_company')).body).toEqual({
      by: 'client_company',
      groups: [
        {
          key: String(acme),
          label: 'Acme Oy',
          count: 3,
          client_price_sum: 160.25,
          vendor_price_sum: 125.5,
          // G-3 has no vendor price: its margin is not known, and adds nothing.
          margin_sum: 24.75,
        },
        {
          key: String(globex),
          label: 'Globex Ltd',
          count: 1,
          client_price_sum: 0,
          vendor_price_sum: 0,
          margin_sum: 0,
        },
      ],
      total: 4,
      more: false,
    })
    const byConsultant = (await groups('by=consultant')).body
    expect(
      byConsultant.groups.map((g: { label: string; count: number }) => [g.label, g.count]),
    ).toEqual([
      ['Maria Nieminen', 2],
      [null, 2],
    ])
    expect(byConsultant.groups[1].key).toBeNull()
    const byMonth = (await groups('by=end_month&status=ongoing')).body
    expect(byMonth.groups.map((g: { key: string; count: number }) => [g.key, g.count])).toEqual([
      ['2027-03', 2],
      [null, 1],
    ])
    expect(byMonth.total).toBe(3)
    expect((await groups('by=renewal&search=G-4')).body.groups).toMatchObject([
      { key: 'renewing', label: 'renewing', count: 1 },
    ])
    expect((await groups('by=status')).body.groups).toMatchObject([
      { key: 'ongoing', count: 3 },
      { key: 'ended', count: 1 },
    ])
  })

  it('opens each group as the list filtered by its key, with the same count', async () => {
    const filterOf: Record<string, (key: string) => string> = {
      client_company: (key) => `client_company_id=${key}`,
      vendor_company: (key) => `vendor_company_id=${key}`,
      consultant: (key) => `consultant_id=${key}`,
      status: (key) => `status=${key}`,
      renewal: (key) => `renewal=${key}`,
      end_month: (key) => {
        const [year, month] = key.split('-').map(Number)
        const last = new Date(Date.UTC(year!, month!, 0)).toISOString().slice(0, 10)
        return `contract_end_from=${key}-01&contract_end_to=${last}`
      },
    }
    for (const [by, filter] of Object.entries(filterOf)) {
      for (const group of (await groups(`by=${by}`)).body.groups) {
        if (group.key === null) continue
        expect((await list(filter(group.key))).total, `${by} ${group.key}`).toBe(group.count)
      }
    }
  })

  it('agrees with SQL over the whole table, and lists at most 500 groups, saying there are more', async () => {
    // One contract ending in each of GROUPS_MOST + 1 months, imported in one go.
    const lines = ['the_contract_id,client_company,vendor_company,contract_start,contract_end']
    for (let i = 0; i <= GROUPS_MOST; i++) {
      const end = new Date(Date.UTC(2030, i, 15)).toISOString().slice(0, 10)
      lines.push(`M-${i},Acme Oy,Globex Ltd,2026-01-01,${end}`)
    }
    const imported = await t.app.request('/api/v1/contracts/import', {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'text/csv' },
      body: lines.join('\n'),
    })
    expect(imported.status, await imported.clone().text()).toBe(200)

    const answer = (await groups('by=end_month')).body
    expect(answer.groups).toHaveLength(GROUPS_MOST)
    expect(answer.more).toBe(true)
    const [direct] = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from contracts where deleted_at is null`,
    )
    expect(answer.total).toBe(direct!.n)
    // The largest first: March 2027 holds two.
    expect(answer.groups[0]).toMatchObject({ key: '2027-03', count: 2 })
    expect((await groups('by=client_company')).body.more).toBe(false)
  })

  it('is for admins, and names a bad filter or grouping', async () => {
    expect((await groups('by=status', client)).status).toBe(403)
    const bad = await groups('by=colour&status=lost')
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors).sort()).toEqual(['by', 'status'])
    expect(Object.keys((await groups('')).body.errors)).toEqual(['by'])
    expect((await groups('by=status&search=nothing-matches-this')).body).toEqual({
      by: 'status',
      groups: [],
      total: 0,
      more: false,
    })
  })
})
