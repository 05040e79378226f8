import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resolveCompanyByName } from '../db/companies'
import { companies, contractTerms, contracts } from '../db/schema'
import { ContractList, ContractRecord } from '../../src/interface'
import { derivedDrift } from '../db/derived'
import { createTestContext, type TestContext } from '../test/harness'

let t: TestContext
let admin: string
let client: string
let acme: number
let globex: number
let initech: number

beforeAll(async () => {
  t = await createTestContext()
})
beforeEach(async () => {
  await t.reset()
  ;({ admin, client, acme, globex } = await t.cast())
  initech = await resolveCompanyByName(t.db, 'Initech')
})
afterAll(async () => {
  await t.close()
})

const contract = (overrides: Record<string, unknown> = {}) => ({
  the_contract_id: 'CT-2026-001',
  client_contract_id: 'ACME-PO-7',
  client_company_id: acme,
  vendor_company_id: globex,
  contract_start: '2026-01-01',
  contract_end: '2026-12-31',
  status: 'ongoing',
  type: 'hourly',
  allocation: 80,
  client_price: '95.50',
  vendor_price: 70.25,
  vat: '25.5',
  max_hours: 1200,
  unit: 'hours',
  selected_consultant: { name: 'Maria Nieminen', title: 'Senior developer' },
  consult_skills: 'TypeScript, react ,  ,typescript, SQL',
  ...overrides,
})

async function create(body: Record<string, unknown> = contract()) {
  const response = await t.request('POST', '/api/v1/contracts', { token: admin, body })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body as { id: number; the_contract_id: string }
}
const get = async (id: number) =>
  (await t.request('GET', `/api/v1/contracts/id/${id}`, { token: admin })).body
const editBy = (path: string, body: unknown) =>
  t.request('POST', `/api/v1/contracts/${path}/edit`, { token: admin, body })

describe('POST /api/v1/contracts', () => {
  it('creates: 201 {message, id, the_contract_id}; prices exact as numbers; skills normalised; consultant created', async () => {
    const response = await t.request('POST', '/api/v1/contracts', {
      token: admin,
      body: contract(),
    })
    expect(response.status).toBe(201)
    expect(response.body).toEqual({
      message: 'Contract created successfully',
      id: expect.any(Number),
      the_contract_id: 'CT-2026-001',
    })
    const stored = await get(response.body.id)
    expect(stored).toMatchObject({
      the_contract_id: 'CT-2026-001',
      status: 'ongoing',
      contract_start: '2026-01-01',
      contract_end: '2026-12-31',
      is_infinite: false,
      allocation: 80,
      client_price: 95.5,
      vendor_price: 70.25,
      vat: 25.5,
      client_company: { id: acme, name: 'Acme Oy' },
      vendor_company: { id: globex, name: 'Globex Ltd' },
      consultant: { id: expect.any(Number), name: 'Maria Nieminen', title: 'Senior developer' },
      consult_skills: ['TypeScript', 'react', 'SQL'],
    })
    const [term] = await t.db
      .select()
      .from(contractTerms)
      .where(eq(contractTerms.contractId, response.body.id))
    expect([term!.clientPrice, term!.vendorPrice]).toEqual(['95.5000', '70.2500'])
  })

  it('defaults status to not started and needs only the four required fields', async () => {
    const { id } = await create({
      the_contract_id: 'MIN-1',
      client_company_id: acme,
      vendor_company_id: globex,
      contract_start: '2026-03-01',
    })
    expect(await get(id)).toMatchObject({
      status: 'not started',
      consultant: null,
      consult_skills: [],
      client_price: null,
    })
  })

  it.each([
    ['an unknown status', { status: 'active' }, 'status'],
    ['a client company that does not exist', { client_company_id: 99999 }, 'client_company_id'],
    ['a vendor company that does not exist', { vendor_company_id: 99999 }, 'vendor_company_id'],
    ['an allocation with a percent sign', { allocation: '50%' }, 'allocation'],
    ['an allocation over 100', { allocation: 150 }, 'allocation'],
    ['a price that is not a number', { client_price: 'lots' }, 'client_price'],
    ['a public id with spaces', { the_contract_id: 'has space' }, 'the_contract_id'],
    ['an end before the start', { contract_end: '2025-12-31' }, 'contract_end'],
    ['a date that is not YYYY-MM-DD', { contract_start: '01.01.2026' }, 'contract_start'],
    ['skills of the wrong type', { consult_skills: 42 }, 'consult_skills'],
    ['an unknown consultant id', { selected_consultant: { id: 99999 } }, 'selected_consultant.id'],
    ['no client company', { client_company_id: undefined }, 'client_company_id'],
  ])('answers 422 naming the field for %s, and stores nothing', async (_case, overrides, field) => {
    const response = await t.request('POST', '/api/v1/contracts', {
      token: admin,
      body: contract(overrides),
    })
    expect(response.status).toBe(422)
    expect(Object.keys(response.body.errors)).toEqual([field])
    expect(await t.db.select().from(contracts)).toEqual([])
  })

  it('says to drop the percent sign for "50%"', async () => {
    const response = await t.request('POST', '/api/v1/contracts', {
      token: admin,
      body: contract({ allocation: '50%' }),
    })
    expect(response.body.errors.allocation).toEqual(['Send the number alone, without the % sign.'])
  })

  it('keeps the_contract_id unique for ever, terminated contracts included', async () => {
    const { id } = await create()
    expect(
      (await t.request('POST', '/api/v1/contracts', { token: admin, body: contract() })).status,
    ).toBe(422)
    await t.request('DELETE', `/api/v1/contracts/id/${id}`, { token: admin })
    const again = await t.request('POST', '/api/v1/contracts', { token: admin, body: contract() })
    expect(again.status).toBe(422)
    expect(Object.keys(again.body.errors)).toEqual(['the_contract_id'])
  })

  it('clears contract_end when is_infinite is true', async () => {
    const { id } = await create(contract({ is_infinite: true }))
    expect(await get(id)).toMatchObject({ is_infinite: true, contract_end: null })
  })
})

