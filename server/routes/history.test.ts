import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { HistoryPage } from '../../src/interface'
import { createTestContext, TEST_PASSWORD, type TestContext } from '../test/harness'

/** Every write to a contract, inquiry, position or user leaves a history entry; the lists of them. */

let t: TestContext
let admin: { id: number; token: string }
let anna: { id: number; token: string }
let gina: { id: number; token: string }
let acme: number
let globex: number

beforeAll(async () => {
  t = await createTestContext()
})
beforeEach(async () => {
  await t.reset()
  ;({ ada: admin, anna, gina, acme, globex } = await t.cast())
})
afterAll(async () => {
  await t.close()
})

async function history(path: string, token = admin.token) {
  const response = await t.request('GET', path, { token })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return HistoryPage.parse(response.body)
}

async function createContract() {
  const response = await t.request('POST', '/api/v1/contracts', {
    token: admin.token,
    body: {
      the_contract_id: 'C-1',
      client_company_id: acme,
      vendor_company_id: globex,
      contract_start: '2026-01-01',
      client_price: '100.50',
      selected_consultant: { name: 'Carl Consultant' },
    },
  })
  expect(response.status).toBe(201)
  return response.body.id as number
}

const edit = (id: number, body: unknown) =>
  t.request('POST', `/api/v1/contracts/id/${id}/edit`, { token: admin.token, body })

describe('a contract’s history', () => {
  it('records the create with every field set, and the actor', async () => {
    const id = await createContract()
    const page = await history(`/api/v1/contracts/id/${id}/history`)
    expect(page).toMatchObject({ current_page: 1, per_page: 10, total: 1, last_page: 1 })
    const [created] = page.history
    expect(created).toMatchObject({
      action: 'created',
      actor: { id: admin.id, name: 'Ada Admin' },
      resource: 'contract',
      record_id: id,
    })
    expect(created!.at).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/)
    expect(created!.changes).toMatchObject({
      the_contract_id: { from: null, to: 'C-1' },
      status: { from: null, to: 'not started' },
      client_price: { from: null, to: 100.5 },
      client_company: { from: null, to: { id: acme, name: 'Acme Oy' } },
      consultant: { from: null, to: { id: expect.any(Number), name: 'Carl Consultant' } },
    })
    expect(created!.changes).not.toHaveProperty('search_text')
    expect(created!.changes).not.toHaveProperty('notes')
  })

  it('an edit records only the fields that changed; the consultant reads by name; no change, no entry', async () => {
    const id = await createContract()
    expect(
      (await edit(id, { notes: 'Hello', status: 'not started', client_price: 100.5 })).status,
    ).toBe(200)
    expect(
      (await edit(id, { selected_consultant: { name: 'Dana Developer' }, vendor_company_id: acme }))
        .status,
    ).toBe(200)
    expect((await edit(id, { notes: 'Hello' })).status).toBe(200)
    const page = await history(`/api/v1/contracts/id/${id}/history`)
    expect(page.total).toBe(3)
    const [consultant, notes] = page.history
    expect(notes!.changes).toEqual({ notes: { from: null, to: 'Hello' } })
    expect(consultant!.action).toBe('updated')
    expect(consultant!.changes).toEqual({
      consultant: {
        from: { id: expect.any(Number), name: 'Carl Consultant' },
        to: { id: expect.any(Number), name: 'Dana Developer' },
      },
      vendor_company: {
        from: { id: globex, name: 'Globex Ltd' },
        to: { id: acme, name: 'Acme Oy' },
      },
    })
  })

  it('a refused edit records nothing', async () => {
    const id = await createContract()
    expect((await edit(id, { contract_end: '2025-01-01' })).status).toBe(422)
    expect((await history(`/api/v1/contracts/id/${id}/history`)).total).toBe(1)
  })

  it('stays readable once terminated; admins only; an unknown contract is 404', async () => {
    const id = await createContract()
    await t.request('DELETE', `/api/v1/contracts/id/${id}`, { token: admin.token })
    const page = await history(`/api/v1/contracts/id/${id}/history`)
    expect(page.history.map((e) => e.action)).toEqual(['terminated', 'created'])
    expect(page.history[0]!.changes).toEqual({})
    const asClient = await t.request('GET', `/api/v1/contracts/id/${id}/history`, {
      token: anna.token,
    })
    expect(asClient.status).toBe(403)
    const unknown = await t.request('GET', `/api/v1/contracts/id/999999/history`, {
      token: admin.token,
    })
    expect(unknown.status).toBe(404)
  })

  it('pages newest first like the lists; a bad page is 422', async () => {
    const id = await createContract()
    for (let i = 1; i <= 4; i++) await edit(id, { notes: `Note ${i}` })
    const second = await history(`/api/v1/contracts/id/${id}/history?page=2&per_page=2`)
    expect(second).toMatchObject({ current_page: 2, per_page: 2, total: 5, last_page: 3 })
    expect(second.history.map((e) => e.changes.notes?.to)).toEqual(['Note 2', 'Note 1'])
    const past = await history(`/api/v1/contracts/id/${id}/history?page=9&per_page=2`)
    expect(past.history).toEqual([])
    const bad = await t.request('GET', `/api/v1/contracts/id/${id}/history?per_page=0`, {
      token: admin.token,
    })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors)).toEqual(['per_page'])
  })
})

