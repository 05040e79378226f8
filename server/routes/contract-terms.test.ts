import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { resolveCompanyByName } from '../db/companies'
import { findContractRecord, readingOn } from '../db/contract-reads'
import { addTerm as addTermOf } from '../db/contract-terms'
import { derivedDrift } from '../db/derived'
import { addDays } from '../db/overview'
import { createTestContext, type TestContext } from '../test/harness'

/**
 * A contract over time: its terms (a rate from a day), extensions, notice and renewal, margins.
 * The server's clock is moved (Date alone) to see a term take effect without any write.
 */

let t: TestContext
let admin: string
let acme: number
let globex: number

beforeAll(async () => {
  t = await createTestContext()
})
beforeEach(async () => {
  await t.reset()
  admin = (await t.createUser({ email: 'admin@hq.example', company: 'Staffing HQ', type: 'admin' }))
    .token
  acme = await resolveCompanyByName(t.db, 'Acme Oy')
  globex = await resolveCompanyByName(t.db, 'Globex Ltd')
})
afterEach(async () => {
  vi.useRealTimers()
  // Whatever a test wrote, the terms' validity, tallies and search texts say what the rows say.
  expect(await derivedDrift(t.db)).toEqual([])
})
afterAll(async () => {
  await t.close()
})

/** The server's clock at `at` (an ISO time); only Date moves, timers run as ever. */
const clockAt = (at: string) => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(at))
}

