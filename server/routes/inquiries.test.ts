import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resolveCompanyByName } from '../db/companies'
import { settleContracts } from '../db/contracts'
import { contracts, industries, inquiries, positions } from '../db/schema'
import { InquiryDetail, InquiryList, PositionList } from '../../src/interface'
import { derivedDrift } from '../db/derived'
import { createTestContext, type TestContext } from '../test/harness'

let t: TestContext
let admin: Awaited<ReturnType<TestContext['createUser']>>
let anna: Awaited<ReturnType<TestContext['createUser']>>
let ben: Awaited<ReturnType<TestContext['createUser']>>
let gina: Awaited<ReturnType<TestContext['createUser']>>

beforeAll(async () => {
  t = await createTestContext()
})
beforeEach(async () => {
  await t.reset()
  admin = await t.createUser({ email: 'admin@hq.example', company: 'Staffing HQ', type: 'admin' })
  anna = await t.createUser({ email: 'anna@acme.example', company: 'Acme Oy' })
  ben = await t.createUser({ email: 'ben@acme.example', company: 'Acme Oy' })
  gina = await t.createUser({ email: 'gina@globex.example', company: 'Globex Ltd' })
})
afterAll(async () => {
  await t.close()
})

const hire = (overrides: Record<string, unknown> = {}) => ({
  title: 'Node engineer',
  type: 'full_time',
  ...overrides,
})
const inquiry = (overrides: Record<string, unknown> = {}) => ({
  title: 'Backend team',
  description: '<p>We need <b>two</b> people</p>',
  industry: { name: 'Software' },
  main_contact: 'Anna Andersson',
  hires: [hire(), hire({ title: 'Database administrator', type: 'contract', budget: '5000' })],
  ...overrides,
})
const position = (overrides: Record<string, unknown> = {}) => ({
  stage: 'pending',
  title: 'QA engineer',
  type: 'part_time',
  experience_level: 'senior',
  is_remote_work: 'hybrid',
  budget: '4200.50',
  allocation: '80.5',
  language_reqs: 'English, Finnish',
  job_start: '2026-02-01T09:00:00Z',
  job_end: '2026-08-01T17:00:00+03:00',
  description: '<p>Testing</p>',
  order_need_reqs: [{ name: 'Playwright', level: 'expert', mandatory: true }, { name: 'SQL' }],
  ...overrides,
})

async function create(token: string, body: Record<string, unknown> = inquiry()) {
  const response = await t.request('POST', '/api/v1/inquiries', { token, body })
  expect(response.status).toBe(201)
  return response.body.id as number
}