describe('an inquiry’s history', () => {
  async function createInquiry() {
    const response = await t.request('POST', '/api/v1/inquiries', {
      token: anna.token,
      body: {
        title: 'Warehouse',
        industry: { name: 'Logistics' },
        hires: [
          { title: 'Driver', type: 'full_time' },
          { title: 'Picker', type: 'part_time' },
        ],
      },
    })
    expect(response.status).toBe(201)
    return response.body.id as number
  }

  it('holds the inquiry’s entries and its positions’ (with position_id); cancels record the status and stages', async () => {
    const id = await createInquiry()
    const detail = (await t.request('GET', `/api/v1/inquiry/${id}`, { token: anna.token })).body
    const [driver, picker] = detail.positions as { id: number }[]
    await t.request('POST', `/api/v1/inquiry/${id}/positions/${driver!.id}/cancel`, {
      token: anna.token,
    })
    // Cancelling again changes nothing: no entry.
    await t.request('POST', `/api/v1/inquiry/${id}/positions/${driver!.id}/cancel`, {
      token: anna.token,
    })
    const added = await t.request('POST', `/api/v1/inquiry/${id}/positions`, {
      token: anna.token,
      body: {
        stage: 'pending',
        title: 'Lead',
        type: 'contract',
        budget: '4000',
        job_start: '2026-03-01T08:00:00Z',
        job_end: '2026-08-31T16:00:00Z',
        description: '<p>Leads.</p>',
      },
    })
    expect(added.status).toBe(200)
    await t.request('POST', `/api/v1/inquiry/${id}/cancel`, { token: admin.token })

    const page = await history(`/api/v1/inquiry/${id}/history?per_page=20`, anna.token)
    const summary = page.history.map((e) => [e.action, e.position_id ?? null, e.actor?.name])
    expect(summary).toEqual([
      ['cancelled', added.body.id, 'Ada Admin'],
      ['cancelled', picker!.id, 'Ada Admin'],
      ['cancelled', null, 'Ada Admin'],
      ['created', added.body.id, 'Anna'],
      ['cancelled', driver!.id, 'Anna'],
      ['created', picker!.id, 'Anna'],
      ['created', driver!.id, 'Anna'],
      ['created', null, 'Anna'],
    ])
    expect(page.history[2]!.changes).toEqual({ status: { from: 'pending', to: 'cancelled' } })
    expect(page.history[1]!.changes).toEqual({ stage: { from: 'pending', to: 'cancelled' } })
    expect(page.history.at(-1)!.changes).toMatchObject({
      title: { from: null, to: 'Warehouse' },
      industry: { from: null, to: { id: expect.any(Number), name: 'Logistics' } },
      company: { from: null, to: { id: acme, name: 'Acme Oy' } },
    })
    expect(page.history.at(-2)!.changes).toMatchObject({ title: { from: null, to: 'Driver' } })
  })

  it('another company’s inquiry is 404, as one that does not exist', async () => {
    const id = await createInquiry()
    const theirs = await t.request('GET', `/api/v1/inquiry/${id}/history`, { token: gina.token })
    const missing = await t.request('GET', `/api/v1/inquiry/999999/history`, { token: gina.token })
    expect(theirs.status).toBe(404)
    expect(theirs.body).toEqual(missing.body)
    expect((await history(`/api/v1/inquiry/${id}/history`)).total).toBe(3)
  })
})

