import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_COLUMNS, Preferences } from '../../src/interface'
import { createTestContext, type TestContext } from '../test/harness'

let t: TestContext
let anna: string
let root: string

beforeAll(async () => {
  t = await createTestContext()
})
beforeEach(async () => {
  await t.reset()
  anna = (await t.createUser({ email: 'anna@acme.example', company: 'Acme Oy' })).token
  root = (await t.createUser({ email: 'root@hq.example', company: 'Staffing HQ', type: 'admin' }))
    .token
})
afterAll(async () => {
  await t.close()
})

// No width set by hand, no column pinned.
const UNSET = { density: 'comfortable', widths: {}, pinned: [] }
const DEFAULTS = {
  tables: {
    contracts: { ...UNSET, columns: DEFAULT_COLUMNS.contracts },
    inquiries: { ...UNSET, columns: DEFAULT_COLUMNS.inquiries },
    users: { ...UNSET, columns: DEFAULT_COLUMNS.users },
    activity: { ...UNSET, columns: DEFAULT_COLUMNS.activity },
  },
}

async function read(token: string) {
  const response = await t.request('GET', '/api/v1/user/preferences', { token })
  expect(response.status).toBe(200)
  expect(Preferences.parse(response.body)).toEqual(response.body)
  return response.body
}
const save = (token: string, body: unknown) =>
  t.request('POST', '/api/v1/user/preferences', { token, body })

describe('table preferences', () => {
  it('answer every list’s defaults until the person sets them', async () => {
    expect(await read(anna)).toEqual(DEFAULTS)
    expect(DEFAULT_COLUMNS.contracts).toEqual([
      'the_contract_id',
      'client_company',
      'vendor_company',
      'consultant',
      'status',
      'period',
      'notice_deadline',
      'allocation',
      'client_price',
      'margin',
    ])
  })

  it('merge by list: a list sent changes only the fields sent, the others are kept; null resets', async () => {
    const saved = await save(anna, {
      tables: { contracts: { columns: ['status', 'the_contract_id', 'type'], density: 'compact' } },
    })
    expect(saved.status).toBe(200)
    const contracts = {
      ...DEFAULTS.tables.contracts,
      columns: ['status', 'the_contract_id', 'type'],
      density: 'compact',
    }
    expect(saved.body).toEqual({ tables: { ...DEFAULTS.tables, contracts } })
    expect(await read(anna)).toEqual(saved.body)

    await save(anna, { tables: { users: { density: 'spacious' } } })
    await save(anna, { tables: { contracts: { density: 'spacious' } } })
    const both = await read(anna)
    expect(both.tables.contracts).toEqual({ ...contracts, density: 'spacious' })
    expect(both.tables.users).toEqual({ ...DEFAULTS.tables.users, density: 'spacious' })
    expect(both.tables.inquiries).toEqual(DEFAULTS.tables.inquiries)

    // An empty change changes nothing; null puts one list back to its defaults.
    expect((await save(anna, {})).body).toEqual(both)
    const reset = await save(anna, { tables: { contracts: null, activity: { columns: ['at'] } } })
    expect(reset.body.tables.contracts).toEqual(DEFAULTS.tables.contracts)
    expect(reset.body.tables.users.density).toBe('spacious')
    expect(reset.body.tables.activity).toEqual({ ...DEFAULTS.tables.activity, columns: ['at'] })

    // Widths (the whole map) and pins replace what was saved; an empty pin list unpins all.
    const sized = await save(anna, {
      tables: { contracts: { widths: { client_company: 240, consultant: 180 }, pinned: [] } },
    })
    expect(sized.body.tables.contracts).toMatchObject({
      widths: { client_company: 240, consultant: 180 },
      pinned: [],
    })
    await save(anna, {
      tables: { contracts: { widths: { margin: 90 }, pinned: ['the_contract_id', 'status'] } },
    })
    expect((await read(anna)).tables.contracts).toEqual({
      ...DEFAULTS.tables.contracts,
      widths: { margin: 90 },
      pinned: ['the_contract_id', 'status'],
    })

    // Each person's own: the admin's are untouched.
    expect(await read(root)).toEqual(DEFAULTS)
  })

  it('answer 422 naming each bad list, field, column or density, and keep what was saved', async () => {
    await save(anna, { tables: { inquiries: { columns: ['title', 'status'] } } })
    const before = await read(anna)
    const refused = async (body: unknown) => {
      const response = await save(anna, body)
      expect(response.status, JSON.stringify(body)).toBe(422)
      return response.body.errors
    }
    expect(
      Object.keys(
        await refused({
          tables: {
            contracts: { columns: ['the_contract_id', 'salary'] },
            users: { density: 'tiny', columns: ['title'] },
          },
        }),
      ).sort(),
    ).toEqual(['tables.contracts.columns.1', 'tables.users.columns.0', 'tables.users.density'])
    expect(await refused({ tables: { inquiries: { columns: ['title', 'title'] } } })).toEqual({
      'tables.inquiries.columns': ['Each column once.'],
    })
    expect(Object.keys(await refused({ tables: { inquiries: { columns: [] } } }))).toEqual([
      'tables.inquiries.columns',
    ])
    expect(await refused({ tables: { timesheets: { density: 'compact' } } })).toEqual({
      tables: ['Unknown field: timesheets.'],
    })
    const sizes = await refused({
      tables: {
        contracts: { widths: { salary: 100, margin: 20 }, pinned: ['status', 'status'] },
        users: { widths: { name: 801 }, pinned: ['title'] },
      },
    })
    expect(Object.keys(sizes).sort()).toEqual([
      'tables.contracts.pinned',
      'tables.contracts.widths',
      'tables.contracts.widths.margin',
      'tables.users.pinned.0',
      'tables.users.widths.name',
    ])
    // A column the list does not have is named by the widths' message.
    expect(sizes['tables.contracts.widths'].join(' ')).toContain('salary')
    expect(await refused({ tables: { users: { width: 3 } } })).toEqual({
      'tables.users': ['Unknown field: width.'],
    })
    expect(Object.keys(await refused({ locale: 'fi' }))).toEqual(['body'])
    expect((await save(anna, [1])).status).toBe(400)
    expect(await read(anna)).toEqual(before)
  })

  it('keep both of two saves of different lists at once', async () => {
    await Promise.all([
      save(anna, { tables: { contracts: { density: 'compact' } } }),
      save(anna, { tables: { inquiries: { density: 'spacious' } } }),
      save(anna, { tables: { users: { columns: ['email', 'name'] } } }),
    ])
    const now = await read(anna)
    expect(now.tables.contracts.density).toBe('compact')
    expect(now.tables.inquiries.density).toBe('spacious')
    expect(now.tables.users.columns).toEqual(['email', 'name'])
  })
})
