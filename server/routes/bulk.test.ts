import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ContractList, HistoryPage } from '../../src/interface'
import { rowsOf } from '../db/rows'
import { derivedDrift } from '../db/derived'
import { createTestContext, type TestContext } from '../test/harness'

/** Bulk status changes and terminations of contracts, and the restore that undoes a termination. */

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
})
afterAll(async () => {
  await t.close()
})

async function createContracts(n: number) {
  const ids: number[] = []
  for (let i = 0; i < n; i++) {
    const response = await t.request('POST', '/api/v1/contracts', {
      token: admin,
      body: {
        the_contract_id: `B-${i}`,
        client_company_id: acme,
        vendor_company_id: globex,
        contract_start: '2026-01-01',
        contract_end: '2026-12-31',
        status: 'not started',
      },
    })
    expect(response.status).toBe(201)
    ids.push(response.body.id)
  }
  return ids
}

const bulk = (body: unknown, token = admin) =>
  t.request('POST', '/api/v1/contracts/bulk', { token, body })
const list = async (query = '') =>
  ContractList.parse((await t.request('GET', `/api/v1/contracts${query}`, { token: admin })).body)
const entries = async (id: number) =>
  HistoryPage.parse(
    (await t.request('GET', `/api/v1/contracts/id/${id}/history`, { token: admin })).body,
  ).history
const historyCount = async () =>
  (await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from history`))[0]!.n

describe('POST /api/v1/contracts/bulk', () => {
  it('sets the status of every contract named, each with its own history entry; the totals follow', async () => {
    const ids = await createContracts(4)
    // Warm the kept search totals (PGlite): they must move with the bulk write.
    expect((await list('?search=acme&status=ongoing')).total).toBe(0)
    const response = await bulk({
      ids: [ids[2], ids[0], ids[1]],
      action: 'set_status',
      status: 'ongoing',
    })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ message: '3 contracts updated', count: 3 })
    expect((await list('?status=ongoing')).total).toBe(3)
    expect((await list('?status=not%20started')).total).toBe(1)
    expect((await list('?search=acme&status=ongoing')).total).toBe(3)
    for (const id of ids.slice(0, 3)) {
      const [latest] = await entries(id)
      expect(latest).toMatchObject({
        action: 'updated',
        changes: { status: { from: 'not started', to: 'ongoing' } },
      })
    }
    expect(await entries(ids[3]!)).toHaveLength(1)
    expect(await derivedDrift(t.db)).toEqual([])
  })

  it('terminates every contract named; each can be restored', async () => {
    const ids = await createContracts(3)
    expect((await list('?search=acme')).total).toBe(3)
    const response = await bulk({ ids, action: 'terminate' })
    expect(response.body).toEqual({ message: '3 contracts updated', count: 3 })
    expect((await list()).total).toBe(0)
    expect((await list('?search=acme')).total).toBe(0)
    expect((await entries(ids[0]!))[0]!.action).toBe('terminated')
    expect(await derivedDrift(t.db)).toEqual([])
  })

  it('all or nothing: unknown or terminated ids are 422, listed, and nothing is written', async () => {
    const ids = await createContracts(3)
    await t.request('DELETE', `/api/v1/contracts/id/${ids[1]}`, { token: admin })
    const before = await historyCount()
    const response = await bulk({
      ids: [ids[0], 999_999, ids[1], ids[2]],
      action: 'set_status',
      status: 'ended',
    })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      ids: [`These contracts do not exist or are terminated: ids ${ids[1]}, 999999.`],
    })
    expect((await list('?status=ended')).total).toBe(0)
    expect(await historyCount()).toBe(before)
    const terminate = await bulk({ ids: [ids[0], ids[1]], action: 'terminate' })
    expect(terminate.status).toBe(422)
    expect((await list()).total).toBe(2)
  })

  it('asks for a status with set_status, a known action and 1 to 500 ids; 422 names the field', async () => {
    const [id] = await createContracts(1)
    const cases: [unknown, string][] = [
      [{ ids: [id], action: 'set_status' }, 'status'],
      [{ ids: [id], action: 'set_status', status: 'paused' }, 'status'],
      [{ ids: [id], action: 'archive' }, 'action'],
      [{ ids: [], action: 'terminate' }, 'ids'],
      [{ ids: Array.from({ length: 501 }, (_, i) => i + 1), action: 'terminate' }, 'ids'],
      [{ ids: ['1'], action: 'terminate' }, 'ids.0'],
    ]
    for (const [body, field] of cases) {
      const response = await bulk(body)
      expect(response.status, JSON.stringify(body)).toBe(422)
      expect(Object.keys(response.body.errors), JSON.stringify(body)).toEqual([field])
    }
    expect((await list()).contracts[0]!.status).toBe('not started')
  })

  it('names the same contract once however often it is sent', async () => {
    const [id] = await createContracts(1)
    const response = await bulk({ ids: [id, id], action: 'set_status', status: 'ended' })
    expect(response.body).toEqual({ message: '1 contracts updated', count: 1 })
  })

  it('is for admins only', async () => {
    const [id] = await createContracts(1)
    expect((await bulk({ ids: [id], action: 'terminate' }, client)).status).toBe(403)
    expect((await list()).total).toBe(1)
  })
})

describe('POST /api/v1/contracts/id/{id}/restore', () => {
  it('brings a terminated contract back with its public id, history and totals', async () => {
    const [id] = await createContracts(1)
    expect((await list('?search=b-0')).total).toBe(1)
    await t.request('DELETE', `/api/v1/contracts/id/${id}`, { token: admin })
    expect((await list('?search=b-0')).total).toBe(0)
    const response = await t.request('POST', `/api/v1/contracts/id/${id}/restore`, {
      token: admin,
    })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ message: 'Contract restored successfully' })
    const back = await t.request('GET', '/api/v1/contracts/B-0', { token: admin })
    expect(back.status).toBe(200)
    expect(back.body.version).toBe(3)
    expect((await list('?search=b-0')).total).toBe(1)
    expect((await list('?status=not%20started')).total).toBe(1)
    expect((await entries(id!)).map((e) => e.action)).toEqual(['restored', 'terminated', 'created'])
    const overview = await t.request('GET', '/api/v1/overview', { token: admin })
    expect(overview.body.contracts.by_status['not started']).toBe(1)
    expect(await derivedDrift(t.db)).toEqual([])
  })

  it('is 404 for a live or an unknown contract, and 403 for a client', async () => {
    const [id] = await createContracts(1)
    const live = await t.request('POST', `/api/v1/contracts/id/${id}/restore`, { token: admin })
    expect(live.status).toBe(404)
    expect(live.body).toEqual({ message: 'Contract not found.' })
    const unknown = await t.request('POST', '/api/v1/contracts/id/999999/restore', {
      token: admin,
    })
    expect(unknown.status).toBe(404)
    await t.request('DELETE', `/api/v1/contracts/id/${id}`, { token: admin })
    const asClient = await t.request('POST', `/api/v1/contracts/id/${id}/restore`, {
      token: client,
    })
    expect(asClient.status).toBe(403)
    expect((await list()).total).toBe(0)
  })
})
