import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import postgres from 'postgres'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { makeNotifications, notificationById } from '../db/notifications'
import { openDatabase, type Database } from '../db/open'
import { rowsOf } from '../db/rows'
import { createTestContext, type TestContext } from '../test/harness'
import { inDays, notifyCast, type NotifyCast, type Person } from '../test/notify-cast'
import { mailerOf, type Mailer } from './mail'
import { notifyTick } from './schedule'
import { startSmtpSink } from './smtp-sink'

let t: TestContext
let sink: Awaited<ReturnType<typeof startSmtpSink>>
let mailer: Mailer
let cast: NotifyCast
let ada: Person // admin, e-mail off
let root: Person // admin, a daily digest
let anna: Person // Acme client, each at once
let bea: Person // Acme client

const quiet = pino({ enabled: false })
const PUBLIC_URL = 'https://staffing.example'

beforeAll(async () => {
  sink = await startSmtpSink()
  t = await createTestContext({
    SMTP_URL: sink.url,
    PUBLIC_URL,
    SMTP_FROM: 'Staffing <hq@example>',
  })
  mailer = mailerOf(t.config)!
})
beforeEach(async () => {
  await t.reset()
  sink.received.length = 0
  cast = await notifyCast(t)
  ;({ ada, root, anna, bea } = cast)
})
const send: NotifyCast['send'] = (...request) => cast.send(...request)
const contractEnding: NotifyCast['contractEnding'] = (...contract) =>
  cast.contractEnding(...contract)

afterAll(async () => {
  mailer.close()
  await t.close()
  await sink.close()
})

const tick = (db: Database = t.db, now?: Date) =>
  notifyTick(db, t.config, mailer, { log: quiet, ...(now ? { now } : {}) })
const today = () => inDays(0)

const stored = () =>
  rowsOf<{ user_id: number; kind: string; key: string; emailed: boolean }>(
    t.db,
    sql`select user_id, kind, key, emailed_at is not null as emailed from notifications order by id`,
  )

describe('notice_deadline', () => {
  it('7 days ahead and again on the day, once each, for every admin', async () => {
    // Ending in 40 days with 33 days of notice: the deadline is 7 days from today.
    const contract = await contractEnding(40)
    await send(ada, 'POST', `/api/v1/contracts/id/${contract}/edit`, { notice_days: 33 })
    const far = await contractEnding(60, 'C-FAR')
    await send(ada, 'POST', `/api/v1/contracts/id/${far}/edit`, { notice_days: 10 })
    const run = (day: string) => t.db.transaction((tx) => makeNotifications(tx, day))
    await run(today())
    await run(today())
    const notices = async () =>
      (await stored()).filter((n) => n.kind === 'notice_deadline').map((n) => [n.user_id, n.key])
    const deadline = inDays(7)
    expect(await notices()).toEqual([
      [ada.id, `notice_deadline:${contract}:${deadline}:7`],
      [root.id, `notice_deadline:${contract}:${deadline}:7`],
    ])
    // The days between make nothing new; the day itself does, once.
    await run(inDays(3))
    await run(deadline)
    await run(deadline)
    expect(await notices()).toHaveLength(4)
    expect((await notices()).slice(2)).toEqual([
      [ada.id, `notice_deadline:${contract}:${deadline}:0`],
      [root.id, `notice_deadline:${contract}:${deadline}:0`],
    ])
    const [title] = await rowsOf<{ title: string; link: string }>(
      t.db,
      sql`select title, link from notifications where key like ${`notice_deadline:${contract}:%:0`}
        limit 1`,
    )
    expect(title).toEqual({
      title: 'Notice deadline of contract C-40 is today',
      link: `/contracts/${contract}/edit`,
    })
  })
})

