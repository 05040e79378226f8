import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { NotificationList } from '../../src/interface'
import { notifyTick } from '../notify/schedule'
import { createTestContext, type TestContext } from '../test/harness'
import { inDays, notifyCast, type NotifyCast, type Person } from '../test/notify-cast'

let t: TestContext
let cast: NotifyCast
let ada: Person // admin
let root: Person // another admin
let anna: Person // Acme client
let bea: Person // Acme client, Anna's colleague
let gina: Person // Globex client

beforeAll(async () => {
  t = await createTestContext()
})
beforeEach(async () => {
  await t.reset()
  cast = await notifyCast(t)
  ;({ ada, root, anna, bea, gina } = cast)
})
const send: NotifyCast['send'] = (...request) => cast.send(...request)
const contractEnding: NotifyCast['contractEnding'] = (...contract) =>
  cast.contractEnding(...contract)

afterAll(async () => {
  await t.close()
})

const tick = () => notifyTick(t.db, t.config, undefined)

async function inbox(who: Person, query = '') {
  const response = await t.request('GET', `/api/v1/notifications${query}`, { token: who.token })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return NotificationList.parse(response.body)
}
const titles = async (who: Person) => (await inbox(who)).notifications.map((n) => n.title)

async function annasInquiry() {
  const { id } = await send(anna, 'POST', '/api/v1/inquiries', {
    title: 'Acme team',
    industry: { name: 'Software' },
    hires: [{ title: 'Developer', type: 'full_time' }],
  })
  const detail = await send(anna, 'GET', `/api/v1/inquiry/${id}`)
  return { id: id as number, positionId: detail.positions[0].id as number }
}

describe('GET /api/v1/notifications', () => {
  it("answers only one's own, newest first, with the unread count and pages", async () => {
    await contractEnding(5)
    await contractEnding(10)
    await contractEnding(20)
    expect((await tick()).made).toBe(6)

    const list = await inbox(ada)
    expect(list).toMatchObject({ total: 3, unread: 3, current_page: 1, last_page: 1, from: 1 })
    expect(list.notifications.map((n) => n.title)).toEqual([
      `Contract C-20 ends on ${inDays(20)}`,
      `Contract C-10 ends on ${inDays(10)}`,
      `Contract C-5 ends on ${inDays(5)}`,
    ])
    expect(list.notifications[0]).toMatchObject({
      kind: 'contract_ending',
      link: expect.stringMatching(/^\/contracts\/\d+\/edit$/),
      body: expect.stringContaining('Client Acme Oy'),
      read_at: null,
    })
    // Root's are Root's own: other ids, none of Ada's.
    const roots = await inbox(root)
    expect(roots.total).toBe(3)
    expect(roots.notifications.map((n) => n.id)).not.toContain(list.notifications[0]!.id)
    // Client staff are told of no contract.
    expect(await inbox(anna)).toMatchObject({ total: 0, unread: 0, notifications: [] })

    const second = await inbox(ada, '?per_page=2&page=2')
    expect(second).toMatchObject({ total: 3, last_page: 2, from: 3, to: 3 })
    expect(second.notifications.map((n) => n.title)).toEqual([`Contract C-5 ends on ${inDays(5)}`])
  })

  it('marks read by ids (only the caller’s) and all; unread=1 lists the unread ones', async () => {
    await contractEnding(5)
    await contractEnding(10)
    await contractEnding(20)
    await tick()
    const [newest, middle] = (await inbox(ada)).notifications
    const rootsFirst = (await inbox(root)).notifications[0]!

    const marked = await t.request('POST', '/api/v1/notifications/read', {
      token: ada.token,
      body: { ids: [newest!.id, rootsFirst.id] },
    })
    expect(marked.status).toBe(204)
    const after = await inbox(ada)
    expect(after.unread).toBe(2)
    expect(after.notifications[0]!.read_at).toEqual(expect.stringMatching(/^\d{4}-.*Z$/))
    // Ada's ids cannot mark Root's.
    expect((await inbox(root)).unread).toBe(3)

    const unread = await inbox(ada, '?unread=1')
    expect(unread).toMatchObject({ total: 2, unread: 2 })
    expect(unread.notifications.map((n) => n.id)).toEqual([middle!.id, expect.any(Number)])

    await send(ada, 'POST', '/api/v1/notifications/read', { all: true })
    expect(await inbox(ada, '?unread=1')).toMatchObject({ total: 0, unread: 0 })
    expect((await inbox(root)).unread).toBe(3)
  })

  it('refuses bad input with 422 naming the field', async () => {
    const read = (body: unknown) =>
      t.request('POST', '/api/v1/notifications/read', { token: ada.token, body })
    for (const [body, field] of [
      [{}, 'ids'],
      [{ ids: [] }, 'ids'],
      [{ ids: ['x'] }, 'ids.0'],
      [{ ids: [1], all: true }, 'ids'],
      [{ all: false }, 'all'],
      [{ everything: true }, 'ids'],
    ] as const) {
      const response = await read(body)
      expect(response.status, JSON.stringify(body)).toBe(422)
      if (field) expect(Object.keys(response.body.errors)).toContain(field)
    }
    const list = await t.request('GET', '/api/v1/notifications?unread=yes&per_page=0', {
      token: ada.token,
    })
    expect(list.status).toBe(422)
    expect(Object.keys(list.body.errors).sort()).toEqual(['per_page', 'unread'])
    const follow = await t.request('POST', '/api/v1/follows', {
      token: ada.token,
      body: { resource: 'planet', id: 0 },
    })
    expect(follow.status).toBe(422)
    expect(Object.keys(follow.body.errors).sort()).toEqual(['id', 'resource'])
    expect((await t.request('GET', '/api/v1/notifications')).status).toBe(401)
  })
})