describe('POST /api/v1/inquiries', () => {
  it('answers 201 {inquiry_id (string), status pending} and creates a pending position per hire', async () => {
    const response = await t.request('POST', '/api/v1/inquiries', {
      token: anna.token,
      body: inquiry(),
    })
    expect(response.status).toBe(201)
    expect(response.body).toEqual({
      inquiry_id: String(response.body.id),
      status: 'pending',
      id: expect.any(Number),
    })
    const detail = await t.request('GET', `/api/v1/inquiry/${response.body.inquiry_id}`, {
      token: anna.token,
    })
    expect(detail.body).toMatchObject({
      title: 'Backend team',
      description: '<p>We need <b>two</b> people</p>',
      status: 'pending',
      industry: { name: 'Software' },
      main_contact: 'Anna Andersson',
      company: { name: 'Acme Oy' },
    })
    expect(
      detail.body.positions.map((p: { title: string; stage: string }) => [p.title, p.stage]),
    ).toEqual([
      ['Node engineer', 'pending'],
      ['Database administrator', 'pending'],
    ])
    expect(detail.body.positions[1]).toMatchObject({
      type: 'contract',
      budget: '5000',
      order_need_reqs: [],
    })
  })

  it('resolves industry by {name} ignoring case, takes {id}, and answers 422 for an unknown id', async () => {
    const first = await create(anna.token)
    await create(anna.token, inquiry({ industry: { name: 'SOFTWARE' } }))
    const industries = await t.request('GET', '/api/v1/industries', { token: anna.token })
    expect(industries.body.industries).toEqual([{ id: expect.any(Number), name: 'Software' }])
    const id = industries.body.industries[0].id
    const byId = await create(anna.token, inquiry({ industry: { id } }))
    expect(
      (await t.request('GET', `/api/v1/inquiry/${byId}`, { token: anna.token })).body.industry,
    ).toEqual({
      id,
      name: 'Software',
    })
    const unknown = await t.request('POST', '/api/v1/inquiries', {
      token: anna.token,
      body: inquiry({ industry: { id: 999 } }),
    })
    expect(unknown.status).toBe(422)
    expect(Object.keys(unknown.body.errors)).toEqual(['industry'])
    expect(first).toBeGreaterThan(0)
  })

  it('resolves an industry’s name as the database lowers it, the Turkish İ too', async () => {
    const first = await create(anna.token, inquiry({ industry: { name: 'İnşaat' } }))
    const second = await create(anna.token, inquiry({ industry: { name: 'İNŞAAT' } }))
    const industryOf = async (id: number) =>
      (await t.request('GET', `/api/v1/inquiry/${id}`, { token: anna.token })).body.industry
    expect(await industryOf(second)).toEqual(await industryOf(first))
  })

  it.each([
    ['no hires', { hires: [] }, 'hires'],
    ['a hire without a title', { hires: [hire({ title: '' })] }, 'hires.0.title'],
    ['a hire of an unknown type', { hires: [hire({ type: 'permanent' })] }, 'hires.0.type'],
    ['a hire budget with a unit', { hires: [hire({ budget: '5000 EUR' })] }, 'hires.0.budget'],
    [
      'a hire ending before it starts',
      { hires: [hire({ job_start: '2026-05-01T00:00:00Z', job_end: '2026-04-01T00:00:00Z' })] },
      'hires.0.job_end',
    ],
    ['no title', { title: undefined }, 'title'],
    ['no industry', { industry: undefined }, 'industry'],
  ])('answers 422 naming the field for %s, and stores nothing', async (_case, overrides, field) => {
    const response = await t.request('POST', '/api/v1/inquiries', {
      token: anna.token,
      body: inquiry(overrides),
    })
    expect(response.status).toBe(422)
    expect(Object.keys(response.body.errors)).toContain(field)
    expect(await t.db.select().from(inquiries)).toEqual([])
    expect(await t.db.select().from(positions)).toEqual([])
  })

  it('answers 401 without a token', async () => {
    expect((await t.request('POST', '/api/v1/inquiries', { body: inquiry() })).status).toBe(401)
  })
})