describe('edit by public id and by numeric id', () => {
  it.each([['public'], ['numeric']])(
    'merges by %s id: omitted fields kept, 200 with the seed message',
    async (variant) => {
      const { id, the_contract_id } = await create()
      const before = await get(id)
      const response = await editBy(variant === 'public' ? the_contract_id : `id/${id}`, {
        vendor_price: '72.10',
        status: 'ended',
      })
      expect(response.status).toBe(200)
      expect(response.body).toEqual({ message: 'Contract updated successfully' })
      const after = await get(id)
      expect(after).toEqual({
        ...before,
        vendor_price: 72.1,
        // 95.50 − 72.10, and that over 72.10.
        margin: 23.4,
        markup_percent: 32.45,
        status: 'ended',
        version: before.version + 1,
        updated_at: expect.any(String),
      })
    },
  )

  it('answers 422 for a status outside the four, and changes nothing', async () => {
    const { id } = await create()
    const before = await get(id)
    const response = await editBy(`id/${id}`, { status: 'paused', vendor_price: 1 })
    expect(response.status).toBe(422)
    expect(Object.keys(response.body.errors)).toEqual(['status'])
    expect(await get(id)).toEqual(before)
  })

  it('answers 422 for a company id that does not exist; companies are not found by name', async () => {
    const { id } = await create()
    const response = await editBy(`id/${id}`, { client_company_id: 99999 })
    expect(response.status).toBe(422)
    expect(Object.keys(response.body.errors)).toEqual(['client_company_id'])
    const byName = await editBy(`id/${id}`, { client_company_id: 'Acme Oy' })
    expect(byName.status).toBe(422)
    expect((await editBy(`id/${id}`, { vendor_company_id: initech })).status).toBe(200)
    expect((await get(id)).vendor_company).toEqual({ id: initech, name: 'Initech' })
  })

  it('answers 422, never 500, for "50%" and for skills of the wrong type', async () => {
    const { id } = await create()
    const percent = await editBy(`id/${id}`, { allocation: '50%' })
    expect(percent.status).toBe(422)
    expect(percent.body.errors.allocation[0]).toMatch(/without the % sign/)
    for (const skills of [42, { a: 1 }, [1, 2], null]) {
      const response = await editBy(`id/${id}`, {
        consult_skills: skills,
        selected_consultant: { name: 'X' },
      })
      expect(response.status, JSON.stringify(skills)).toBe(422)
    }
  })

  it('keeps the skills when consultant data changes and consult_skills is omitted; [] empties them', async () => {
    const { id } = await create()
    const consultant = (await get(id)).consultant
    expect(
      (
        await editBy(`id/${id}`, {
          selected_consultant: { id: consultant.id, title: 'Lead developer' },
        })
      ).status,
    ).toBe(200)
    expect(await get(id)).toMatchObject({
      consultant: { id: consultant.id, title: 'Lead developer' },
      consult_skills: ['TypeScript', 'react', 'SQL'],
    })
    expect((await editBy(`id/${id}`, { consult_skills: [] })).status).toBe(200)
    expect((await get(id)).consult_skills).toEqual([])
    expect((await editBy(`id/${id}`, { consult_skills: 'Go,go, Rust' })).status).toBe(200)
    expect((await get(id)).consult_skills).toEqual(['Go', 'Rust'])
  })

  it('assigns by id, creates by name, detaches with null', async () => {
    const a = await create()
    const b = await create(
      contract({ the_contract_id: 'CT-2', selected_consultant: { name: 'Pekka Puu' } }),
    )
    const pekka = (await get(b.id)).consultant
    expect((await editBy(`id/${a.id}`, { selected_consultant: { id: pekka.id } })).status).toBe(200)
    expect((await get(a.id)).consultant).toEqual(pekka)
    expect(
      (
        await editBy(`id/${a.id}`, {
          selected_consultant: { name: 'New Person', title: 'Analyst' },
        })
      ).status,
    ).toBe(200)
    expect((await get(a.id)).consultant).toMatchObject({ name: 'New Person', title: 'Analyst' })
    expect((await editBy(`id/${a.id}`, { selected_consultant: null })).status).toBe(200)
    expect((await get(a.id)).consultant).toBeNull()
  })

  it('clears the end with is_infinite, refuses an end before the stored start, ignores unknown fields', async () => {
    const { id } = await create()
    expect(
      (await editBy(`id/${id}`, { is_infinite: true, contract_end: '2027-01-01' })).status,
    ).toBe(200)
    expect(await get(id)).toMatchObject({ is_infinite: true, contract_end: null })
    const early = await editBy(`id/${id}`, { contract_end: '2025-06-01' })
    expect(early.status).toBe(422)
    expect(Object.keys(early.body.errors)).toEqual(['contract_end'])
    expect(
      (await editBy(`id/${id}`, { contract_end: '2027-01-01', no_such_field: 1 })).status,
    ).toBe(200)
    expect(await get(id)).toMatchObject({ is_infinite: false, contract_end: '2027-01-01' })
  })

  it('answers 404 for an unknown or terminated contract, 400 for a body that is not JSON', async () => {
    expect((await editBy('NOPE', { status: 'ended' })).status).toBe(404)
    expect((await editBy('id/99999', { status: 'ended' })).status).toBe(404)
    const { id } = await create()
    const raw = await t.request('POST', `/api/v1/contracts/id/${id}/edit`, {
      token: admin,
      rawBody: '{"status": ',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(raw.status).toBe(400)
  })
})

describe('terminate', () => {
  it.each([['public'], ['numeric']])(
    'soft-deletes by %s id: gone from list and look-ups, row kept',
    async (variant) => {
      const { id, the_contract_id } = await create()
      const path =
        variant === 'public' ? `/api/v1/contracts/${the_contract_id}` : `/api/v1/contracts/id/${id}`
      const response = await t.request('DELETE', path, { token: admin })
      expect(response.status).toBe(200)
      expect(response.body).toEqual({ message: 'Contract deleted successfully' })
      expect((await t.request('GET', path, { token: admin })).status).toBe(404)
      expect((await t.request('DELETE', path, { token: admin })).status).toBe(404)
      expect((await t.request('GET', '/api/v1/contracts', { token: admin })).body.total).toBe(0)
      const [row] = await t.db.select().from(contracts).where(eq(contracts.id, id))
      expect(row?.deletedAt).toBeInstanceOf(Date)
    },
  )

  it('changes nothing when it answers 404', async () => {
    const stored = () => t.db.select().from(contracts)
    await create()
    const before = await stored()
    expect((await t.request('DELETE', '/api/v1/contracts/id/999', { token: admin })).status).toBe(
      404,
    )
    expect((await t.request('DELETE', '/api/v1/contracts/NOPE-1', { token: admin })).status).toBe(
      404,
    )
    expect(await stored()).toEqual(before)
  })
})

describe('GET /api/v1/contracts', () => {
  async function seedThree() {
    await create(
      contract({
        the_contract_id: 'A-1',
        status: 'ongoing',
        selected_consultant: { name: 'Anna Berg' },
        client_price: 10,
      }),
    )
    await create(
      contract({
        the_contract_id: 'B-2',
        status: 'ended',
        client_company_id: initech,
        selected_consultant: { name: 'Olli Oja' },
        client_price: 30,
      }),
    )
    await create(
      contract({
        the_contract_id: 'C-3',
        status: 'ongoing',
        vendor_company_id: initech,
        selected_consultant: null,
        client_price: 20,
      }),
    )
  }
  const ids = (body: { contracts: { the_contract_id: string }[] }) =>
    body.contracts.map((c) => c.the_contract_id)

  it('lists newest first with companies, consultant and pagination metadata', async () => {
    await seedThree()
    const response = await t.request('GET', '/api/v1/contracts?per_page=2', { token: admin })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      total: 3,
      per_page: 2,
      current_page: 1,
      last_page: 2,
      from: 1,
      to: 2,
    })
    expect(ids(response.body)).toEqual(['C-3', 'B-2'])
    expect(response.body.contracts[1]).toMatchObject({
      client_company: { name: 'Initech' },
      vendor_company: { name: 'Globex Ltd' },
      consultant: { name: 'Olli Oja' },
    })
  })

  it('filters by status (422 for others) and searches consultant, companies and ids ignoring case', async () => {
    await seedThree()
    const list = async (query: string) =>
      (await t.request('GET', `/api/v1/contracts?${query}`, { token: admin })).body
    expect(ids(await list('status=ongoing'))).toEqual(['C-3', 'A-1'])
    expect(ids(await list('status=not%20started'))).toEqual([])
    expect(
      (await t.request('GET', '/api/v1/contracts?status=active', { token: admin })).status,
    ).toBe(422)
    expect(ids(await list('search=OLLI'))).toEqual(['B-2'])
    expect(ids(await list('search=initech'))).toEqual(['C-3', 'B-2'])
    expect(ids(await list('search=globex'))).toEqual(['B-2', 'A-1'])
    expect(ids(await list('search=a-1'))).toEqual(['A-1'])
    expect(ids(await list('search=acme-po'))).toEqual(['C-3', 'B-2', 'A-1'])
    expect(await list('status=ongoing&search=initech')).toMatchObject({ total: 1 })
  })

  it('searches text with quotes, backslashes and wildcards as typed', async () => {
    await seedThree()
    await create(
      contract({ the_contract_id: 'Q-4', selected_consultant: { name: "Seán O'Brien" } }),
    )
    await create(
      contract({ the_contract_id: 'R-5', client_contract_id: 'R_5\\x', selected_consultant: null }),
    )
    const found = async (search: string) =>
      ids(
        (
          await t.request('GET', `/api/v1/contracts?search=${encodeURIComponent(search)}`, {
            token: admin,
          })
        ).body,
      )
    expect(await found("o'brien")).toEqual(['Q-4'])
    expect(await found("o''brien")).toEqual([])
    expect(await found('r_5\\')).toEqual(['R-5'])
    expect(await found('r%5')).toEqual([])
    expect(await found("'; select 1; --")).toEqual([])
  })

  it('finds and shows a consultant by a new name after a rename, in each of their contracts', async () => {
    await seedThree()
    const anna = (await t.request('GET', '/api/v1/consultants?search=anna', { token: admin })).body
      .consultants[0]
    const c3 = (await t.request('GET', '/api/v1/contracts/C-3', { token: admin })).body
    await editBy(`id/${c3.id}`, {
      selected_consultant: { id: anna.id, name: 'Anna Virtanen', title: 'Lead' },
    })
    const found = (await t.request('GET', '/api/v1/contracts?search=virtanen', { token: admin }))
      .body
    expect(ids(found)).toEqual(['C-3', 'A-1'])
    const renamed = { id: anna.id, name: 'Anna Virtanen', title: 'Lead' }
    expect(found.contracts.map((c: ContractRecord) => c.consultant)).toEqual([renamed, renamed])
    // A-1 itself was not edited: its answer changed with the name it shows.
    expect((await t.request('GET', '/api/v1/contracts/A-1', { token: admin })).body).toMatchObject({
      consultant: renamed,
    })
  })

  it('shows a company’s current name wherever it appears, renamed in the database', async () => {
    await seedThree()
    await t.request('POST', '/api/v1/inquiries', {
      token: client,
      body: {
        title: 'Backend developer',
        industry: { name: 'Software' },
        hires: [{ title: 'Developer', type: 'full_time' }],
      },
    })
    expect(await derivedDrift(t.db)).toEqual([])
    // Renamed in the database (no operation renames a company): every answer shows the new name.
    await t.db.update(companies).set({ name: 'Initech Group' }).where(eq(companies.id, initech))
    await t.db.update(companies).set({ name: 'Acme Group' }).where(eq(companies.id, acme))
    const list = (await t.request('GET', '/api/v1/contracts', { token: admin })).body
    expect(
      list.contracts.map((c: ContractRecord) => [c.client_company.name, c.vendor_company.name]),
    ).toEqual([
      ['Acme Group', 'Initech Group'],
      ['Initech Group', 'Globex Ltd'],
      ['Acme Group', 'Globex Ltd'],
    ])
    const inquiries = (await t.request('GET', '/api/v1/inquiries', { token: client })).body
    expect(inquiries.orders[0].company.name).toBe('Acme Group')
  })

  it('sorts with the sort extension and answers 422 for an unknown field', async () => {
    await seedThree()
    const sorted = async (sort: string) =>
      ids((await t.request('GET', `/api/v1/contracts?sort=${sort}`, { token: admin })).body)
    expect(await sorted('client_price')).toEqual(['A-1', 'C-3', 'B-2'])
    expect(await sorted('-client_price')).toEqual(['B-2', 'C-3', 'A-1'])
    // Ties (A-1 and C-3 have one client) by id in the sort's direction.
    expect(await sorted('client_company')).toEqual(['A-1', 'C-3', 'B-2'])
    expect(await sorted('-vendor_company')).toEqual(['C-3', 'B-2', 'A-1'])
    // Ignoring case, as people read names: "aalto" before "Acme".
    const aalto = await resolveCompanyByName(t.db, 'aalto partners')
    await create(contract({ the_contract_id: 'D-4', client_company_id: aalto }))
    expect(await sorted('client_company')).toEqual(['D-4', 'A-1', 'C-3', 'B-2'])
    expect(await sorted('-client_company')).toEqual(['B-2', 'C-3', 'A-1', 'D-4'])
    const bad = await t.request('GET', '/api/v1/contracts?sort=salary', { token: admin })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors)).toEqual(['sort'])
  })

  it('keeps totals exact after writes', async () => {
    await seedThree()
    expect(
      (await t.request('GET', '/api/v1/contracts?status=ongoing', { token: admin })).body.total,
    ).toBe(2)
    const d4 = await create(contract({ the_contract_id: 'D-4', status: 'ongoing' }))
    const total = async (query = '') =>
      (await t.request('GET', `/api/v1/contracts?${query}`, { token: admin })).body.total
    expect(await total('status=ongoing')).toBe(3)
    await editBy('D-4', { status: 'ended' })
    expect([await total('status=ongoing'), await total('status=ended'), await total()]).toEqual([
      2, 2, 4,
    ])
    await t.request('DELETE', `/api/v1/contracts/id/${d4.id}`, { token: admin })
    expect([await total('status=ended'), await total(), await total('search=d-4')]).toEqual([
      1, 3, 0,
    ])
  })

  it('filters by client company, vendor company, consultant and type (extensions), with the other filters, sorts and pages', async () => {
    await seedThree()
    await editBy('B-2', { type: 'Fixed' })
    const anna = (await t.request('GET', '/api/v1/consultants?search=anna', { token: admin })).body
      .consultants[0].id
    const list = async (query: string) => {
      const response = await t.request('GET', `/api/v1/contracts?${query}`, { token: admin })
      expect(response.status, query).toBe(200)
      return response.body
    }
    expect(ids(await list(`client_company_id=${acme}`))).toEqual(['C-3', 'A-1'])
    expect(ids(await list(`client_company_id=${initech}`))).toEqual(['B-2'])
    expect(ids(await list(`vendor_company_id=${initech}`))).toEqual(['C-3'])
    expect(ids(await list(`vendor_company_id=${globex}`))).toEqual(['B-2', 'A-1'])
    expect(ids(await list(`consultant_id=${anna}`))).toEqual(['A-1'])
    // The type: the whole value, ignoring case; empty is no filter.
    expect(ids(await list('type=HOURLY'))).toEqual(['C-3', 'A-1'])
    expect(ids(await list('type=fixed'))).toEqual(['B-2'])
    expect(ids(await list('type=hour'))).toEqual([])
    expect(ids(await list('type=%20'))).toEqual(['C-3', 'B-2', 'A-1'])
    // An id that names no row matches nothing.
    expect(await list('client_company_id=999999')).toMatchObject({ total: 0, contracts: [] })
    expect(await list('consultant_id=2147483647')).toMatchObject({ total: 0 })
    // With the search, the status, a date range, a sort and pages: the total is the whole set's.
    expect(ids(await list(`client_company_id=${acme}&search=anna`))).toEqual(['A-1'])
    const paged = await list(
      `client_company_id=${acme}&status=ongoing&type=hourly&sort=-client_price&per_page=1&page=2`,
    )
    expect(paged).toMatchObject({ total: 2, last_page: 2, from: 2, to: 2 })
    expect(ids(paged)).toEqual(['A-1'])
    expect(
      ids(
        await list(
          `vendor_company_id=${globex}&contract_start_from=2026-01-01&contract_start_to=2026-01-01&status=ended`,
        ),
      ),
    ).toEqual(['B-2'])
    expect(await list(`client_company_id=${acme}&vendor_company_id=${initech}`)).toMatchObject({
      total: 1,
    })
  })

  it('answers 422 naming each bad filter, and the CSV export takes the same filters', async () => {
    await seedThree()
    const bad = await t.request(
      'GET',
      `/api/v1/contracts?client_company_id=abc&vendor_company_id=0&consultant_id=1.5&type=${'x'.repeat(256)}`,
      { token: admin },
    )
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'client_company_id',
      'consultant_id',
      'type',
      'vendor_company_id',
    ])
    const exported = await t.app.request(
      `/api/v1/contracts/export.csv?client_company_id=${acme}&type=Hourly&sort=client_price`,
      { headers: { Authorization: `Bearer ${admin}` } },
    )
    expect(exported.headers.get('x-total-count')).toBe('2')
    const lines = (await exported.text()).trim().split('\r\n')
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['A-1', 'C-3'])
    const refused = await t.app.request('/api/v1/contracts/export.csv?consultant_id=x', {
      headers: { Authorization: `Bearer ${admin}` },
    })
    expect(refused.status).toBe(422)
    expect(Object.keys((await refused.json()).errors)).toEqual(['consultant_id'])
  })

  it('keeps filtered totals exact after writes, a search among them', async () => {
    await seedThree()
    const total = async (query: string) =>
      (await t.request('GET', `/api/v1/contracts?${query}`, { token: admin })).body.total
    const queries = [
      'search=acme-po',
      'search=acme-po&type=hourly',
      `search=acme-po&client_company_id=${acme}`,
      `search=acme-po&vendor_company_id=${initech}`,
      `type=hourly&client_company_id=${acme}`,
    ]
    const totals = async () => Promise.all(queries.map(total))
    expect(await totals()).toEqual([3, 3, 2, 1, 2])
    await editBy('A-1', { type: 'fixed' })
    expect(await totals()).toEqual([3, 2, 2, 1, 1])
    await editBy('C-3', { client_company_id: initech, vendor_company_id: globex })
    expect(await totals()).toEqual([3, 2, 1, 0, 0])
    await create(contract({ the_contract_id: 'D-4', vendor_company_id: initech }))
    expect(await totals()).toEqual([4, 3, 2, 1, 1])
    await t.request('DELETE', '/api/v1/contracts/D-4', { token: admin })
    expect(await totals()).toEqual([3, 2, 1, 0, 0])
  })

  it('answers exactly the declared shapes: the list and one contract by either id', async () => {
    await seedThree()
    const list = (await t.request('GET', '/api/v1/contracts', { token: admin })).body
    // Parsing drops what a schema does not declare: equal means nothing extra and nothing missing.
    expect(ContractList.parse(list)).toEqual(list)
    for (const record of list.contracts) {
      expect(await get(record.id)).toEqual(record)
      const byPublicId = await t.request('GET', `/api/v1/contracts/${record.the_contract_id}`, {
        token: admin,
      })
      expect(ContractRecord.parse(byPublicId.body)).toEqual(record)
    }
    expect(list.contracts[2]).toMatchObject({
      the_contract_id: 'A-1',
      allocation: 80,
      client_price: 10,
      vendor_price: 70.25,
      vat: 25.5,
      contract_start: '2026-01-01',
      consult_skills: ['TypeScript', 'react', 'SQL'],
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    })
  })

  it('exports the filtered, sorted set as CSV', async () => {
    await seedThree()
    const response = await t.app.request(
      '/api/v1/contracts/export.csv?status=ongoing&sort=client_price',
      {
        headers: { Authorization: `Bearer ${admin}` },
      },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/text\/csv/)
    expect(response.headers.get('x-total-count')).toBe('2')
    const lines = (await response.text()).trim().split('\r\n')
    expect(lines[0]).toMatch(/^id,the_contract_id,/)
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['A-1', 'C-3'])
  })
})