describe('changed_while_following', () => {
  it('tells the creator when someone else changes the record, never the one who changed it', async () => {
    const inquiry = await annasInquiry()
    await tick()
    await send(bea, 'POST', `/api/v1/inquiry/${inquiry.id}/positions/${inquiry.positionId}/cancel`)
    await tick()

    const [told] = (await inbox(anna)).notifications
    expect(told).toMatchObject({
      kind: 'changed_while_following',
      title: 'Bea cancelled position Developer of inquiry Acme team',
      link: `/inquiries/${inquiry.id}`,
    })
    expect((await inbox(anna)).total).toBe(1)
    // Bea wrote it, and wrote nothing before: nothing for her; nor for anyone else.
    for (const person of [bea, gina, ada, root]) expect((await inbox(person)).total).toBe(0)

    // A second run makes nothing twice.
    await tick()
    expect((await inbox(anna)).total).toBe(1)
  })

  it('tells an editor too, and an admin who follows explicitly; one who unfollowed is not told', async () => {
    const contract = await contractEnding(200)
    await send(root, 'POST', `/api/v1/contracts/id/${contract}/edit`, { notes: 'Root was here' })
    await tick()
    // Root follows (edited it); Ada created it: both follow, neither told of their own writes yet
    // except Ada of Root's edit.
    expect(await titles(ada)).toEqual(['Root updated contract C-200'])
    expect((await inbox(ada)).notifications[0]!.body).toBe('Changed: notes')
    expect(await titles(root)).toEqual([])
    const state = (who: Person) => send(who, 'GET', `/api/v1/follows/contract/${contract}`)
    expect(await state(ada)).toEqual({ following: true, wrote: true })

    const unfollowed = await t.request('DELETE', `/api/v1/follows/contract/${contract}`, {
      token: ada.token,
    })
    expect(unfollowed.status).toBe(204)
    expect(await state(ada)).toEqual({ following: false, wrote: true })
    await send(root, 'POST', `/api/v1/contracts/id/${contract}/edit`, { notes: 'Again' })
    await tick()
    expect(await titles(ada)).toEqual(['Root updated contract C-200'])

    // Following again: told again.
    await send(ada, 'POST', '/api/v1/follows', { resource: 'contract', id: contract })
    expect(await state(ada)).toEqual({ following: true, wrote: true })
    await send(root, 'POST', `/api/v1/contracts/id/${contract}/edit`, { notes: 'Third' })
    await tick()
    expect(await titles(ada)).toEqual([
      'Root updated contract C-200',
      'Root updated contract C-200',
    ])
  })

  it('follows explicitly what one never wrote, when one may read it', async () => {
    const inquiry = await annasInquiry()
    const path = `/api/v1/follows/inquiry/${inquiry.id}`
    expect(await send(bea, 'GET', path)).toEqual({ following: false, wrote: false })
    await send(bea, 'POST', '/api/v1/follows', { resource: 'inquiry', id: inquiry.id })
    expect(await send(bea, 'GET', path)).toEqual({ following: true, wrote: false })
    await send(ada, 'POST', '/api/v1/follows', { resource: 'inquiry', id: inquiry.id })
    await send(anna, 'POST', `/api/v1/inquiry/${inquiry.id}/cancel`)
    await tick()
    // Cancelling the inquiry cancels its position too: an entry, and a notification, each. What
    // was written before they followed (the inquiry's creation) tells them nothing.
    const cancelled = [
      'Anna cancelled position Developer of inquiry Acme team',
      'Anna cancelled inquiry Acme team',
    ]
    expect(await titles(bea)).toEqual(cancelled)
    expect(await titles(ada)).toEqual(cancelled)
    expect(await titles(anna)).toEqual([])
  })

  it('never tells of a record the person may not read, nor lets them follow it', async () => {
    const inquiry = await annasInquiry()
    for (const [resource, id] of [
      ['inquiry', inquiry.id],
      ['user', anna.id],
      ['contract', await contractEnding(200)],
      ['inquiry', 999_999],
    ] as const) {
      const follow = await t.request('POST', '/api/v1/follows', {
        token: gina.token,
        body: { resource, id },
      })
      expect(follow.status, `${resource} ${id}`).toBe(404)
      expect(follow.body).toEqual({ message: 'Record not found.' })
      const unfollow = await t.request('DELETE', `/api/v1/follows/${resource}/${id}`, {
        token: gina.token,
      })
      expect(unfollow.status).toBe(404)
      expect(unfollow.body).toEqual({ message: 'Record not found.' })
      const state = await t.request('GET', `/api/v1/follows/${resource}/${id}`, {
        token: gina.token,
      })
      expect(state.status).toBe(404)
      expect(state.body).toEqual({ message: 'Record not found.' })
    }
    const unknown = await t.request('DELETE', '/api/v1/follows/planet/1', { token: gina.token })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ message: 'Record not found.' })

    // Anna edits her colleague Bea's user (client staff may), so follows it by the history; but the
    // feed's rule lets client staff read only their own user: an admin's edit of Bea tells Anna
    // nothing, and tells Bea, whose own user it is, nothing either (she never wrote it).
    await send(anna, 'POST', `/api/v1/users/${bea.id}/edit`, { phone: '+358 1' })
    await send(ada, 'POST', `/api/v1/users/${bea.id}/edit`, { phone: '+358 2' })
    await tick()
    expect(await titles(anna)).toEqual([])
    expect(await titles(bea)).toEqual([])
    // An admin who edited it reads every user: told of Anna's next edit.
    await send(anna, 'POST', `/api/v1/users/${bea.id}/edit`, { phone: '+358 3' })
    await tick()
    expect(await titles(ada)).toEqual(['Anna updated user Bea'])
  })

  it('skips saved views', async () => {
    const view = await send(anna, 'POST', '/api/v1/views', { name: 'Mine', resource: 'inquiries' })
    await t.db.execute(
      // A view's history entry by someone else, as if another person had written it.
      sql`insert into history (resource, record_id, actor_id, action)
        values ('view', ${view.id}, ${bea.id}, 'updated')`,
    )
    await tick()
    expect(await titles(anna)).toEqual([])
  })
})

describe('notify_email on the current user', () => {
  it('is off by default and edited like the locale; anything else is a 422 on it', async () => {
    expect((await send(anna, 'GET', '/api/v1/user')).notify_email).toBe('off')
    await send(anna, 'POST', `/api/v1/users/${anna.id}/edit`, { notify_email: 'daily' })
    expect((await send(anna, 'GET', '/api/v1/user')).notify_email).toBe('daily')
    const bad = await t.request('POST', `/api/v1/users/${anna.id}/edit`, {
      token: anna.token,
      body: { notify_email: 'hourly' },
    })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors)).toEqual(['notify_email'])
  })
})