let made = 0
async function create(body: Record<string, unknown> = {}) {
  const response = await t.request('POST', '/api/v1/contracts', {
    token: admin,
    body: {
      the_contract_id: `T-${++made}`,
      client_company_id: acme,
      vendor_company_id: globex,
      contract_start: '2026-01-01',
      contract_end: '2026-12-31',
      client_price: '100',
      vendor_price: '80',
      allocation: 100,
      max_hours: 1000,
      ...body,
    },
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.id as number
}

const get = async (id: number) => {
  const response = await t.request('GET', `/api/v1/contracts/id/${id}`, { token: admin })
  expect(response.status).toBe(200)
  return response
}
const terms = async (id: number) => {
  const response = await t.request('GET', `/api/v1/contracts/id/${id}/terms`, { token: admin })
  expect(response.status).toBe(200)
  return response.body.terms as Record<string, unknown>[]
}
const addTerm = (id: number, body: Record<string, unknown>) =>
  t.request('POST', `/api/v1/contracts/id/${id}/terms`, { token: admin, body })
const extend = (id: number, body: Record<string, unknown>) =>
  t.request('POST', `/api/v1/contracts/id/${id}/extend`, { token: admin, body })
const edit = (id: number, body: Record<string, unknown>) =>
  t.request('POST', `/api/v1/contracts/id/${id}/edit`, { token: admin, body })
const history = async (id: number) =>
  (await t.request('GET', `/api/v1/contracts/id/${id}/history`, { token: admin })).body.history as {
    action: string
    changes: Record<string, { from: unknown; to: unknown }>
  }[]

describe('terms', () => {
  it('a new contract has one term from its start, with its prices and workload', async () => {
    clockAt('2026-03-10T12:00:00Z')
    const id = await create()
    expect(await terms(id)).toEqual([
      {
        id: expect.any(Number),
        effective_from: '2026-01-01',
        client_price: 100,
        vendor_price: 80,
        allocation: 100,
        max_hours: 1000,
        margin: 20,
        reason: null,
        in_effect: true,
        removable: false,
        created_at: expect.any(String),
        actor: { id: expect.any(Number), name: expect.any(String) },
      },
    ])
  })

  it('a term from tomorrow changes the answer at midnight UTC, without any write', async () => {
    clockAt('2026-05-31T23:59:59.000Z')
    const id = await create()
    const added = await addTerm(id, {
      effective_from: '2026-06-01',
      client_price: '110',
      reason: 'Annual rate review',
    })
    expect(added.status, JSON.stringify(added.body)).toBe(201)
    // What was left out carries over from the term before.
    expect(added.body).toMatchObject({
      effective_from: '2026-06-01',
      client_price: 110,
      vendor_price: 80,
      allocation: 100,
      max_hours: 1000,
      margin: 30,
      reason: 'Annual rate review',
      in_effect: false,
    })
    const before = await get(id)
    expect(before.body).toMatchObject({ client_price: 100, margin: 20 })

    vi.setSystemTime(new Date('2026-06-01T00:00:00.000Z'))
    const after = await get(id)
    expect(after.body).toMatchObject({ client_price: 110, vendor_price: 80, margin: 30 })
    expect(after.body.version).toBe(before.body.version)
    // The answer changed, so its ETag did: a cached copy is not "not modified".
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'))
    expect((await terms(id)).map((term) => [term.in_effect, term.removable])).toEqual([
      [false, false],
      [true, false],
    ])
  })

  it('at midnight the list, its sort and margin filter, the summary and the groups take the term too', async () => {
    clockAt('2026-05-31T23:59:59.000Z')
    const cheap = await create({ client_price: '100', vendor_price: '80' })
    const dear = await create({ client_price: '150', vendor_price: '80' })
    const raised = { effective_from: '2026-06-01', client_price: '200', reason: 'Rate review' }
    expect((await addTerm(cheap, raised)).status).toBe(201)
    const read = async () => {
      const get = async (path: string) => {
        const response = await t.request('GET', `/api/v1/contracts${path}`, { token: admin })
        expect(response.status, path).toBe(200)
        return response.body
      }
      const sorted = await get('?sort=-client_price')
      const summary = await get('/summary')
      return {
        sorted: sorted.contracts.map((c: { id: number; client_price: number }) => [
          c.id,
          c.client_price,
        ]),
        thin: (await get('?margin_below=50')).contracts.map((c: { id: number }) => c.id),
        summary: [summary.client_price_sum, summary.margin_sum],
        groups: (await get('/groups?by=status')).groups.map(
          (g: { client_price_sum: number; margin_sum: number }) => [
            g.client_price_sum,
            g.margin_sum,
          ],
        ),
      }
    }
    const before = {
      sorted: [
        [dear, 150],
        [cheap, 100],
      ],
      thin: [cheap],
      summary: [250, 90],
      groups: [[250, 90]],
    }
    expect(await read()).toEqual(before)
    vi.setSystemTime(new Date('2026-06-01T00:00:00.000Z'))
    expect(await read()).toEqual({
      sorted: [
        [cheap, 200],
        [dear, 150],
      ],
      thin: [],
      summary: [350, 190],
      groups: [[350, 190]],
    })
    // A clock moved back reads the terms of its own day again.
    vi.setSystemTime(new Date('2026-05-31T12:00:00.000Z'))
    expect(await read()).toEqual(before)
  })

  it('a write that copies the term of another day has the copies made sure of again', async () => {
    clockAt('2026-05-31T12:00:00.000Z')
    const id = await create()
    const day = (today: string) => readingOn(t.db, { today, marginWarningPercent: 10 })
    expect((await findContractRecord(t.db, { id }, await day('2026-05-31')))?.client_price).toBe(
      100,
    )
    // Written as of the next day (its term in effect copied onto the contract), then read as of
    // the day before once more: the copies are made sure of for that day again.
    await addTermOf(
      t.db,
      id,
      { effective_from: '2026-06-01', client_price: '200', reason: 'r' },
      null,
      '2026-06-01',
    )
    expect((await findContractRecord(t.db, { id }, await day('2026-05-31')))?.client_price).toBe(
      100,
    )
    expect((await findContractRecord(t.db, { id }, await day('2026-06-01')))?.client_price).toBe(
      200,
    )
  })

  it('the first term answers before the contract starts; a past term, once its day came', async () => {
    clockAt('2025-12-01T08:00:00Z')
    const id = await create()
    expect(
      (await addTerm(id, { effective_from: '2026-02-01', vendor_price: '85', reason: 'r' })).status,
    ).toBe(201)
    expect((await get(id)).body).toMatchObject({ vendor_price: 80 })
    vi.setSystemTime(new Date('2026-08-01T08:00:00Z'))
    expect((await get(id)).body).toMatchObject({ vendor_price: 85, margin: 15 })
  })

  it('refuses a day outside the period or taken by another term, and a missing reason', async () => {
    clockAt('2026-03-10T12:00:00Z')
    const id = await create()
    for (const [body, field] of [
      [{ effective_from: '2025-12-31', client_price: '1', reason: 'r' }, 'effective_from'],
      [{ effective_from: '2027-01-01', client_price: '1', reason: 'r' }, 'effective_from'],
      // The first term's day: the contract's start.
      [{ effective_from: '2026-01-01', client_price: '1', reason: 'r' }, 'effective_from'],
      [{ effective_from: '2026-04-01', client_price: '1' }, 'reason'],
      [{ effective_from: '2026-04-01', client_price: '1', reason: '  ' }, 'reason'],
      [{ effective_from: '2026-04-31', reason: 'r' }, 'effective_from'],
      [{ effective_from: '2026-04-01', client_price: '-5', reason: 'r' }, 'client_price'],
    ] as const) {
      const response = await addTerm(id, body)
      expect(response.status, JSON.stringify(body)).toBe(422)
      expect(Object.keys(response.body.errors)).toEqual([field])
    }
    expect((await addTerm(id, { effective_from: '2026-04-01', reason: 'r' })).status).toBe(201)
    const twice = await addTerm(id, {
      effective_from: '2026-04-01',
      client_price: '2',
      reason: 'r',
    })
    expect(twice.status).toBe(422)
    expect(twice.body.errors.effective_from).toEqual(['Another term starts on this day.'])
    expect(await terms(id)).toHaveLength(2)
    // An open-ended contract takes a term any day from its start.
    const open = await create({ is_infinite: true, contract_end: undefined })
    expect((await addTerm(open, { effective_from: '2031-01-01', reason: 'r' })).status).toBe(201)
  })

  it('answers 404 for a contract that is not there or terminated', async () => {
    const id = await create()
    expect((await t.request('DELETE', `/api/v1/contracts/id/${id}`, { token: admin })).status).toBe(
      200,
    )
    const body = { effective_from: '2026-04-01', reason: 'r' }
    expect((await addTerm(id, body)).status).toBe(404)
    expect((await addTerm(999_999, body)).status).toBe(404)
    expect(
      (await t.request('GET', `/api/v1/contracts/id/${id}/terms`, { token: admin })).status,
    ).toBe(404)
  })

  it('removes a future term only: not the first, nor one in effect or past', async () => {
    clockAt('2026-03-10T12:00:00Z')
    const id = await create()
    const past = (
      await addTerm(id, { effective_from: '2026-02-01', client_price: '105', reason: 'r' })
    ).body
    const today = (
      await addTerm(id, { effective_from: '2026-03-10', client_price: '106', reason: 'r' })
    ).body
    const future = (
      await addTerm(id, { effective_from: '2026-03-11', client_price: '107', reason: 'r' })
    ).body
    const [first] = await terms(id)
    // The answer says which may go: the future one alone.
    expect((await terms(id)).map((term) => term.removable)).toEqual([false, false, false, true])
    const remove = (termId: unknown) =>
      t.request('DELETE', `/api/v1/contracts/id/${id}/terms/${termId}`, { token: admin })
    for (const term of [first, past, today]) {
      const response = await remove(term!.id)
      expect(response.status).toBe(422)
      expect(Object.keys(response.body.errors)).toEqual(['term_id'])
    }
    expect((await remove(999_999)).status).toBe(404)
    expect((await get(id)).body.client_price).toBe(106)
    const version = (await get(id)).body.version
    expect((await remove(future.id)).status).toBe(204)
    expect((await terms(id)).map((term) => term.effective_from)).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-10',
    ])
    expect((await get(id)).body.version).toBe(version + 1)
    const [removed] = await history(id)
    expect(removed).toMatchObject({
      action: 'term_removed',
      changes: {
        effective_from: { from: '2026-03-11', to: null },
        client_price: { from: 107, to: 106 },
        reason: { from: 'r', to: null },
      },
    })
  })

  it("the seed's edit corrects the term in effect, and the history shows the change", async () => {
    clockAt('2026-03-10T12:00:00Z')
    const id = await create()
    await addTerm(id, { effective_from: '2026-02-01', client_price: '105', reason: 'r' })
    await addTerm(id, { effective_from: '2026-07-01', client_price: '120', reason: 'Raise' })
    const response = await edit(id, { client_price: '104.5', max_hours: 900, notes: 'x' })
    expect(response.status).toBe(200)
    expect((await terms(id)).map((term) => [term.client_price, term.max_hours])).toEqual([
      [100, 1000],
      [104.5, 900],
      [120, 1000],
    ])
    const [updated, raise] = await history(id)
    expect(updated).toMatchObject({
      action: 'updated',
      changes: {
        client_price: { from: 105, to: 104.5 },
        max_hours: { from: 1000, to: 900 },
        notes: { from: null, to: 'x' },
      },
    })
    expect(raise).toMatchObject({
      action: 'term_added',
      changes: {
        effective_from: { from: null, to: '2026-07-01' },
        client_price: { from: 105, to: 120 },
        reason: { from: null, to: 'Raise' },
      },
    })
  })

  it('keeps the terms within the period when an edit moves the start or the end', async () => {
    clockAt('2026-03-10T12:00:00Z')
    const id = await create()
    await addTerm(id, { effective_from: '2026-06-01', client_price: '110', reason: 'r' })
    const late = await edit(id, { contract_start: '2026-06-01' })
    expect(late.status).toBe(422)
    expect(Object.keys(late.body.errors)).toEqual(['contract_start'])
    const early = await edit(id, { contract_end: '2026-05-31' })
    expect(early.status).toBe(422)
    expect(Object.keys(early.body.errors)).toEqual(['contract_end'])
    // The first term moves with the start.
    expect((await edit(id, { contract_start: '2026-02-01' })).status).toBe(200)
    expect((await terms(id)).map((term) => term.effective_from)).toEqual([
      '2026-02-01',
      '2026-06-01',
    ])
  })
})