describe('GET /api/v1/inquiries', () => {
  it('lists newest first with positions holding only id and title, and the counters', async () => {
    const a = await create(anna.token, inquiry({ title: 'First' }))
    const b = await create(ben.token, inquiry({ title: 'Second' }))
    await t.request('POST', `/api/v1/inquiry/${a}/cancel`, { token: anna.token })
    await create(gina.token, inquiry({ title: 'Globex only' }))
    const response = await t.request('GET', '/api/v1/inquiries', { token: anna.token })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      inquiries_total: 2,
      search_progress: 1,
      contracts_signed: 0,
      group_name: 'Acme Oy',
      total: 2,
      per_page: 10,
      current_page: 1,
      last_page: 1,
      from: 1,
      to: 2,
    })
    expect(response.body.orders.map((o: { id: number }) => o.id)).toEqual([b, a])
    expect(response.body.orders[0].positions[0]).toEqual({
      id: expect.any(Number),
      title: 'Node engineer',
    })
    const asAdmin = await t.request('GET', '/api/v1/inquiries', { token: admin.token })
    expect(asAdmin.body).toMatchObject({
      inquiries_total: 3,
      search_progress: 2,
      total: 3,
      group_name: 'Staffing HQ',
    })
  })

  it('counts signed contracts: ongoing or ended, of the caller’s company (admins: all), not terminated', async () => {
    const acme = await resolveCompanyByName(t.db, 'Acme Oy')
    const globex = await resolveCompanyByName(t.db, 'Globex Ltd')
    const contract = (
      id: string,
      client: number,
      status: 'ongoing' | 'ended' | 'not started' | 'unknown',
      deleted = false,
    ) => ({
      theContractId: id,
      clientCompanyId: client,
      vendorCompanyId: globex,
      status,
      contractStart: '2026-01-01',
      deletedAt: deleted ? new Date() : null,
    })
    await t.db
      .insert(contracts)
      .values([
        contract('C1', acme, 'ongoing'),
        contract('C2', acme, 'ended'),
        contract('C3', acme, 'not started'),
        contract('C4', acme, 'ongoing', true),
        contract('C5', globex, 'ongoing'),
      ])
    await settleContracts(t.db)
    expect(
      (await t.request('GET', '/api/v1/inquiries', { token: anna.token })).body.contracts_signed,
    ).toBe(2)
    expect(
      (await t.request('GET', '/api/v1/inquiries', { token: gina.token })).body.contracts_signed,
    ).toBe(1)
    expect(
      (await t.request('GET', '/api/v1/inquiries', { token: admin.token })).body.contracts_signed,
    ).toBe(3)
  })

  it('filters with q: title, main contact, industry, any position title, the id; ignoring case; metadata of the filtered set', async () => {
    const a = await create(
      anna.token,
      inquiry({
        title: 'Warehouse staff',
        main_contact: 'Mikko',
        industry: { name: 'Logistics' },
        hires: [hire({ title: 'Forklift driver' })],
      }),
    )
    const b = await create(
      anna.token,
      inquiry({
        title: 'Cloud team',
        main_contact: 'Sara',
        industry: { name: 'Software' },
        hires: [hire({ title: 'SRE' })],
      }),
    )
    await t.request('POST', `/api/v1/inquiry/${b}/positions`, {
      token: anna.token,
      body: position({ title: 'Kubernetes admin' }),
    })
    const ids = async (q: string) => {
      const r = await t.request('GET', `/api/v1/inquiries?q=${encodeURIComponent(q)}`, {
        token: anna.token,
      })
      expect(r.status).toBe(200)
      return r.body.orders.map((o: { id: number }) => o.id)
    }
    expect(await ids('WAREHOUSE')).toEqual([a])
    expect(await ids('mikko')).toEqual([a])
    expect(await ids('logist')).toEqual([a])
    expect(await ids('forklift')).toEqual([a])
    expect(await ids('kubernetes')).toEqual([b])
    expect(await ids(String(b))).toEqual([b])
    expect(await ids('zz-nothing')).toEqual([])
    const filtered = await t.request('GET', '/api/v1/inquiries?q=o&per_page=1', {
      token: anna.token,
    })
    expect(filtered.body).toMatchObject({
      total: 2,
      last_page: 2,
      from: 1,
      to: 1,
      inquiries_total: 2,
    })
    const empty = await t.request('GET', '/api/v1/inquiries?q=zz-nothing', { token: anna.token })
    expect(empty.body).toMatchObject({
      total: 0,
      last_page: 1,
      from: null,
      to: null,
      inquiries_total: 2,
    })
  })

  it('finds a name with letters beyond ASCII in any case, the Turkish İ and a Greek Σ too', async () => {
    // The search lower-cases the term with the database's lower(), and so is the text kept:
    // JavaScript's own lower case makes İ an i with a dot above and a last Σ a final ς.
    const id = await create(
      anna.token,
      inquiry({
        title: 'İzmir office',
        main_contact: 'ΟΔΥΣΣΕΑΣ',
        hires: [hire({ title: 'Şoför' })],
      }),
    )
    await t.request('POST', `/api/v1/inquiry/${id}/positions`, {
      token: anna.token,
      body: position({ title: 'İşçi' }),
    })
    for (const q of [
      'İzmir',
      'izmir',
      'IZMIR',
      'ΟΔΥΣΣΕΑΣ',
      'οδυσσεασ',
      'şoför',
      'ŞOFÖR',
      'işçi',
      'İŞÇİ',
    ]) {
      const r = await t.request('GET', `/api/v1/inquiries?q=${encodeURIComponent(q)}`, {
        token: anna.token,
      })
      expect(
        r.body.orders.map((o: { id: number }) => o.id),
        q,
      ).toEqual([id])
    }
    expect(await derivedDrift(t.db)).toEqual([])
  })

  it('never serves a stale total: a write after a search moves the filtered total and counters on', async () => {
    await create(anna.token, inquiry({ title: 'Engineers wanted' }))
    const before = await t.request('GET', '/api/v1/inquiries?q=engineers', { token: anna.token })
    expect(before.body).toMatchObject({ total: 1, inquiries_total: 1, search_progress: 1 })
    const second = await create(ben.token, inquiry({ title: 'More engineers' }))
    const afterCreate = await t.request('GET', '/api/v1/inquiries?q=engineers', {
      token: anna.token,
    })
    expect(afterCreate.body).toMatchObject({ total: 2, inquiries_total: 2, search_progress: 2 })
    await t.request('POST', `/api/v1/inquiry/${second}/positions`, {
      token: ben.token,
      body: position({ title: 'Unique gardener' }),
    })
    expect(
      (await t.request('GET', '/api/v1/inquiries?q=gardener', { token: anna.token })).body.total,
    ).toBe(1)
    await t.request('POST', `/api/v1/inquiry/${second}/cancel`, { token: ben.token })
    const afterCancel = await t.request('GET', '/api/v1/inquiries?q=engineers', {
      token: anna.token,
    })
    expect(afterCancel.body).toMatchObject({ total: 2, inquiries_total: 2, search_progress: 1 })
  })

  it('filters by status (extension), with q, within what the caller may see; 422 names a bad status', async () => {
    const kept = await create(anna.token, inquiry({ title: 'Kept engineers' }))
    const dropped = await create(anna.token, inquiry({ title: 'Dropped engineers' }))
    await create(gina.token, inquiry({ title: 'Globex engineers' }))
    await t.request('POST', `/api/v1/inquiry/${dropped}/cancel`, { token: anna.token })
    const ids = async (token: string, query: string) => {
      const response = await t.request('GET', `/api/v1/inquiries?${query}`, { token })
      expect(response.status).toBe(200)
      expect(response.body.total).toBe(response.body.orders.length)
      return response.body.orders.map((o: { id: number }) => o.id)
    }
    expect(await ids(anna.token, 'status=pending')).toEqual([kept])
    expect(await ids(anna.token, 'status=cancelled')).toEqual([dropped])
    expect(await ids(anna.token, 'status=cancelled&q=kept')).toEqual([])
    expect(await ids(admin.token, 'status=pending&q=engineers')).toHaveLength(2)
    const counters = await t.request('GET', '/api/v1/inquiries?status=cancelled', {
      token: anna.token,
    })
    expect(counters.body).toMatchObject({ total: 1, inquiries_total: 2, search_progress: 1 })
    const bad = await t.request('GET', '/api/v1/inquiries?status=open', { token: anna.token })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors)).toEqual(['status'])
  })

  it('keeps the inquiry tallies through every write: creates, added and cancelled positions, cancels done twice', async () => {
    const first = await create(anna.token)
    const second = await create(gina.token, inquiry({ hires: [hire(), hire(), hire()] }))
    const added = await t.request('POST', `/api/v1/inquiry/${first}/positions`, {
      token: anna.token,
      body: position(),
    })
    expect(added.status).toBe(200)
    const [one] = (await t.request('GET', `/api/v1/inquiry/${second}`, { token: gina.token })).body
      .positions
    for (let twice = 0; twice < 2; twice++) {
      const path = `/api/v1/inquiry/${second}/positions/${one.id}/cancel`
      expect((await t.request('POST', path, { token: gina.token })).status).toBe(200)
      expect(
        (await t.request('POST', `/api/v1/inquiry/${first}/cancel`, { token: anna.token })).status,
      ).toBe(200)
    }
    expect(await derivedDrift(t.db)).toEqual([])
    const overview = await t.request('GET', '/api/v1/overview', { token: admin.token })
    expect(overview.body.inquiries).toEqual({
      by_status: { pending: 1, cancelled: 1 },
      positions_by_stage: { pending: 2, cancelled: 4 },
    })
  })

  it('pages: 9 inquiries at 5 a page give 2 pages; a page past the last is empty', async () => {
    for (let i = 0; i < 9; i++)
      await create(anna.token, inquiry({ title: `Inquiry ${i}`, hires: [hire()] }))
    const second = await t.request('GET', '/api/v1/inquiries?per_page=5&page=2', {
      token: anna.token,
    })
    expect(second.body).toMatchObject({ total: 9, last_page: 2, current_page: 2, from: 6, to: 9 })
    expect(second.body.orders).toHaveLength(4)
    const past = await t.request('GET', '/api/v1/inquiries?per_page=5&page=3', {
      token: anna.token,
    })
    expect(past.body).toMatchObject({ total: 9, last_page: 2, from: null, to: null, orders: [] })
    for (const query of ['page=0', 'per_page=101', 'per_page=x']) {
      expect(
        (await t.request('GET', `/api/v1/inquiries?${query}`, { token: anna.token })).status,
      ).toBe(422)
    }
  })
})