describe('document_expiring', () => {
  it('30 days ahead of a document’s expiry, once per expiry day, for every admin', async () => {
    const contract = await contractEnding(200, 'C-DOC')
    const upload = async (name: string, expires: string) => {
      const form = new FormData()
      form.append('file', new File(['%PDF-1.4 insured'], name))
      form.append('kind', 'insurance')
      form.append('expires_on', expires)
      const answer = await t.request('POST', `/api/v1/contracts/id/${contract}/attachments`, {
        token: ada.token,
        form,
      })
      expect(answer.status).toBe(201)
      return answer.body.id as number
    }
    const soon = await upload('insurance.pdf', inDays(30))
    await upload('later.pdf', inDays(31))
    const run = (day: string) => t.db.transaction((tx) => makeNotifications(tx, day))
    await run(today())
    await run(today())
    const documents = async () =>
      (await stored()).filter((n) => n.kind === 'document_expiring').map((n) => [n.user_id, n.key])
    expect(await documents()).toEqual([
      [ada.id, `document_expiring:${soon}:${inDays(30)}`],
      [root.id, `document_expiring:${soon}:${inDays(30)}`],
    ])
    const [made] = await rowsOf<{ title: string; body: string; link: string }>(
      t.db,
      sql`select title, body, link from notifications where kind = 'document_expiring' limit 1`,
    )
    expect(made).toEqual({
      title: `Document insurance.pdf of contract C-DOC expires on ${inDays(30)}`,
      body: 'Ask for a new one before then.',
      link: `/contracts/${contract}/edit?tab=documents`,
    })
    // A day later the other one is within the 30 days too; a terminated contract's are not.
    await run(inDays(1))
    expect(await documents()).toHaveLength(4)
    await send(ada, 'DELETE', `/api/v1/contracts/id/${contract}`)
    await t.db.execute(sql`delete from notifications`)
    await run(inDays(1))
    expect(await documents()).toEqual([])
  })
})

describe('contract_ending', () => {
  it('is not made for a contract whose renewal is decided', async () => {
    const decided = await contractEnding(12)
    await send(ada, 'POST', `/api/v1/contracts/id/${decided}/edit`, { renewal: 'not_renewing' })
    const open = await contractEnding(13)
    await t.db.transaction((tx) => makeNotifications(tx, today()))
    expect(
      (await stored()).filter((n) => n.kind === 'contract_ending').map((n) => n.key.split(':')[1]),
    ).toEqual([String(open), String(open)])
  })

  it('comes a batch at a time: a run makes at most its batch, the next runs the rest, none twice', async () => {
    const contracts = [await contractEnding(5), await contractEnding(6), await contractEnding(7)]
    const run = () => t.db.transaction((tx) => makeNotifications(tx, today(), 4))
    // Three contracts for two admins: six to make, four a run.
    expect(await run()).toBe(4)
    expect(await run()).toBe(2)
    expect(await run()).toBe(0)
    const keys = (await stored()).map((n) => `${n.user_id} ${n.key}`)
    expect(new Set(keys).size).toBe(6)
    // The soonest first.
    expect(keys.slice(0, 2)).toEqual([
      `${ada.id} contract_ending:${contracts[0]}:${inDays(5)}`,
      `${root.id} contract_ending:${contracts[0]}:${inDays(5)}`,
    ])
  })

  it('is made once per admin, however often and by however many processes the schedule runs', async () => {
    const contract = await contractEnding(10)
    await contractEnding(45) // beyond 30 days
    const terminated = await contractEnding(3, 'C-OLD')
    await send(ada, 'DELETE', `/api/v1/contracts/id/${terminated}`)

    // A second app instance over the same database: its own connections on PostgreSQL.
    const second = t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl }) : undefined
    try {
      const runs = await Promise.all([tick(t.db), tick(second?.db ?? t.db), tick(t.db)])
      expect(runs.reduce((sum, run) => sum + (run.made ?? 0), 0)).toBe(2)
      await tick(second?.db ?? t.db)
    } finally {
      await second?.close()
    }
    // Without the lock too (a process that would not wait for it): the unique key holds.
    await t.db.transaction((tx) => makeNotifications(tx, today()))
    await t.db.transaction((tx) => makeNotifications(tx, today()))

    const keys = (await stored()).map((n) => [n.user_id, n.kind, n.key])
    expect(keys).toEqual([
      [ada.id, 'contract_ending', `contract_ending:${contract}:${inDays(10)}`],
      [root.id, 'contract_ending', `contract_ending:${contract}:${inDays(10)}`],
    ])

    // An extension re-arms it: the new end is another notification.
    await send(root, 'POST', `/api/v1/contracts/id/${contract}/edit`, { contract_end: inDays(20) })
    await tick()
    await tick()
    expect((await stored()).filter((n) => n.kind === 'contract_ending')).toHaveLength(4)
  })

  it('tells channel notification of each new one, in its transaction, as user:id', async () => {
    const heard: string[] = []
    let stop: () => Promise<unknown>
    if (t.databaseUrl) {
      const listener = postgres(t.databaseUrl, { max: 1, onnotice: () => {} })
      await listener.listen('notification', (payload) => heard.push(payload))
      stop = () => listener.end()
    } else {
      const client = (t.db as unknown as { $client: PGlite }).$client
      stop = await client.listen('notification', (payload) => heard.push(payload))
    }
    try {
      await contractEnding(10)
      await tick()
      await expect.poll(() => heard.length).toBe(2)
      await tick()
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(heard).toHaveLength(2)
    } finally {
      await stop()
    }
    const told = heard.map((payload) => payload.split(':').map(Number) as [number, number])
    expect(told.map(([user]) => user).sort()).toEqual([ada.id, root.id].sort())
    // What the stream sends is exactly an item of the person's list.
    const [userId, id] = told.find(([user]) => user === ada.id)!
    const listed = await send(ada, 'GET', '/api/v1/notifications')
    expect(await notificationById(t.db, userId, id)).toEqual(listed.notifications[0])
    expect(await notificationById(t.db, root.id, id)).toBeUndefined()
  })
})

