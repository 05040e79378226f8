import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BULK_MOST } from '../../src/interface'
import { createTestContext, type TestContext } from '../test/harness'

let t: TestContext
let admin: string
let client: string
let acme: number
let globex: number
/** The numeric id of each contract by its public id. */
let id: Record<string, number>

beforeAll(async () => {
  t = await createTestContext()
})
beforeEach(async () => {
  await t.reset()
  ;({ admin, client, acme, globex } = await t.cast())
  id = {}
  const rows = [
    { the_contract_id: 'E-1', status: 'ongoing', client_price: 40, client_company_id: acme },
    { the_contract_id: 'E-2', status: 'ended', client_price: 10, client_company_id: acme },
    { the_contract_id: 'E-3', status: 'ongoing', client_price: 30, client_company_id: globex },
    { the_contract_id: 'E-4', status: 'ongoing', client_price: 20, client_company_id: acme },
    { the_contract_id: 'E-5', status: 'ongoing', client_price: 50, client_company_id: acme },
  ]
  for (const row of rows) {
    const created = await t.request('POST', '/api/v1/contracts', {
      token: admin,
      body: { ...row, vendor_company_id: globex, contract_start: '2026-01-01' },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    id[row.the_contract_id] = created.body.id
  }
})
afterAll(async () => {
  await t.close()
})

const exportCsv = (query: string, token = admin) =>
  t.app.request(`/api/v1/contracts/export.csv?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  })

/** The public ids of an export's rows in order, after checking its header and row count. */
async function exported(query: string) {
  const response = await exportCsv(query)
  expect(response.status, query).toBe(200)
  const [header, ...records] = (await response.text()).trim().split('\r\n')
  expect(header).toMatch(/^id,the_contract_id,/)
  expect(response.headers.get('x-total-count')).toBe(String(records.length))
  return records.map((record) => record.split(',')[1])
}

const idsOf = (...names: string[]) => names.map((name) => id[name]).join(',')

describe('a sort by up to three keys', () => {
  it('orders the list and the export alike: by status, then client, then price descending', async () => {
    const order = ['E-2', 'E-5', 'E-1', 'E-4', 'E-3']
    // ended before ongoing; Acme before Globex; the dearer first.
    expect(await exported('sort=status,client_company,-client_price')).toEqual(order)
    const list = await t.request(
      'GET',
      '/api/v1/contracts?sort=status,client_company,-client_price',
      {
        token: admin,
      },
    )
    expect(list.body.contracts.map((c: { the_contract_id: string }) => c.the_contract_id)).toEqual(
      order,
    )
  })

  it('refuses a field twice, an unknown one and a fourth, naming sort', async () => {
    for (const sort of [
      'status,-status',
      'status,salary',
      'status,client_company,vendor_company,id',
      'status,',
    ]) {
      const response = await t.request('GET', `/api/v1/contracts?sort=${sort}`, { token: admin })
      expect(response.status, sort).toBe(422)
      expect(Object.keys(response.body.errors), sort).toEqual(['sort'])
      expect((await exportCsv(`sort=${sort}`)).status, sort).toBe(422)
    }
  })
})

describe('GET /api/v1/contracts/export.csv?ids=', () => {
  it('exports exactly the picked contracts, in the requested sort', async () => {
    const picked = idsOf('E-4', 'E-1', 'E-2')
    expect(await exported(`ids=${picked}&sort=client_price`)).toEqual(['E-2', 'E-4', 'E-1'])
    expect(await exported(`ids=${picked}&sort=-client_price`)).toEqual(['E-1', 'E-4', 'E-2'])
    expect(await exported(`ids=${picked}&sort=the_contract_id`)).toEqual(['E-1', 'E-2', 'E-4'])
    // Newest first without a sort, as the export always is.
    expect(await exported(`ids=${picked}`)).toEqual(['E-4', 'E-2', 'E-1'])
    // One id alone, and one given twice (one row).
    expect(await exported(`ids=${id['E-3']}`)).toEqual(['E-3'])
    expect(await exported(`ids=${idsOf('E-5', 'E-5')}`)).toEqual(['E-5'])
  })

  it('combines with the other filters: only picked contracts that also match them', async () => {
    const picked = idsOf('E-1', 'E-2', 'E-3', 'E-4')
    expect(await exported(`ids=${picked}&status=ongoing&sort=client_price`)).toEqual([
      'E-4',
      'E-3',
      'E-1',
    ])
    expect(
      await exported(`ids=${picked}&status=ongoing&client_company_id=${acme}&sort=client_price`),
    ).toEqual(['E-4', 'E-1'])
    expect(await exported(`ids=${picked}&search=E-3`)).toEqual(['E-3'])
    expect(await exported(`ids=${id['E-5']}&status=ended`)).toEqual([])
  })

  it('yields no row for an id that names no contract, or a terminated one, as the export leaves those out', async () => {
    expect(await exported(`ids=${idsOf('E-1')},999999`)).toEqual(['E-1'])
    expect(await exported('ids=999999')).toEqual([])
    const terminated = await t.request('DELETE', '/api/v1/contracts/E-2', { token: admin })
    expect(terminated.status).toBe(200)
    expect(await exported(`ids=${idsOf('E-1', 'E-2')}&sort=the_contract_id`)).toEqual(['E-1'])
    expect(await exported('sort=the_contract_id')).toEqual(['E-1', 'E-3', 'E-4', 'E-5'])
  })

  it('takes up to 500 ids', async () => {
    const many = Array.from({ length: BULK_MOST - 1 }, (_, i) => 100_000 + i)
    expect(await exported(`ids=${[...many, id['E-3']].join(',')}`)).toEqual(['E-3'])
  })

  it.each([
    ['not numbers', 'ids=abc'],
    ['a number and a word', 'ids=3,x'],
    ['an empty item', 'ids=3,,4'],
    ['a trailing comma', 'ids=3,'],
    ['nothing', 'ids='],
    ['a decimal', 'ids=1.5'],
    ['zero', 'ids=0'],
    ['a negative id', 'ids=-3'],
    ['an id past the integer range', 'ids=2147483648'],
    ['more than 500', `ids=${Array.from({ length: BULK_MOST + 1 }, (_, i) => i + 1).join(',')}`],
    ['sent twice', 'ids=1&ids=2'],
  ])('answers 422 naming ids for %s', async (_case, query) => {
    const response = await exportCsv(query)
    expect(response.status).toBe(422)
    const body = await response.json()
    expect(Object.keys(body.errors)).toEqual(['ids'])
    expect(body.errors.ids[0]).toMatch(/\w/)
  })

  it('names ids beside another bad filter', async () => {
    const response = await exportCsv('ids=0&consultant_id=x')
    expect(response.status).toBe(422)
    expect(Object.keys((await response.json()).errors).sort()).toEqual(['consultant_id', 'ids'])
  })

  it('stays admin only: a client gets 403 with or without ids, and no token 401', async () => {
    expect((await exportCsv(`ids=${id['E-1']}`, client)).status).toBe(403)
    expect((await exportCsv('ids=abc', client)).status).toBe(403)
    expect((await t.app.request(`/api/v1/contracts/export.csv?ids=${id['E-1']}`)).status).toBe(401)
  })
})

describe('the OpenAPI document', () => {
  it('documents ids on the export as an extension, text of comma-separated ids', async () => {
    const doc = await (await t.app.request('/api/openapi.json')).json()
    const parameters = doc.paths['/api/v1/contracts/export.csv'].get.parameters as {
      name: string
      in: string
      required?: boolean
      description?: string
      schema: { type: string }
    }[]
    const ids = parameters.find((parameter) => parameter.name === 'ids')
    expect(ids).toMatchObject({ in: 'query', required: false, schema: { type: 'string' } })
    expect(ids!.description).toMatch(/^Extension: .*comma-separated/)
    // The list itself does not take it.
    const list = doc.paths['/api/v1/contracts'].get.parameters as { name: string }[]
    expect(list.map((parameter) => parameter.name)).not.toContain('ids')
  })
})