describe('company scoping', () => {
  it('shows another company nothing of an inquiry: 404 on every operation, and nothing changes', async () => {
    const id = await create(anna.token)
    const [first] = await t.db.select().from(positions).where(eq(positions.inquiryId, id))
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/v1/inquiry/${id}`],
      ['GET', `/api/v1/inquiry/${id}/positions`],
      ['POST', `/api/v1/inquiry/${id}/cancel`],
      ['POST', `/api/v1/inquiry/${id}/positions`, position()],
      ['POST', `/api/v1/inquiry/${id}/positions/${first!.id}/cancel`],
    ]
    for (const [method, path, body] of calls) {
      const response = await t.request(method, path, { token: gina.token, body })
      expect(response.status, `${method} ${path}`).toBe(404)
      expect(response.body).toEqual({ message: 'Inquiry not found.' })
    }
    const list = await t.request('GET', '/api/v1/inquiries', { token: gina.token })
    expect(list.body).toMatchObject({ inquiries_total: 0, total: 0, orders: [] })
    const detail = await t.request('GET', `/api/v1/inquiry/${id}`, { token: anna.token })
    expect(detail.body.status).toBe('pending')
    expect(detail.body.positions).toHaveLength(2)
    // A colleague and an admin do see it.
    expect((await t.request('GET', `/api/v1/inquiry/${id}`, { token: ben.token })).status).toBe(200)
    expect((await t.request('GET', `/api/v1/inquiry/${id}`, { token: admin.token })).status).toBe(
      200,
    )
  })
})

describe('positions', () => {
  it('adds a position: 200 with the seed message; the list is a plain array of whole records', async () => {
    const id = await create(anna.token)
    const added = await t.request('POST', `/api/v1/inquiry/${id}/positions`, {
      token: anna.token,
      body: position(),
    })
    expect(added.status).toBe(200)
    expect(added.body).toEqual({
      message: 'New position successfully added',
      id: expect.any(Number),
    })
    const list = await t.request('GET', `/api/v1/inquiry/${id}/positions`, { token: anna.token })
    expect(list.status).toBe(200)
    expect(Array.isArray(list.body)).toBe(true)
    expect(list.body).toHaveLength(3)
    expect(list.body[2]).toEqual({
      id: added.body.id,
      inquiry_id: id,
      stage: 'pending',
      title: 'QA engineer',
      type: 'part_time',
      experience_level: 'senior',
      is_remote_work: 'hybrid',
      budget: '4200.50',
      allocation: '80.5',
      language_reqs: 'English, Finnish',
      job_start: '2026-02-01T09:00:00.000Z',
      job_end: '2026-08-01T14:00:00.000Z',
      description: '<p>Testing</p>',
      order_need_reqs: [{ name: 'Playwright', level: 'expert', mandatory: true }, { name: 'SQL' }],
      version: 1,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    })
  })

  it('keeps each list item current: a position added, a cancel, an industry renamed', async () => {
    const id = await create(anna.token)
    const item = async () =>
      (await t.request('GET', '/api/v1/inquiries', { token: anna.token })).body.orders[0]
    const added = await t.request('POST', `/api/v1/inquiry/${id}/positions`, {
      token: anna.token,
      body: position(),
    })
    expect((await item()).positions.at(-1)).toEqual({ id: added.body.id, title: 'QA engineer' })
    await t.request('POST', `/api/v1/inquiry/${id}/cancel`, { token: anna.token })
    expect(await item()).toMatchObject({ status: 'cancelled' })
    expect(await derivedDrift(t.db)).toEqual([])
    // Renamed in the database (no operation renames an industry): the answer shows the new name.
    const [software] = await t.db.select().from(industries).where(eq(industries.name, 'Software'))
    await t.db
      .update(industries)
      .set({ name: 'Software & IT' })
      .where(eq(industries.id, software!.id))
    expect(await item()).toMatchObject({ industry: { id: software!.id, name: 'Software & IT' } })
  })

  it('answers exactly the declared shapes: the list, one inquiry and its positions', async () => {
    const id = await create(anna.token)
    await t.request('POST', `/api/v1/inquiry/${id}/positions`, {
      token: anna.token,
      body: position(),
    })
    const get = async (path: string) => (await t.request('GET', path, { token: anna.token })).body
    const list = await get('/api/v1/inquiries')
    const detail = await get(`/api/v1/inquiry/${id}`)
    const positionList = await get(`/api/v1/inquiry/${id}/positions`)
    // Parsing drops what a schema does not declare: equal means nothing extra and nothing missing.
    expect(InquiryList.parse(list)).toEqual(list)
    expect(InquiryDetail.parse(detail)).toEqual(detail)
    expect(PositionList.parse(positionList)).toEqual(positionList)
    expect(detail.positions).toEqual(positionList)
    const { positions: titles, ...summary } = list.orders[0]
    expect(detail).toMatchObject(summary)
    expect(titles).toEqual(
      positionList.map((p: { id: number; title: string }) => ({ id: p.id, title: p.title })),
    )
    expect(summary.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
  })

  it.each([
    ['a stage other than pending', { stage: 'open' }, 'stage'],
    ['no budget', { budget: undefined }, 'budget'],
    ['a budget with a percent sign', { budget: '50%' }, 'budget'],
    ['a numeric budget', { budget: 5000 }, 'budget'],
    ['an allocation that is not numeric', { allocation: 'full' }, 'allocation'],
    ['an unknown type', { type: 'gig' }, 'type'],
    ['an unknown experience level', { experience_level: 'guru' }, 'experience_level'],
    ['an unknown remote option', { is_remote_work: 'maybe' }, 'is_remote_work'],
    ['a date that is not ISO 8601', { job_start: '01/02/2026' }, 'job_start'],
    ['an end before the start', { job_end: '2026-01-01T00:00:00Z' }, 'job_end'],
    ['no description', { description: undefined }, 'description'],
    [
      'a requirement without a name',
      { order_need_reqs: [{ level: 'x' }] },
      'order_need_reqs.0.name',
    ],
  ])('answers 422 naming the field for %s, and adds nothing', async (_case, overrides, field) => {
    const id = await create(anna.token)
    const response = await t.request('POST', `/api/v1/inquiry/${id}/positions`, {
      token: anna.token,
      body: position(overrides),
    })
    expect(response.status).toBe(422)
    expect(Object.keys(response.body.errors)).toEqual([field])
    expect(await t.db.select().from(positions).where(eq(positions.inquiryId, id))).toHaveLength(2)
  })

  it('answers 409 when adding to a cancelled inquiry', async () => {
    const id = await create(anna.token)
    await t.request('POST', `/api/v1/inquiry/${id}/cancel`, { token: anna.token })
    const response = await t.request('POST', `/api/v1/inquiry/${id}/positions`, {
      token: anna.token,
      body: position(),
    })
    expect(response.status).toBe(409)
    expect(response.body.message).toMatch(/cancelled/)
  })

  it('cancels a position, twice without error, and answers 404 for a position of another inquiry', async () => {
    const a = await create(anna.token)
    const b = await create(anna.token)
    const [pa] = await t.db
      .select()
      .from(positions)
      .where(eq(positions.inquiryId, a))
      .orderBy(positions.id)
    for (let i = 0; i < 2; i++) {
      const response = await t.request('POST', `/api/v1/inquiry/${a}/positions/${pa!.id}/cancel`, {
        token: anna.token,
      })
      expect(response.status).toBe(200)
      expect(response.body).toEqual({ message: 'Position successfully canceled' })
    }
    const stages = (
      await t.request('GET', `/api/v1/inquiry/${a}/positions`, { token: anna.token })
    ).body.map((p: { stage: string }) => p.stage)
    expect(stages).toEqual(['cancelled', 'pending'])
    expect(
      (
        await t.request('POST', `/api/v1/inquiry/${b}/positions/${pa!.id}/cancel`, {
          token: anna.token,
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await t.request('POST', `/api/v1/inquiry/${a}/positions/99999/cancel`, {
          token: anna.token,
        })
      ).status,
    ).toBe(404)
  })

  it('answers 401 for the positions list without a token', async () => {
    const id = await create(anna.token)
    expect((await t.request('GET', `/api/v1/inquiry/${id}/positions`)).status).toBe(401)
  })
})

describe('POST /api/v1/inquiry/{orderId}/cancel', () => {
  it('cancels the inquiry and all its positions; twice is fine', async () => {
    const id = await create(anna.token)
    for (let i = 0; i < 2; i++) {
      const response = await t.request('POST', `/api/v1/inquiry/${id}/cancel`, {
        token: anna.token,
      })
      expect(response.status).toBe(200)
      expect(response.body).toEqual({ message: 'Inquiry successfully cancelled' })
    }
    const detail = await t.request('GET', `/api/v1/inquiry/${id}`, { token: anna.token })
    expect(detail.body.status).toBe('cancelled')
    expect(detail.body.positions.map((p: { stage: string }) => p.stage)).toEqual([
      'cancelled',
      'cancelled',
    ])
  })

  it('answers 404 for an unknown inquiry and 422 for a non-numeric id', async () => {
    expect(
      (await t.request('POST', '/api/v1/inquiry/99999/cancel', { token: anna.token })).status,
    ).toBe(404)
    const bad = await t.request('POST', '/api/v1/inquiry/abc/cancel', { token: anna.token })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors)).toEqual(['orderId'])
  })
})
