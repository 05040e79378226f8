import { sql } from 'drizzle-orm'
import postgres from 'postgres'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { openDatabase } from '../db/open'
import { liveHub, PRESENCE_TIMEOUT_MS, READ_EVERY_MS } from '../live/hub'
import { notifyTick } from '../notify/schedule'
import { readStream, type EventStream } from '../test/event-stream'
import { createTestContext, type TestContext } from '../test/harness'

let t: TestContext
let cast: Awaited<ReturnType<TestContext['cast']>>
const open: EventStream[] = []

beforeAll(async () => {
  t = await createTestContext({ EVENTS_KEEPALIVE_SECONDS: '0.2' })
})
beforeEach(async () => {
  await Promise.all(open.splice(0).map((stream) => stream.close()))
  await t.reset()
  cast = await t.cast()
})
afterAll(async () => {
  await Promise.all(open.splice(0).map((stream) => stream.close()))
  await t.close()
})

async function stream(
  token: string,
  lastEventId?: number | string,
  via: 'header' | 'query' = 'header',
  app = t.app,
) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` }
  if (lastEventId !== undefined && via === 'header') headers['Last-Event-ID'] = String(lastEventId)
  const query = lastEventId !== undefined && via === 'query' ? `?last_event_id=${lastEventId}` : ''
  const response = await app.request(`/api/v1/events${query}`, { headers })
  const reading = readStream(response)
  open.push(reading)
  if (response.status === 200) await reading.next((m) => m.event !== 'change', 'the first message')
  return reading
}

/** Bea Admin, a second admin of Staffing HQ. */
const beaAdmin = () =>
  t.createUser({
    name: 'Bea Admin',
    email: 'bea@hq.example',
    company: 'Staffing HQ',
    type: 'admin',
  })

const contract = (n: number) => ({
  the_contract_id: `CT-${n}`,
  client_company_id: cast.acme,
  vendor_company_id: cast.globex,
  contract_start: '2026-01-01',
  contract_end: '2026-12-31',
  status: 'ongoing',
  client_price: 90,
  vendor_price: 70,
})

async function createContract(n: number) {
  const response = await t.request('POST', '/api/v1/contracts', {
    token: cast.admin,
    body: contract(n),
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.id as number
}

async function createInquiry(token: string, title = 'Backend team') {
  const response = await t.request('POST', '/api/v1/inquiries', {
    token,
    body: {
      title,
      description: '<p>Two people</p>',
      industry: { name: 'Software' },
      main_contact: 'Anna Andersson',
      hires: [{ title: 'Node engineer', type: 'full_time' }],
    },
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.id as number
}

/**
 * Writes one inquiry as a marker (by Anna of Acme, or by whoever `token` is): once it arrives,
 * everything written before it has.
 */
async function marker(reading: EventStream, token = cast.client) {
  const id = await createInquiry(token, 'Marker')
  await reading.next(
    (m) => m.event === 'change' && m.data.resource === 'inquiry' && m.data.id === id,
    `the marker inquiry ${id}`,
  )
}

describe('GET /api/v1/events', () => {
  it('sends each committed write within a second: id, resource, action, actor, time, version', async () => {
    const admin = await stream(cast.admin)
    expect(admin.headers.get('content-type')).toContain('text/event-stream')
    expect(admin.messages[0]).toEqual({
      id: undefined,
      event: 'ready',
      data: { last_event_id: 0 },
    })
    const started = Date.now()
    const id = await createContract(1)
    const event = await admin.next((m) => m.event === 'change', 'the contract', 1000)
    expect(Date.now() - started).toBeLessThan(1000)
    expect(event.data).toEqual({
      resource: 'contract',
      id,
      action: 'created',
      actor: { id: cast.ada.id, name: 'Ada Admin' },
      at: expect.any(String),
      version: 1,
    })
    expect(event.id).toBeGreaterThan(0)
    const edited = await t.request('POST', `/api/v1/contracts/id/${id}/edit`, {
      token: cast.admin,
      body: { status: 'ended' },
    })
    expect(edited.status).toBe(200)
    const second = await admin.next(
      (m) => m.event === 'change' && m.data.action === 'updated',
      'the edit',
    )
    expect(second.data).toMatchObject({ resource: 'contract', id, version: 2 })
    expect(second.id).toBeGreaterThan(event.id!)
  })

  it("never names a record the caller may not read: another company's inquiries, contracts, others' users", async () => {
    const anna = await stream(cast.client)
    const gina = await stream(cast.gina.token)
    const admin = await stream(cast.admin)
    const contractId = await createContract(2)
    const globexInquiry = await createInquiry(cast.gina.token, 'Globex team')
    const renamed = await t.request('POST', `/api/v1/users/${cast.gina.id}/edit`, {
      token: cast.admin,
      body: { name: 'Gina G' },
    })
    expect(renamed.status).toBe(200)
    const acmeInquiry = await createInquiry(cast.client, 'Acme team')
    const position = await t.request('POST', `/api/v1/inquiry/${acmeInquiry}/positions`, {
      token: cast.client,
      body: {
        stage: 'pending',
        title: 'QA engineer',
        type: 'part_time',
        budget: '4200',
        job_start: '2026-02-01T09:00:00Z',
        job_end: '2026-08-01T17:00:00Z',
        description: '<p>Testing</p>',
      },
    })
    expect(position.status, JSON.stringify(position.body)).toBe(200)
    await marker(anna)
    await marker(gina, cast.gina.token)
    await marker(admin)

    const named = (reading: EventStream) =>
      reading.changes().map((m) => `${m.data.resource} ${m.data.id}`)
    const annaSees = named(anna)
    expect(annaSees).not.toContain(`contract ${contractId}`)
    expect(annaSees).not.toContain(`inquiry ${globexInquiry}`)
    expect(annaSees).not.toContain(`user ${cast.gina.id}`)
    expect(annaSees).toContain(`inquiry ${acmeInquiry}`)
    expect(annaSees).toContain(`position ${position.body.id}`)
    // Nothing of another company's reaches Anna, not even an id in a field.
    expect(JSON.stringify(anna.changes())).not.toContain(`"id":${globexInquiry},`)

    const ginaSees = named(gina)
    expect(ginaSees).toContain(`inquiry ${globexInquiry}`)
    expect(ginaSees).toContain(`user ${cast.gina.id}`)
    expect(ginaSees).not.toContain(`inquiry ${acmeInquiry}`)
    expect(ginaSees).not.toContain(`position ${position.body.id}`)

    expect(named(admin)).toEqual(
      expect.arrayContaining([
        `contract ${contractId}`,
        `inquiry ${globexInquiry}`,
        `user ${cast.gina.id}`,
        `inquiry ${acmeInquiry}`,
        `position ${position.body.id}`,
      ]),
    )
  })

  it("sends a saved view to its owner, and to the owner's peers only while it is shared", async () => {
    const colleague = await t.createUser({
      name: 'Cole',
      email: 'cole@acme.example',
      company: 'Acme Oy',
    })
    const own = await stream(cast.client)
    const peer = await stream(colleague.token)
    const other = await stream(cast.gina.token)
    const made = await t.request('POST', '/api/v1/views', {
      token: cast.client,
      body: { name: 'Mine', resource: 'inquiries', query: { status: 'pending' } },
    })
    expect(made.status).toBe(201)
    const view = made.body.id as number
    await own.next((m) => m.data?.resource === 'view' && m.data.action === 'created', 'the view')
    const shared = await t.request('POST', `/api/v1/views/${view}/edit`, {
      token: cast.client,
      body: { shared: true },
    })
    expect(shared.status).toBe(200)
    const sharedEvent = await peer.next(
      (m) => m.data?.resource === 'view' && m.data.action === 'updated',
      'the shared view',
    )
    expect(sharedEvent.data).toMatchObject({ id: view, version: 2 })
    await marker(peer)
    await marker(other, cast.gina.token)
    expect(peer.changes().filter((m) => m.data.resource === 'view')).toHaveLength(1)
    expect(other.changes().some((m) => m.data.resource === 'view')).toBe(false)
  })

  it('replays what the caller may see after Last-Event-ID (header or query), then goes on live', async () => {
    const first = await stream(cast.client)
    const ids = [await createInquiry(cast.client, 'One'), await createInquiry(cast.client, 'Two')]
    await createContract(3)
    ids.push(await createInquiry(cast.client, 'Three'))
    const inquiries = (reading: EventStream) =>
      reading.changes().filter((m) => m.data.resource === 'inquiry')
    await first.until(() => inquiries(first).length === 3, 'three inquiries')
    const after = inquiries(first)[0]!.id!

    const lives: number[] = []
    for (const via of ['header', 'query'] as const) {
      const again = await stream(cast.client, after, via)
      await again.until(() => inquiries(again).length === 2 + lives.length, 'the ones after it')
      expect(inquiries(again).map((m) => m.data.id)).toEqual([...ids.slice(1), ...lives])
      // The first one's position's event, and nothing of the contract between them.
      expect(
        again
          .changes()
          .map((m) => m.data.resource)
          .slice(0, 3),
      ).toEqual(['position', 'inquiry', 'position'])
      // A position's event names its inquiry; an inquiry's has no parent.
      expect(again.changes()[0]!.data.parent).toEqual({ resource: 'inquiry', id: ids[0] })
      expect(again.changes()[1]!.data).not.toHaveProperty('parent')
      const live = await createInquiry(cast.client, `Live ${via}`)
      lives.push(live)
      await again.next((m) => m.data?.id === live && m.data.resource === 'inquiry', 'the live one')
      expect(inquiries(again).map((m) => m.data.id)).toEqual([...ids.slice(1), ...lives])
    }
  })

  it('a read answers its feed position: a stream opened from it misses no write made after the read', async () => {
    // As every server does from its start (server/main.ts).
    await liveHub(t.db, t.config)
    const position = async () => {
      const read = await t.request('GET', '/api/v1/inquiries', { token: cast.client })
      expect(read.status).toBe(200)
      return Number(read.headers.get('X-Feed-Position'))
    }
    await createInquiry(cast.client, 'Before the read')
    const read = await position()
    const late = await createInquiry(cast.client, 'After the read, before the stream')
    // The stream from the read's position sends the write made between (and perhaps some the read
    // held already: the position may lag the feed, never lead it).
    const replayed = await stream(cast.client, read)
    await replayed.next((m) => m.data?.id === late && m.data.resource === 'inquiry', 'the late one')
    // A later read's position is past the write; a write answers none.
    expect(await position()).toBeGreaterThan(read)
    const write = await t.request('POST', '/api/v1/inquiries', {
      token: cast.client,
      body: { title: 'A write', industry: { name: 'Software' } },
    })
    expect(write.headers.get('X-Feed-Position')).toBeNull()
  })

  it('sends the events of writes close together in one go, at most one read of the feed each READ_EVERY_MS', async () => {
    const reading = await stream(cast.admin)
    const arrived = async (id: number) =>
      reading.next((m) => m.data?.resource === 'contract' && m.data.id === id, `contract ${id}`)
    // A write, then two more at once after its event came: theirs wait for the next read, and go
    // out together. (A machine too slow to make both within READ_EVERY_MS tries again.)
    for (let n = 0; ; n += 3) {
      const first = await arrived(await createContract(n))
      const started = performance.now()
      const second = await createContract(n + 1)
      const third = await createContract(n + 2)
      const quick = performance.now() - started < READ_EVERY_MS * 0.8
      const [b, c] = [await arrived(second), await arrived(third)]
      if (!quick && n < 30) continue
      expect(reading.chunkOf(b)).toBeGreaterThan(reading.chunkOf(first)!)
      expect(reading.chunkOf(c)).toBe(reading.chunkOf(b))
      return
    }
  })

  it('begins with event: reset when the id is not one this feed gave; 422 when it is no id', async () => {
    await createInquiry(cast.client)
    const ahead = await stream(cast.client, 999_999)
    expect(ahead.messages[0]).toMatchObject({ event: 'reset', data: {} })
    expect(ahead.messages[0]!.id).toBeGreaterThan(0)
    const bad = await t.app.request('/api/v1/events', {
      headers: { Authorization: `Bearer ${cast.client}`, 'Last-Event-ID': 'yesterday' },
    })
    expect(bad.status).toBe(422)
    expect((await bad.json()).errors).toHaveProperty('Last-Event-ID')
    const badQuery = await t.request('GET', '/api/v1/events?last_event_id=-1', {
      token: cast.client,
    })
    expect(badQuery.status).toBe(422)
    expect(badQuery.body.errors).toHaveProperty('last_event_id')
    expect((await t.request('GET', '/api/v1/events')).status).toBe(401)
  })

  it('sends a keep-alive comment when there is nothing to say', async () => {
    const quiet = await stream(cast.client)
    await quiet.until(() => quiet.comments.includes('keep-alive'), 'a keep-alive', 2000)
  })

  it('sends nothing for a rolled-back write, and passes its id on', async () => {
    const reading = await stream(cast.admin)
    await t.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`insert into history (resource, record_id, action) values ('contract', 424242, 'created')`,
        )
        throw new Error('roll back')
      })
      .catch(() => {})
    const id = await createContract(4)
    const event = await reading.next((m) => m.event === 'change', 'the committed write')
    expect(event.data.id).toBe(id)
    expect(reading.changes()).toHaveLength(1)
  })

  it('a stream closed mid-burst and reopened with its last id misses nothing and repeats nothing', async () => {
    const first = await stream(cast.admin)
    const burst = Promise.all(Array.from({ length: 40 }, (_, n) => createContract(100 + n)))
    await first.until(() => first.changes().length >= 5, 'the first few')
    await first.close()
    const seen = first.changes()
    const again = await stream(cast.admin, seen.at(-1)!.id)
    const created = await burst
    await again.until(() => seen.length + again.changes().length >= 40, 'the rest of the burst')
    await marker(again)
    const all = [...seen, ...again.changes()].filter((m) => m.data.resource === 'contract')
    const ids = all.map((m) => m.id!)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(all.map((m) => m.data.id).sort((a, b) => a - b)).toEqual(
      [...created].sort((a, b) => a - b),
    )
  })
})

describe('event: notification', () => {
  it("sends each new notification to its person's streams, and to no one else's", async () => {
    const ada = await stream(cast.admin)
    const anna = await stream(cast.client)
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)
    const response = await t.request('POST', '/api/v1/contracts', {
      token: cast.admin,
      body: { ...contract(10), contract_end: soon },
    })
    expect(response.status).toBe(201)
    expect((await notifyTick(t.db, t.config, undefined)).made).toBeGreaterThan(0)
    const told = await ada.next((m) => m.event === 'notification', 'the notification')
    expect(told.data).toMatchObject({ kind: 'contract_ending', read_at: null })
    expect(told.data.link).toContain(String(response.body.id))
    await marker(anna)
    expect(anna.messages.some((m) => m.event === 'notification')).toBe(false)
  })
})

describe('what ends a stream besides its client', () => {
  it('the next keep-alive once its token is revoked, or its user deleted', async () => {
    const signedOut = await stream(cast.client)
    const deleted = await stream(cast.gina.token)
    const staying = await stream(cast.admin)
    const signOut = await t.request('DELETE', '/api/v1/auth/token', { token: cast.client })
    expect(signOut.status).toBe(204)
    await signedOut.end(2_000)
    const removed = await t.request('DELETE', `/api/v1/users/${cast.gina.id}`, {
      token: cast.admin,
    })
    expect(removed.status).toBe(200)
    await deleted.end(2_000)
    // Reconnecting is refused; the admin's stream goes on.
    expect((await stream(cast.client)).status).toBe(401)
    const keepAlives = staying.comments.length
    await staying.until(() => staying.comments.length > keepAlives + 3, 'more keep-alives')
    expect((await liveHub(t.db, t.config)).streams).toBe(1)
  })

  it('its user as they are now: an admin made client staff stops getting contracts', async () => {
    const bea = await beaAdmin()
    const watching = await stream(bea.token)
    const before = await createContract(1)
    await watching.next((m) => m.event === 'change' && m.data.id === before, 'the first contract')
    const demoted = await t.request('POST', `/api/v1/users/${bea.id}/edit`, {
      token: cast.admin,
      body: { type: 'client' },
    })
    expect(demoted.status, JSON.stringify(demoted.body)).toBe(200)
    // Three keep-alives later the stream has been checked again (each tick checks, then sends).
    const keepAlives = watching.comments.length
    await watching.until(() => watching.comments.length >= keepAlives + 3, 'keep-alives')
    const after = await createContract(2)
    // Her own user's next write arrives; the contract written before it never does.
    const own = await t.request('POST', `/api/v1/users/${bea.id}/edit`, {
      token: cast.admin,
      body: { phone: '+358 40 2' },
    })
    expect(own.status).toBe(200)
    await watching.next(
      (m) => m.event === 'change' && m.data.resource === 'user' && m.data.version === 3,
      'her own user’s second edit',
    )
    expect(watching.changes().map((m) => [m.data.resource, m.data.id])).not.toContainEqual([
      'contract',
      after,
    ])
  })

  it('a client that stops reading, once too much waits for it; reconnecting replays the rest', async () => {
    // The same server with a small send limit: one client reads as events come, one never reads.
    const small = createApp({ db: t.db, config: { ...t.config, eventsSendBufferBytes: 16_384 } })
    const streams = async () => (await liveHub(t.db, t.config)).streams
    const reading = await stream(cast.admin)
    const stuck = await small.request('/api/v1/events', {
      headers: { Authorization: `Bearer ${cast.admin}` },
    })
    expect(stuck.status).toBe(200)
    await expect.poll(streams).toBe(2)
    const ids: number[] = []
    // Each write yields to the event loop, as requests over a network do: the feed is read on a timer.
    for (let n = 0; (await streams()) === 2 && n < 500; n++) {
      ids.push(await createContract(n))
      await new Promise((resolve) => setImmediate(resolve))
    }
    // Cut while the other stream goes on, after a few kilobytes: nothing kept it open.
    expect(await streams()).toBe(1)
    expect(ids.length).toBeGreaterThan(10)
    await reading.until(() => reading.changes().length === ids.length, 'every contract')

    // What reached the stuck client before the cut, then a reconnection with its last id.
    const cut = readStream(stuck)
    open.push(cut)
    await cut.end(2_000)
    const replayed = await stream(cast.admin, cut.messages.at(-1)?.id ?? 0)
    await replayed.until(
      () => replayed.changes().at(-1)?.data.id === ids.at(-1),
      'the replay up to the last contract',
    )
    const got = [...cut.changes(), ...replayed.changes()].map((m) => m.data.id)
    expect(got).toEqual(ids)
  })
})

describe('POST /api/v1/presence', () => {
  it('tells everyone who may read the record who has it open and who is editing; left and silence drop out', async () => {
    const colleague = await beaAdmin()
    const id = await createContract(5)
    const watching = await stream(colleague.token)
    const anna = await stream(cast.client)
    const tell = (token: string, state: string, body: Record<string, unknown> = {}) =>
      t.request('POST', '/api/v1/presence', {
        token,
        body: { resource: 'contract', id, state, ...body },
      })
    expect((await tell(cast.admin, 'viewing')).status).toBe(204)
    const viewing = await watching.next((m) => m.event === 'presence', 'Ada viewing')
    expect(viewing.data).toEqual({
      resource: 'contract',
      id,
      people: [{ id: cast.ada.id, name: 'Ada Admin', state: 'viewing' }],
    })
    expect((await tell(cast.admin, 'editing')).status).toBe(204)
    await watching.next(
      (m) => m.event === 'presence' && m.data.people[0]?.state === 'editing',
      'Ada editing',
    )
    expect((await tell(cast.admin, 'left')).status).toBe(204)
    await watching.next((m) => m.event === 'presence' && m.data.people.length === 0, 'Ada gone')
    expect((await tell(colleague.token, 'viewing')).status).toBe(204)
    await watching.next((m) => m.event === 'presence' && m.data.people.length === 1, 'Bea')
    ;(await liveHub(t.db, t.config)).dropSilent(Date.now() + PRESENCE_TIMEOUT_MS + 1)
    await watching.until(
      () =>
        watching.messages.filter((m) => m.event === 'presence').at(-1)!.data.people.length === 0,
      'Bea dropped out after 45 s of silence',
    )
    await marker(anna)
    expect(anna.messages.some((m) => m.event === 'presence')).toBe(false)
  })

  it('counts a person once over their tabs: editing while any tab is, gone once every tab has left', async () => {
    const id = await createContract(7)
    const watching = await stream(cast.admin)
    const tell = (state: string, tab?: string) =>
      t.request('POST', '/api/v1/presence', {
        token: cast.admin,
        body: { resource: 'contract', id, state, ...(tab === undefined ? {} : { tab }) },
      })
    const people = () => watching.messages.filter((m) => m.event === 'presence').at(-1)?.data.people
    const shows = (expected: unknown[], what: string) =>
      watching.until(() => JSON.stringify(people()) === JSON.stringify(expected), what)
    const ada = (state: string) => [{ id: cast.ada.id, name: 'Ada Admin', state }]

    expect((await tell('viewing', 'a')).status).toBe(204)
    await shows(ada('viewing'), 'Ada viewing in tab a')
    expect((await tell('editing', 'b')).status).toBe(204)
    await shows(ada('editing'), 'Ada editing in tab b')
    // Tab b leaves: she still has it open in tab a.
    expect((await tell('left', 'b')).status).toBe(204)
    await shows(ada('viewing'), 'tab b gone, tab a still viewing')
    expect((await tell('left', 'a')).status).toBe(204)
    await shows([], 'tab a gone')
    // A tab id too long is refused on its field.
    const bad = await tell('viewing', 'x'.repeat(65))
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors)).toEqual(['tab'])
  })

  it('forgets who had which record open when the database is emptied under the process, as tests do', async () => {
    const bea = await beaAdmin()
    const id = await createContract(8)
    const watching = await stream(cast.admin)
    const view = (token: string) =>
      t.request('POST', '/api/v1/presence', {
        token,
        body: { resource: 'contract', id, state: 'viewing' },
      })
    expect((await view(bea.token)).status).toBe(204)
    await watching.next((m) => m.event === 'presence' && m.data.people.length === 1, 'Bea viewing')
    await watching.close()

    // Emptied: the ids begin again, so the next contract made has Bea's contract's id.
    await t.reset()
    cast = await t.cast()
    expect(await createContract(8)).toBe(id)
    const again = await stream(cast.admin)
    expect((await view(cast.admin)).status).toBe(204)
    const shown = await again.next((m) => m.event === 'presence', 'Ada viewing')
    expect(shown.data.people).toEqual([{ id: cast.ada.id, name: 'Ada Admin', state: 'viewing' }])
  })

  it('answers for a record one may not read as reading it would, and 422 naming the field', async () => {
    const contractId = await createContract(6)
    const globexInquiry = await createInquiry(cast.gina.token)
    const tell = (token: string, body: unknown) =>
      t.request('POST', '/api/v1/presence', { token, body })
    expect(
      (await tell(cast.client, { resource: 'contract', id: contractId, state: 'viewing' })).status,
    ).toBe(403)
    expect(
      (await tell(cast.client, { resource: 'inquiry', id: globexInquiry, state: 'viewing' }))
        .status,
    ).toBe(404)
    expect(
      (await tell(cast.client, { resource: 'user', id: cast.gina.id, state: 'viewing' })).status,
    ).toBe(404)
    expect(
      (await tell(cast.client, { resource: 'user', id: cast.anna.id, state: 'viewing' })).status,
    ).toBe(204)
    expect(
      (await tell(cast.gina.token, { resource: 'inquiry', id: globexInquiry, state: 'viewing' }))
        .status,
    ).toBe(204)
    expect(
      (await tell(cast.admin, { resource: 'contract', id: 999_999, state: 'viewing' })).status,
    ).toBe(404)
    const bad = await tell(cast.admin, { resource: 'contract', id: contractId, state: 'asleep' })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors)).toEqual(['state'])
  })
})

describe.skipIf(!process.env.DATABASE_URL)('across API processes on PostgreSQL', () => {
  it('an open stream outlives its connections to PostgreSQL: it reconnects and sends what was written meanwhile', async () => {
    const reading = await stream(cast.admin)
    const before = await createContract(8)
    await reading.next((m) => m.data?.id === before, 'the first write')
    // As a restart does: every connection to the database is cut, LISTEN's included.
    const killer = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} })
    const database = new URL(t.databaseUrl!).pathname.slice(1)
    await killer`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = ${database} and pid <> pg_backend_pid()`
    await killer.end()
    let after = 0
    // The pool's first request after the cut may fail; the next one reconnects.
    for (let tries = 0; after === 0 && tries < 20; tries++) {
      const response = await t.request('POST', '/api/v1/contracts', {
        token: cast.admin,
        body: contract(9),
      })
      if (response.status === 201) after = response.body.id as number
      else await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(after).toBeGreaterThan(0)
    await reading.next((m) => m.data?.id === after, 'the write after the cut', 10_000)
    const ids = reading.changes().map((m) => m.id!)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('a write through one process reaches a stream on another, in commit-safe id order', async () => {
    const other = await openDatabase({ databaseUrl: t.databaseUrl! })
    try {
      const otherApp = createApp({ db: other.db, config: t.config })
      const reading = await stream(cast.admin, undefined, 'header', otherApp)
      // A transaction takes an id and holds it while a later one commits: the later event waits.
      const holder = postgres(t.databaseUrl!, { max: 1, onnotice: () => {} })
      let release: () => void = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      let heldId = 0
      const holding = holder.begin(async (tx) => {
        const [row] = await tx`insert into history (resource, record_id, action)
          values ('contract', 1, 'created') returning id`
        heldId = row!.id as number
        await held
      })
      while (heldId === 0) await new Promise((resolve) => setTimeout(resolve, 10))
      const id = await createContract(7)
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(reading.changes()).toHaveLength(0)
      release()
      await holding
      await holder.end()
      await reading.until(() => reading.changes().length === 2, 'both events')
      expect(reading.changes().map((m) => m.id)).toEqual([heldId, heldId + 1])
      expect(reading.changes()[1]!.data.id).toBe(id)
    } finally {
      await (await liveHub(other.db, t.config)).close()
      await other.close()
    }
  })
})