describe('e-mail', () => {
  beforeEach(async () => {
    await send(anna, 'POST', `/api/v1/users/${anna.id}/edit`, { notify_email: 'instant' })
    await send(root, 'POST', `/api/v1/users/${root.id}/edit`, { notify_email: 'daily' })
  })

  /** `now`: when the schedule's run in between happens (the real time if not given). */
  async function annaIsTold(now?: Date) {
    const { id } = await send(anna, 'POST', '/api/v1/inquiries', {
      title: 'Acme team',
      industry: { name: 'Software' },
      hires: [{ title: 'Developer', type: 'full_time' }],
    })
    await tick(t.db, now)
    await send(bea, 'POST', `/api/v1/inquiry/${id}/cancel`)
    return id as number
  }

  it('instant: each new notification to its person, once, with the full link', async () => {
    const inquiry = await annaIsTold()
    const now = new Date(`${today()}T05:00:00Z`) // before the digest hour
    expect((await tick(t.db, now)).mailed).toBe(2)
    expect(sink.received.map((m) => [m.to, m.subject]).sort()).toEqual([
      [['anna@acme.example'], 'Bea cancelled inquiry Acme team'],
      [['anna@acme.example'], 'Bea cancelled position Developer of inquiry Acme team'],
    ])
    for (const message of sink.received) {
      expect(message.from).toBe('hq@example')
      expect(message.text).toContain(`Open it: ${PUBLIC_URL}/inquiries/${inquiry}`)
    }
    expect((await stored()).every((n) => n.emailed)).toBe(true)
    await tick(t.db, now)
    expect(sink.received).toHaveLength(2)
  })

  it('daily: one digest from 07:00 UTC of the unread ones not mailed, then none that day', async () => {
    const contract = await contractEnding(10)
    await send(ada, 'POST', `/api/v1/users/${ada.id}/edit`, { notify_email: 'off' })
    const day = today()
    await tick(t.db, new Date(`${day}T06:59:00Z`))
    expect(sink.received).toEqual([])

    await tick(t.db, new Date(`${day}T07:01:00Z`))
    expect(sink.received).toHaveLength(1)
    const [digest] = sink.received
    expect(digest!.to).toEqual(['root@hq.example'])
    expect(digest!.subject).toBe(`1 unread notification on ${day}`)
    expect(digest!.text).toContain(`Contract C-10 ends on ${inDays(10)}`)
    expect(digest!.text).toContain(`${PUBLIC_URL}/contracts/${contract}/edit`)

    // A new one later that day waits for the next day's digest; a read one is never mailed.
    await contractEnding(12)
    await contractEnding(14)
    await tick(t.db, new Date(`${day}T12:00:00Z`))
    expect(sink.received).toHaveLength(1)
    const rootsNewest = (await send(root, 'GET', '/api/v1/notifications')).notifications[0]
    await send(root, 'POST', '/api/v1/notifications/read', { ids: [rootsNewest.id] })
    const next = new Date(`${inDays(1)}T07:00:00Z`)
    await tick(t.db, next)
    expect(sink.received).toHaveLength(2)
    expect(sink.received[1]!.subject).toBe(`1 unread notification on ${inDays(1)}`)
    expect(sink.received[1]!.text).toContain('Contract C-12')
    expect(sink.received[1]!.text).not.toContain('Contract C-14')
    await tick(t.db, next)
    // Ada (off) got nothing, ever.
    expect(sink.received.flatMap((m) => m.to)).toEqual(['root@hq.example', 'root@hq.example'])
  })

  it('in the language each person chose: the notifications, their e-mail and the digest', async () => {
    await send(anna, 'POST', `/api/v1/users/${anna.id}/edit`, { locale: 'fi' })
    await send(root, 'POST', `/api/v1/users/${root.id}/edit`, { locale: 'fi' })
    const day = today()
    // The run in between before the digest hour, whatever the clock says: Root's digest waits.
    const inquiry = await annaIsTold(new Date(`${day}T05:00:00Z`))
    const contract = await contractEnding(10)
    const end = inDays(10)
    const finnishDay = `${Number(end.slice(8))}.${Number(end.slice(5, 7))}.${end.slice(0, 4)}`
    expect((await tick(t.db, new Date(`${day}T07:01:00Z`))).mailed).toBe(3)

    // Anna, each at once in Finnish: the record first, then who did what.
    const annas = sink.received.filter((m) => m.to[0] === 'anna@acme.example')
    expect(annas.map((m) => m.subject).sort()).toEqual([
      'Kysely Acme team: Bea perui',
      'Paikka Developer (Kysely Acme team): Bea perui',
    ])
    for (const message of annas)
      expect(message.text).toContain(`Avaa: ${PUBLIC_URL}/inquiries/${inquiry}`)
    expect(annas.some((m) => m.text.includes('Muutettu: status'))).toBe(true)

    // Root's digest in Finnish, his contract_ending too; Ada, in English, reads hers so.
    const [digest] = sink.received.filter((m) => m.to[0] === 'root@hq.example')
    expect(digest!.subject).toBe(`1 lukematon ilmoitus ${day}`)
    expect(digest!.text).toContain('Hei Root,')
    expect(digest!.text).toContain(`Sopimus C-10 päättyy ${finnishDay}`)
    expect(digest!.text).toContain('Asiakas Acme Oy. Päätä jatkosta ennen sen päättymistä.')
    expect(digest!.text).toContain(`Ilmoituksesi: ${PUBLIC_URL}/`)
    const adas = (await send(ada, 'GET', '/api/v1/notifications')).notifications
    expect(
      adas.find((n: { link: string }) => n.link === `/contracts/${contract}/edit`),
    ).toMatchObject({
      title: `Contract C-10 ends on ${end}`,
      body: 'Client Acme Oy. Decide on its renewal before it ends.',
    })
  })

  it('off: nothing is mailed', async () => {
    await send(anna, 'POST', `/api/v1/users/${anna.id}/edit`, { notify_email: 'off' })
    await send(root, 'POST', `/api/v1/users/${root.id}/edit`, { notify_email: 'off' })
    await annaIsTold()
    await contractEnding(10)
    await tick(t.db, new Date(`${today()}T08:00:00Z`))
    expect((await stored()).length).toBe(4)
    expect(sink.received).toEqual([])
  })

  it('without SMTP_URL nothing is sent and nothing fails; an unreachable server fails nothing either', async () => {
    expect(mailerOf({ smtpUrl: undefined, smtpFrom: 'x' })).toBeUndefined()
    await annaIsTold()
    expect(await notifyTick(t.db, t.config, undefined, { log: quiet })).toEqual({
      made: 2,
      mailed: 0,
    })
    const unreachable = mailerOf({ smtpUrl: 'smtp://127.0.0.1:1', smtpFrom: 'x' })!
    try {
      const run = await notifyTick(t.db, t.config, unreachable, { log: quiet })
      expect(run).toEqual({ made: 0, mailed: 0 })
    } finally {
      unreachable.close()
    }
    // Not marked: a working server later sends them.
    expect((await stored()).some((n) => n.emailed)).toBe(false)
    expect((await tick(t.db, new Date(`${today()}T05:00:00Z`))).mailed).toBe(2)
    expect(sink.received).toHaveLength(2)
  })
})