describe('a user’s history', () => {
  it('records the create, a password change without its value, and a company moved by name', async () => {
    const created = await t.request('POST', '/api/v1/users', {
      token: admin.token,
      body: {
        name: 'Nina',
        email: 'nina@acme.example',
        password: TEST_PASSWORD,
        confirm_password: TEST_PASSWORD,
        company_id: acme,
      },
    })
    expect(created.status).toBe(201)
    const id = created.body.id as number
    await t.request('POST', `/api/v1/users/${id}/edit`, {
      token: anna.token,
      body: { password: 'another-pass-1', confirm_password: 'another-pass-1', name: 'Nina N' },
    })
    await t.request('POST', `/api/v1/users/${id}/edit`, {
      token: admin.token,
      body: { company: { id: globex } },
    })
    const page = await history(`/api/v1/users/${id}/history`)
    expect(page.history.map((e) => [e.action, e.actor?.name])).toEqual([
      ['updated', 'Ada Admin'],
      ['updated', 'Anna'],
      ['created', 'Ada Admin'],
    ])
    expect(page.history[0]!.changes).toEqual({
      company: { from: { id: acme, name: 'Acme Oy' }, to: { id: globex, name: 'Globex Ltd' } },
    })
    expect(page.history[1]!.changes).toEqual({
      name: { from: 'Nina', to: 'Nina N' },
      password: { from: null, to: null },
    })
    expect(page.history[2]!.changes).toMatchObject({
      email: { from: null, to: 'nina@acme.example' },
      password: { from: null, to: null },
    })
    expect(JSON.stringify(page)).not.toMatch(/scrypt|argon|\$2[aby]\$/)
  })

  it('same access as reading the user: another company’s is 404; a delete is recorded', async () => {
    const other = await t.request('GET', `/api/v1/users/${gina.id}/history`, { token: anna.token })
    expect(other.status).toBe(404)
    await t.request('DELETE', `/api/v1/users/${gina.id}`, { token: admin.token })
    const activity = await history(`/api/v1/activity?resource=user`)
    expect(activity.history[0]).toMatchObject({
      action: 'deleted',
      record_id: gina.id,
      actor: { id: admin.id, name: 'Ada Admin' },
    })
  })
})

describe('activity', () => {
  it('lists every record’s entries newest first; filters by resource, actor and time', async () => {
    const id = await createContract()
    await t.request('POST', '/api/v1/inquiries', {
      token: anna.token,
      body: {
        title: 'X',
        industry: { name: 'Logistics' },
        hires: [{ title: 'Y', type: 'full_time' }],
      },
    })
    const since = new Date().toISOString()
    await edit(id, { notes: 'Later' })

    const all = await history('/api/v1/activity')
    expect(all.history.map((e) => [e.resource, e.action])).toEqual([
      ['contract', 'updated'],
      ['inquiry', 'created'],
      ['inquiry', 'created'],
      ['contract', 'created'],
    ])
    expect((await history('/api/v1/activity?resource=inquiry')).total).toBe(2)
    const annas = await history(`/api/v1/activity?actor_id=${anna.id}`)
    expect(annas.history.every((e) => e.actor?.id === anna.id)).toBe(true)
    expect(annas.total).toBe(2)
    const recent = await history(`/api/v1/activity?since=${encodeURIComponent(since)}`)
    expect(recent.history.map((e) => e.changes.notes?.to)).toEqual(['Later'])
  })

  it('answers 422 naming a bad filter, and 403 to a client', async () => {
    const bad = await t.request(
      'GET',
      '/api/v1/activity?resource=position&actor_id=abc&since=yesterday',
      { token: admin.token },
    )
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors).sort()).toEqual(['actor_id', 'resource', 'since'])
    const asClient = await t.request('GET', '/api/v1/activity', { token: anna.token })
    expect(asClient.status).toBe(403)
  })
})