describe('extend', () => {
  it('moves the end later with the reason in history, adding a term when prices change', async () => {
    clockAt('2026-03-10T12:00:00Z')
    const id = await create()
    const plain = await extend(id, { contract_end: '2027-03-31', reason: 'Client asked' })
    expect(plain.status, JSON.stringify(plain.body)).toBe(200)
    expect(plain.body).toMatchObject({ contract_end: '2027-03-31', client_price: 100 })
    expect(await terms(id)).toHaveLength(1)
    expect((await history(id))[0]).toMatchObject({
      action: 'extended',
      changes: {
        contract_end: { from: '2026-12-31', to: '2027-03-31' },
        reason: { from: null, to: 'Client asked' },
      },
    })

    const priced = await extend(id, {
      contract_end: '2027-06-30',
      reason: 'Second phase',
      client_price: '115',
      allocation: 50,
    })
    expect(priced.status).toBe(200)
    const all = await terms(id)
    expect(all.at(-1)).toMatchObject({
      effective_from: '2027-04-01',
      client_price: 115,
      vendor_price: 80,
      allocation: 50,
      reason: 'Second phase',
      in_effect: false,
    })
    expect((await history(id))[0]).toMatchObject({
      action: 'extended',
      changes: {
        contract_end: { from: '2027-03-31', to: '2027-06-30' },
        effective_from: { from: null, to: '2027-04-01' },
        client_price: { from: 100, to: 115 },
        allocation: { from: 100, to: 50 },
        reason: { from: null, to: 'Second phase' },
      },
    })
    // The month it ends in moved: the overview's month tallies follow (checked after each test).
  })

  it('refuses an earlier or the same end, an open-ended contract and a missing reason', async () => {
    const id = await create()
    for (const body of [
      { contract_end: '2026-12-31', reason: 'r' },
      { contract_end: '2026-06-30', reason: 'r' },
      { contract_end: '2027-06-30' },
    ]) {
      const response = await extend(id, body)
      expect(response.status).toBe(422)
      expect(Object.keys(response.body.errors)).toEqual([body.reason ? 'contract_end' : 'reason'])
    }
    const open = await create({ is_infinite: true, contract_end: undefined })
    const response = await extend(open, { contract_end: '2030-01-01', reason: 'r' })
    expect(response.status).toBe(422)
    expect(response.body.errors.contract_end).toEqual([
      'An open-ended contract cannot be extended.',
    ])
    expect((await get(id)).body.contract_end).toBe('2026-12-31')
  })
})

