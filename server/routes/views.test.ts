import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SavedView, ViewList } from '../../src/interface'
import { createTestContext, type TestContext } from '../test/harness'

let t: TestContext
type Person = Awaited<ReturnType<TestContext['createUser']>>
let anna: Person // Acme client
let bea: Person // Acme client, Anna's colleague
let gina: Person // Globex client
let root: Person // admin
let ada: Person // another admin, whose company is Acme's

beforeAll(async () => {
  t = await createTestContext()
})
beforeEach(async () => {
  await t.reset()
  anna = await t.createUser({ name: 'Anna', email: 'anna@acme.example', company: 'Acme Oy' })
  bea = await t.createUser({ name: 'Bea', email: 'bea@acme.example', company: 'Acme Oy' })
  gina = await t.createUser({ name: 'Gina', email: 'gina@globex.example', company: 'Globex Ltd' })
  root = await t.createUser({
    name: 'Root',
    email: 'root@hq.example',
    company: 'Staffing HQ',
    type: 'admin',
  })
  ada = await t.createUser({
    name: 'Ada',
    email: 'ada@acme.example',
    company: 'Acme Oy',
    type: 'admin',
  })
})
afterAll(async () => {
  await t.close()
})

const create = (who: Person, body: Record<string, unknown>) =>
  t.request('POST', '/api/v1/views', { token: who.token, body })
async function created(who: Person, body: Record<string, unknown>) {
  const response = await create(who, { resource: 'inquiries', ...body })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body as SavedView
}
const edit = (who: Person, id: number, body: Record<string, unknown>) =>
  t.request('POST', `/api/v1/views/${id}/edit`, { token: who.token, body })
async function names(who: Person, resource?: string) {
  const response = await t.request(
    'GET',
    `/api/v1/views${resource ? `?resource=${resource}` : ''}`,
    {
      token: who.token,
    },
  )
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  expect(ViewList.parse(response.body)).toEqual(response.body)
  return (response.body.views as SavedView[]).map((v) => v.name)
}