describe('admin only', () => {
  it('answers 403 to a client and 401 without a token on every contract operation', async () => {
    const { id, the_contract_id } = await create()
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/v1/contracts'],
      ['POST', '/api/v1/contracts', contract({ the_contract_id: 'X-9' })],
      ['GET', `/api/v1/contracts/${the_contract_id}`],
      ['GET', `/api/v1/contracts/id/${id}`],
      ['POST', `/api/v1/contracts/${the_contract_id}/edit`, { status: 'ended' }],
      ['POST', `/api/v1/contracts/id/${id}/edit`, { status: 'ended' }],
      ['DELETE', `/api/v1/contracts/${the_contract_id}`],
      ['DELETE', `/api/v1/contracts/id/${id}`],
      ['GET', '/api/v1/consultants'],
      ['GET', '/api/v1/contracts/export.csv'],
    ]
    for (const [method, path, body] of calls) {
      expect(
        (await t.request(method, path, { token: client, body })).status,
        `${method} ${path}`,
      ).toBe(403)
      expect((await t.request(method, path, { body })).status, `${method} ${path}`).toBe(401)
    }
    expect(await get(id)).toMatchObject({ status: 'ongoing' })
  })
})

describe('GET /api/v1/consultants', () => {
  it('lists by name with search and limit', async () => {
    await create(contract({ the_contract_id: 'K-1', selected_consultant: { name: 'Zed Zulu' } }))
    await create(contract({ the_contract_id: 'K-2', selected_consultant: { name: 'amy Adams' } }))
    const all = await t.request('GET', '/api/v1/consultants', { token: admin })
    expect(all.body.consultants.map((c: { name: string }) => c.name)).toEqual([
      'amy Adams',
      'Zed Zulu',
    ])
    const found = await t.request('GET', '/api/v1/consultants?search=ZUL&limit=5', { token: admin })
    expect(found.body.consultants).toEqual([
      { id: expect.any(Number), name: 'Zed Zulu', title: null },
    ])
    expect((await t.request('GET', '/api/v1/consultants?limit=0', { token: admin })).status).toBe(
      422,
    )
  })
})
