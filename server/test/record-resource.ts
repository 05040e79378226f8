import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { HistoryPage } from '../../src/interface'
import { exampleBody, type RecordResource } from '../../src/interface/record'
import { readStream } from './event-stream'
import { createTestContext, type TestContext } from './harness'

/**
 * What every record resource (src/interface/record.ts) promises, over the real app and a fresh
 * database: admins list, search, create, edit and delete its rows; clients are refused; bad input
 * is a 422 naming the field; a stale If-Match is a 412 that writes nothing; every write is in its
 * history. A generated resource's test calls this, then adds its own rules below.
 */
export function describeRecordResource(resource: RecordResource) {
  const { name, record } = resource
  const [first, ...rest] = record.keys
  const base = `/api/v1/${name}`
  let t: TestContext
  let admin: string
  let client: string

  beforeAll(async () => {
    t = await createTestContext()
  })
  beforeEach(async () => {
    await t.reset()
    const cast = await t.cast()
    admin = cast.ada.token
    client = cast.anna.token
  })
  afterAll(async () => {
    await t.close()
  })

  const create = async (body: Record<string, string>) => {
    const response = await t.request('POST', base, { token: admin, body })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    return response.body.id as number
  }
  const read = async (id: number) => {
    const response = await t.request('GET', `${base}/${id}`, { token: admin })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    return { row: record.Record.parse(response.body), etag: response.headers.get('ETag')! }
  }

  describe(`${name}: a record resource`, () => {
    it('creates, reads, lists newest first and searches any text, ignoring case', async () => {
      const older = await create({ ...exampleBody(resource), [first!]: 'Alpha North' })
      const newer = await create({ ...exampleBody(resource), [first!]: 'Beta South' })
      const { row } = await read(older)
      expect(row).toMatchObject({ id: older, [first!]: 'Alpha North', version: 1 })

      const list = await t.request('GET', base, { token: admin })
      expect(list.status).toBe(200)
      expect(record.List.parse(list.body).data.map((r) => r.id)).toEqual([newer, older])
      expect(list.body.total).toBe(2)

      const searched = await t.request('GET', `${base}?search=SOUTH`, { token: admin })
      expect(searched.body.data.map((r: { id: number }) => r.id)).toEqual([newer])
      const literal = await t.request('GET', `${base}?search=%25`, { token: admin })
      expect(literal.body.total).toBe(0)
    })

    it('edits only the fields sent, grows the version, and keeps each write in the history', async () => {
      const id = await create(exampleBody(resource))
      const { etag } = await read(id)
      const edit = await t.request('POST', `${base}/${id}/edit`, {
        token: admin,
        body: { [first!]: 'Renamed' },
        headers: { 'If-Match': etag },
      })
      expect(edit.status, JSON.stringify(edit.body)).toBe(200)
      const { row } = await read(id)
      expect(row[first!]).toBe('Renamed')
      expect(row.version).toBe(2)
      for (const key of rest) expect(row[key]).toBe(exampleBody(resource)[key])

      const history = await t.request('GET', `${base}/${id}/history`, { token: admin })
      expect(history.status).toBe(200)
      const entries = HistoryPage.parse(history.body).history
      expect(entries.map((entry) => entry.action)).toEqual(['updated', 'created'])
      expect(entries[0]!.changes).toEqual({
        [first!]: { from: exampleBody(resource)[first!], to: 'Renamed' },
      })
    })

    it('refuses a stale If-Match with 412 and the record as it is, writing nothing', async () => {
      const id = await create(exampleBody(resource))
      const { etag } = await read(id)
      await t.request('POST', `${base}/${id}/edit`, { token: admin, body: { [first!]: 'First' } })
      const stale = await t.request('POST', `${base}/${id}/edit`, {
        token: admin,
        body: { [first!]: 'Second' },
        headers: { 'If-Match': etag },
      })
      expect(stale.status).toBe(412)
      expect((await read(id)).row[first!]).toBe('First')
      const staleDelete = await t.request('DELETE', `${base}/${id}`, {
        token: admin,
        headers: { 'If-Match': etag },
      })
      expect(staleDelete.status).toBe(412)
      expect((await read(id)).row.id).toBe(id)
    })

    it('names the failing field of a bad body, and stores nothing', async () => {
      const empty = await t.request('POST', base, {
        token: admin,
        body: { ...exampleBody(resource), [first!]: '  ' },
      })
      expect(empty.status).toBe(422)
      expect(Object.keys(empty.body.errors)).toEqual([first])
      const unknown = await t.request('POST', base, {
        token: admin,
        body: { ...exampleBody(resource), surprise: 1 },
      })
      expect(unknown.status).toBe(422)
      const long = await t.request('POST', base, {
        token: admin,
        body: { ...exampleBody(resource), [first!]: 'x'.repeat(record.fields[first!]!.max + 1) },
      })
      expect(long.status).toBe(422)
      expect((await t.request('GET', base, { token: admin })).body.total).toBe(0)
    })

    it('deletes: the record is gone (a second delete is 404), its list no longer holds it', async () => {
      const id = await create(exampleBody(resource))
      expect((await t.request('DELETE', `${base}/${id}`, { token: admin })).status).toBe(200)
      expect((await t.request('GET', `${base}/${id}`, { token: admin })).status).toBe(404)
      expect((await t.request('DELETE', `${base}/${id}`, { token: admin })).status).toBe(404)
      expect((await t.request('GET', base, { token: admin })).body.total).toBe(0)
      // The activity keeps what it held.
      const activity = await t.request('GET', `/api/v1/activity?resource=${record.one}`, {
        token: admin,
      })
      const deleted = HistoryPage.parse(activity.body).history[0]!
      expect(deleted.action).toBe('deleted')
      expect(deleted.changes[first!]).toEqual({ from: exampleBody(resource)[first!], to: null })
    })

    it("sends its writes to an admin's event stream, and never a word of them to a client's", async () => {
      const open = async (token: string) => {
        const reading = readStream(
          await t.app.request('/api/v1/events', { headers: { Authorization: `Bearer ${token}` } }),
        )
        await reading.next((m) => m.event === 'ready', 'the stream to open')
        return reading
      }
      const admins = await open(admin)
      const clients = await open(client)
      try {
        const id = await create(exampleBody(resource))
        const event = await admins.next((m) => m.event === 'change', 'the create')
        expect(event.data).toMatchObject({ resource: resource.history, id, action: 'created' })
        // A write the client may see, as a marker: everything before it has been sent.
        const inquiry = await t.request('POST', '/api/v1/inquiries', {
          token: client,
          body: {
            title: 'Marker',
            description: '<p>One</p>',
            industry: { name: 'Software' },
            main_contact: 'Anna',
            hires: [{ title: 'Node engineer', type: 'full_time' }],
          },
        })
        expect(inquiry.status).toBe(201)
        await clients.next((m) => m.data?.id === inquiry.body.id, 'the marker')
        expect(clients.changes().some((m) => m.data.resource === resource.history)).toBe(false)
      } finally {
        await admins.close()
        await clients.close()
      }
    })

    it('is for admins only: a client is refused every operation and writes nothing', async () => {
      const id = await create(exampleBody(resource))
      for (const [method, path, body] of [
        ['GET', base],
        ['GET', `${base}/${id}`],
        ['POST', base, exampleBody(resource)],
        ['POST', `${base}/${id}/edit`, { [first!]: 'Mine' }],
        ['DELETE', `${base}/${id}`],
        ['GET', `${base}/${id}/history`],
      ] as const)
        expect((await t.request(method, path, { token: client, body })).status).toBe(403)
      expect((await read(id)).row.version).toBe(1)
      expect((await t.request('GET', base)).status).toBe(401)
    })
  })
}