describe('POST /api/v1/views', () => {
  it('saves a view: 201 with the view, its query as URL text, the owner named', async () => {
    const response = await create(anna, {
      name: '  Pending, 25 a page ',
      resource: 'inquiries',
      query: { status: 'pending', per_page: 25, q: 'developer' },
    })
    expect(response.status).toBe(201)
    expect(SavedView.parse(response.body)).toEqual(response.body)
    expect(response.body).toMatchObject({
      name: 'Pending, 25 a page',
      resource: 'inquiries',
      query: { status: 'pending', per_page: '25', q: 'developer' },
      shared: false,
      default: false,
      owner: { id: anna.id, name: 'Anna' },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    })
    // Without a query: every parameter at the list's defaults.
    expect((await created(anna, { name: 'All', resource: 'users' })).query).toEqual({})
  })

  it('takes names of 1–80 characters, unique among one person’s views of a list ignoring case', async () => {
    await created(anna, { name: 'Open ones' })
    for (const name of ['', '   ', 'x'.repeat(81)]) {
      const refused = await create(anna, { name, resource: 'inquiries' })
      expect(refused.status, name).toBe(422)
      expect(Object.keys(refused.body.errors)).toEqual(['name'])
    }
    const taken = await create(anna, { name: 'OPEN ONES', resource: 'inquiries' })
    expect(taken.status).toBe(422)
    expect(taken.body.errors).toEqual({
      name: ['You already have a view of this list by this name.'],
    })
    // Another list, or another person: free.
    await created(anna, { name: 'open ones', resource: 'users' })
    await created(bea, { name: 'Open ones' })
    await created(anna, { name: 'x'.repeat(80) })
    expect(await names(anna, 'inquiries')).toEqual(['Open ones', 'x'.repeat(80)])
  })

  it('checks the query against the list’s own parameters: 422 on query.<parameter>', async () => {
    const refused = async (resource: string, query: Record<string, unknown>, who = root) => {
      const response = await create(who, { name: 'Bad', resource, query })
      expect(response.status, JSON.stringify(query)).toBe(422)
      return Object.keys(response.body.errors).sort()
    }
    expect(await refused('contracts', { colour: 'red' })).toEqual(['query.colour'])
    expect(await refused('contracts', { per_page: 500, sort: 'salary' })).toEqual([
      'query.per_page',
      'query.sort',
    ])
    expect(await refused('contracts', { client_company_id: 'abc', status: 'active' })).toEqual([
      'query.client_company_id',
      'query.status',
    ])
    expect(
      await refused('contracts', {
        contract_start_from: '2026-05-02',
        contract_start_to: '2026-05-01',
      }),
    ).toEqual(['query.contract_start_to'])
    // Each list has its own: `q` is the inquiries', `search` the users'.
    expect(await refused('users', { q: 'anna' }, anna)).toEqual(['query.q'])
    expect(await refused('inquiries', { search: 'x', status: 'done' }, anna)).toEqual([
      'query.search',
      'query.status',
    ])
    const unknown = await create(root, { name: 'Bad', resource: 'contracts', query: { foo: '1' } })
    expect(unknown.body.errors).toEqual({ 'query.foo': ['Not a parameter of the contracts list.'] })
    const bad = await create(root, { name: 'Bad', resource: 'timesheets', query: [] })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors).sort()).toEqual(['query', 'resource'])
    // Every contracts filter is a parameter a view may hold.
    const contracts = await created(root, {
      name: 'Everything',
      resource: 'contracts',
      query: {
        search: 'acme',
        status: 'ongoing',
        sort: '-contract_end',
        page: 2,
        per_page: 50,
        contract_start_from: '2026-01-01',
        contract_end_to: '2026-12-31',
        client_company_id: anna.companyId,
        vendor_company_id: gina.companyId,
        consultant_id: 7,
        type: 'hourly',
        // The table's grouping is its page's too.
        group: 'end_month',
      },
    })
    expect(Object.keys(contracts.query)).toHaveLength(12)
    expect(await refused('contracts', { group: 'colour' })).toEqual(['query.group'])
    expect(await names(root)).toEqual(['Everything'])
  })

  it('keeps views of contracts for admins: 403 to client staff, who list and save the others', async () => {
    const refused = await create(anna, { name: 'Mine', resource: 'contracts' })
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ message: 'Only admins may see or save views of contracts.' })
    const listed = await t.request('GET', '/api/v1/views?resource=contracts', { token: anna.token })
    expect(listed.status).toBe(403)
    await created(anna, { name: 'Users', resource: 'users' })
    await created(root, { name: 'Contracts', resource: 'contracts', shared: true })
    expect(await names(anna)).toEqual(['Users'])
    expect(await names(ada)).toEqual(['Contracts'])
    expect(
      (await t.request('GET', '/api/v1/views?resource=people', { token: root.token })).status,
    ).toBe(422)
  })
})

describe('who sees which views', () => {
  it('own views, and the shared views of one’s peers: client staff of one’s company, or every admin', async () => {
    await created(anna, { name: 'anna private' })
    await created(anna, { name: 'Anna shared', shared: true })
    await created(anna, { name: 'Anna shared users', resource: 'users', shared: true })
    await created(bea, { name: 'bea shared', shared: true })
    await created(gina, { name: 'Gina shared', shared: true })
    await created(root, { name: 'Root private', resource: 'contracts' })
    await created(root, { name: 'Root shared', resource: 'contracts', shared: true })
    // An admin of Acme's company: an admin's peers are admins, not Acme's client staff.
    await created(ada, { name: 'Ada shared', shared: true })

    expect(await names(anna)).toEqual([
      'anna private',
      'Anna shared',
      'Anna shared users',
      'bea shared',
    ])
    expect(await names(anna, 'inquiries')).toEqual(['anna private', 'Anna shared', 'bea shared'])
    expect(await names(bea)).toEqual(['Anna shared', 'Anna shared users', 'bea shared'])
    expect(await names(gina)).toEqual(['Gina shared'])
    expect(await names(root)).toEqual(['Ada shared', 'Root private', 'Root shared'])
    expect(await names(ada, 'contracts')).toEqual(['Root shared'])
    expect(await names(ada, 'inquiries')).toEqual(['Ada shared'])

    // Unshared, a view is its owner's again; a deleted owner's shared views are gone for all.
    const shared = (await t.request('GET', '/api/v1/views', { token: bea.token })).body.views.find(
      (v: SavedView) => v.name === 'Anna shared',
    )
    expect((await edit(anna, shared.id, { shared: false })).status).toBe(200)
    expect(await names(bea, 'inquiries')).toEqual(['bea shared'])
    expect(
      (await t.request('DELETE', `/api/v1/users/${bea.id}`, { token: anna.token })).status,
    ).toBe(200)
    expect(await names(anna, 'inquiries')).toEqual(['anna private', 'Anna shared'])
  })
})