describe('notice, renewal and margins', () => {
  it('notice_deadline is the end less the notice days; renewal is set by the edit', async () => {
    const id = await create({ notice_days: 30 })
    expect((await get(id)).body).toMatchObject({
      notice_days: 30,
      notice_deadline: '2026-12-01',
      renewal: 'undecided',
    })
    expect((await edit(id, { renewal: 'renewing', notice_days: null })).status).toBe(200)
    expect((await get(id)).body).toMatchObject({
      notice_days: null,
      notice_deadline: null,
      renewal: 'renewing',
    })
    for (const body of [{ notice_days: 366 }, { notice_days: 1.5 }, { renewal: 'maybe' }]) {
      const response = await edit(id, body)
      expect(response.status).toBe(422)
      expect(Object.keys(response.body.errors)).toEqual(Object.keys(body))
    }
    const open = await create({ is_infinite: true, contract_end: undefined, notice_days: 30 })
    expect((await get(open)).body.notice_deadline).toBeNull()
  })

  it('margin and markup of the term in effect; a thin margin is flagged', async () => {
    const thin = await create({ client_price: '100', vendor_price: '91' })
    const fair = await create({ client_price: '100', vendor_price: '85' })
    const free = await create({ client_price: '50', vendor_price: '0' })
    const none = await create({ client_price: undefined, vendor_price: undefined })
    expect((await get(thin)).body).toMatchObject({
      margin: 9,
      markup_percent: 9.89,
      thin_margin: true,
    })
    expect((await get(fair)).body).toMatchObject({
      margin: 15,
      markup_percent: 17.65,
      thin_margin: false,
    })
    expect((await get(free)).body).toMatchObject({
      margin: 50,
      markup_percent: null,
      thin_margin: false,
    })
    expect((await get(none)).body).toMatchObject({
      margin: null,
      markup_percent: null,
      thin_margin: false,
    })
  })

  it('MARGIN_WARNING_PERCENT sets what is thin for the deployment', async () => {
    const strict = await createTestContext({ MARGIN_WARNING_PERCENT: '20' })
    try {
      const boss = (
        await strict.createUser({ email: 'boss@hq.example', company: 'HQ', type: 'admin' })
      ).token
      const company = await resolveCompanyByName(strict.db, 'Acme Oy')
      const created = await strict.request('POST', '/api/v1/contracts', {
        token: boss,
        body: {
          the_contract_id: 'S-1',
          client_company_id: company,
          vendor_company_id: company,
          contract_start: '2026-01-01',
          client_price: '100',
          vendor_price: '85',
        },
      })
      const answer = await strict.request('GET', `/api/v1/contracts/id/${created.body.id}`, {
        token: boss,
      })
      expect(answer.body).toMatchObject({ margin: 15, thin_margin: true })
    } finally {
      await strict.close()
    }
  })

  it('the list filters by renewal, notice deadline and margin, and sorts by margin', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const a = await create({
      contract_end: addDays(today, 40),
      notice_days: 30,
      client_price: '100',
      vendor_price: '95',
    })
    const b = await create({
      contract_end: addDays(today, 100),
      notice_days: 30,
      renewal: 'renewing',
      client_price: '100',
      vendor_price: '60',
    })
    const c = await create({
      contract_end: addDays(today, 20),
      client_price: '100',
      vendor_price: '80',
    })
    const list = async (query: string) => {
      const response = await t.request('GET', `/api/v1/contracts?per_page=100&${query}`, {
        token: admin,
      })
      expect(response.status, JSON.stringify(response.body)).toBe(200)
      return (response.body.contracts as { id: number }[]).map((contract) => contract.id)
    }
    expect(await list('renewal=renewing')).toEqual([b])
    expect(await list('renewal=undecided&sort=id')).toEqual([a, c])
    expect(
      await list(`notice_deadline_from=${today}&notice_deadline_to=${addDays(today, 30)}`),
    ).toEqual([a])
    expect(await list('margin_below=20.5&sort=margin')).toEqual([a, c])
    expect(await list('sort=-margin')).toEqual([b, c, a])
    expect(await list('sort=markup_percent')).toEqual([a, c, b])
    expect(await list('sort=notice_deadline')).toEqual([a, b, c])
    for (const query of ['renewal=later', 'margin_below=lots', 'sort=margins']) {
      const response = await t.request('GET', `/api/v1/contracts?${query}`, { token: admin })
      expect(response.status).toBe(422)
      expect(Object.keys(response.body.errors)).toEqual([query.split('=')[0]])
    }
  })
})