describe('POST /api/v1/views/{id}/edit and DELETE /api/v1/views/{id}', () => {
  it('edits the owner’s view: partial, the query checked against its list, the view answered', async () => {
    const view = await created(anna, { name: 'Pending', query: { status: 'pending' } })
    await created(anna, { name: 'Cancelled' })
    const renamed = await edit(anna, view.id, { name: 'PENDING' })
    expect(renamed.status).toBe(200)
    expect(renamed.body).toMatchObject({ name: 'PENDING', query: { status: 'pending' } })
    const requeried = await edit(anna, view.id, { query: { q: 'dev' }, shared: true })
    expect(requeried.body).toMatchObject({ name: 'PENDING', query: { q: 'dev' }, shared: true })
    expect(SavedView.parse(requeried.body)).toEqual(requeried.body)

    const taken = await edit(anna, view.id, { name: 'cancelled' })
    expect(taken.status).toBe(422)
    expect(Object.keys(taken.body.errors)).toEqual(['name'])
    const badQuery = await edit(anna, view.id, { query: { sort: 'title', per_page: '0' } })
    expect(badQuery.status).toBe(422)
    expect(Object.keys(badQuery.body.errors).sort()).toEqual(['query.per_page', 'query.sort'])
    // Refused edits changed nothing.
    const [kept] = (
      await t.request('GET', '/api/v1/views?resource=inquiries', { token: anna.token })
    ).body.views.filter((v: SavedView) => v.id === view.id)
    expect(kept).toMatchObject({ name: 'PENDING', query: { q: 'dev' }, shared: true })
  })

  it('answers 404 to anyone but the owner, as for a view that is not there, and changes nothing', async () => {
    const view = await created(anna, { name: 'Shared one', shared: true })
    const missing = await edit(anna, 999_999, { name: 'x' })
    expect(missing.status).toBe(404)
    for (const other of [bea, gina, root, ada]) {
      const edited = await edit(other, view.id, { name: 'Taken over' })
      expect({ status: edited.status, body: edited.body }).toEqual({
        status: 404,
        body: missing.body,
      })
      const deleted = await t.request('DELETE', `/api/v1/views/${view.id}`, { token: other.token })
      expect(deleted.status).toBe(404)
      expect(deleted.body).toEqual(missing.body)
    }
    expect(await names(bea)).toEqual(['Shared one'])
    const deleted = await t.request('DELETE', `/api/v1/views/${view.id}`, { token: anna.token })
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ message: 'View deleted successfully' })
    expect(await names(bea)).toEqual([])
    expect(
      (await t.request('DELETE', `/api/v1/views/${view.id}`, { token: anna.token })).status,
    ).toBe(404)
  })
})

describe('a default view per person and list', () => {
  it('is one of the person’s own views: setting another unsets it; others never see it as theirs', async () => {
    const first = await created(anna, { name: 'First', default: true, shared: true })
    expect(first.default).toBe(true)
    const usersDefault = await created(anna, { name: 'People', resource: 'users', default: true })
    const second = await created(anna, { name: 'Second', default: true })
    const defaults = async (who: Person) =>
      Object.fromEntries(
        (
          (await t.request('GET', '/api/v1/views', { token: who.token })).body.views as SavedView[]
        ).map((v) => [v.name, v.default]),
      )
    expect(await defaults(anna)).toEqual({ First: false, People: true, Second: true })
    expect((await edit(anna, first.id, { default: true })).body.default).toBe(true)
    expect(await defaults(anna)).toEqual({ First: true, People: true, Second: false })
    // Bea sees Anna's shared default, but it is not Bea's default.
    expect(await defaults(bea)).toEqual({ First: false })
    expect((await edit(anna, first.id, { default: false })).body.default).toBe(false)
    expect(await defaults(anna)).toEqual({ First: false, People: true, Second: false })
    expect(usersDefault.default).toBe(true)
    expect(second.default).toBe(true)
  })

  it('stays one when the same person sets two defaults at once', async () => {
    const views = await Promise.all(['A', 'B', 'C', 'D'].map((name) => created(anna, { name })))
    const answers = await Promise.all(views.map((v) => edit(anna, v.id, { default: true })))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200])
    const listed = (await t.request('GET', '/api/v1/views', { token: anna.token })).body
      .views as SavedView[]
    expect(listed.filter((v) => v.default)).toHaveLength(1)
  })
})
