/**
 * Crash without loss: the real server is killed with SIGKILL in the middle of a burst of writes,
 * started again on the same database, and every write it had answered 2xx must be there.
 * On PGlite (the default) that is the promise of its data folder: a killed process loses nothing
 * that reached the operating system. With DATABASE_URL set the same burst runs on PostgreSQL.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, testPostgresUrl } from '../postgres'
import { apiClient, startServerProcess, type ServerProcess } from '../server-process'

const CONCURRENCY = 16
/** Acknowledged writes (inquiries and positions) before the kill. */
const KILL_AFTER = 200

let dataDir: string
let postgresDatabase: Awaited<ReturnType<typeof createTestDatabase>> | undefined
const servers: ServerProcess[] = []

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'staffing-crash-'))
  const postgresUrl = testPostgresUrl()
  if (postgresUrl) postgresDatabase = await createTestDatabase(postgresUrl)
})
afterAll(async () => {
  for (const server of servers) await server.stop('SIGTERM')
  await rm(dataDir, { recursive: true, force: true })
  await postgresDatabase?.drop()
})

/** `npm run api` as a child process on the test's database; resolves once /api/health answers. */
async function startServer(): Promise<ServerProcess> {
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: postgresDatabase?.url ?? '',
    SEED_DEMO: '1',
  })
  servers.push(server)
  return server
}

/** What the servers wrote: shown when an assertion fails. */
const serverLog = () => servers.map((server) => server.output()).join('\n')

const position = (title: string) => ({
  stage: 'pending',
  title,
  type: 'contract',
  budget: '4200',
  job_start: '2026-02-01T09:00:00Z',
  job_end: '2026-08-01T17:00:00Z',
  description: '<p>Written during the crash test</p>',
})

describe('a server killed with SIGKILL in the middle of a write burst', () => {
  it('opens cleanly again and has every write it acknowledged', async () => {
    const first = await startServer()
    const signIn = await apiClient(first.port)('POST', '/api/v1/auth/token', {
      email: 'anna@acme.example',
      password: 'client12345',
    })
    expect(signIn?.status).toBe(201)
    const token = signIn!.body.token as string
    let api = apiClient(first.port, token)
    const industries = await api('GET', '/api/v1/industries')
    const industry = { id: industries!.body.industries[0].id as number }

    const run = randomBytes(4).toString('hex')
    const inquiries = new Map<number, string>()
    const positions: { inquiryId: number; id: number; title: string }[] = []
    let sent = 0
    let unanswered = 0
    let killed: Promise<unknown> | undefined

    const acknowledged = () => {
      if (!killed && inquiries.size + positions.length >= KILL_AFTER) {
        killed = first.stop('SIGKILL')
      }
    }
    async function writer() {
      while (!killed) {
        const n = sent++
        const title = `Crash inq-${run} ${n}`
        const created = await api('POST', '/api/v1/inquiries', {
          title,
          industry,
          hires: [{ title: `Hire ${n}`, type: 'full_time' }],
        })
        if (!created) return void unanswered++
        expect(created.status).toBe(201)
        inquiries.set(created.body.id as number, title)
        acknowledged()
        if (killed) return
        const positionTitle = `Crash position-${run} ${n}`
        const added = await api(
          'POST',
          `/api/v1/inquiry/${created.body.id}/positions`,
          position(positionTitle),
        )
        if (!added) return void unanswered++
        expect(added.status).toBe(200)
        positions.push({ inquiryId: created.body.id, id: added.body.id, title: positionTitle })
        acknowledged()
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, writer))
    await killed
    expect(first.child.signalCode).toBe('SIGKILL')
    // Requests were still in flight when the server died: the kill came in the middle of the burst.
    expect(unanswered).toBeGreaterThan(0)

    // Reads use the token issued before the kill: it was an acknowledged write too.
    api = apiClient((await startServer()).port, token)
    let found = 0
    const missing: string[] = []
    for (const [id, title] of inquiries) {
      const detail = await api('GET', `/api/v1/inquiry/${id}`)
      if (detail?.status !== 200 || detail.body.title !== title) {
        missing.push(`inquiry ${id} (${title}): ${detail?.status}`)
        continue
      }
      found++
      const stored = new Map(
        (detail.body.positions as { id: number; title: string }[]).map((p) => [p.id, p.title]),
      )
      for (const p of positions.filter((p) => p.inquiryId === id)) {
        if (stored.get(p.id) === p.title) found++
        else missing.push(`position ${p.id} (${p.title}) of inquiry ${id}`)
      }
    }
    const acknowledgedCount = inquiries.size + positions.length
    console.log(
      `Crash test (${postgresDatabase ? 'PostgreSQL' : 'PGlite'}): ${inquiries.size} inquiries and ` +
        `${positions.length} positions acknowledged before SIGKILL, ${unanswered} requests cut off; ` +
        `after the restart ${found} of ${acknowledgedCount} acknowledged writes found by id`,
    )
    expect(missing, serverLog()).toEqual([])
    expect(found).toBe(acknowledgedCount)

    // Found by title as well, through the search column and its index.
    const listed = new Set<string>()
    for (let page = 1; ; page++) {
      const query = `q=${encodeURIComponent(`inq-${run}`)}&per_page=100&page=${page}`
      const list = await api('GET', `/api/v1/inquiries?${query}`)
      expect(list?.status, serverLog()).toBe(200)
      for (const row of list!.body.orders as { title: string }[]) listed.add(row.title)
      if (page >= list!.body.last_page) break
    }
    console.log(`${listed.size} inquiries of the burst listed by title (${sent} were sent)`)
    expect([...inquiries.values()].filter((title) => !listed.has(title))).toEqual([])
    // Unanswered requests may or may not have committed; nothing appears that was never sent.
    expect(listed.size).toBeLessThanOrEqual(sent)

    // And it takes writes again.
    const after = await api('POST', '/api/v1/inquiries', {
      title: `After the crash ${run}`,
      industry,
      hires: [{ title: 'Survivor', type: 'part_time' }],
    })
    expect(after?.status, serverLog()).toBe(201)
    expect((await api('GET', `/api/v1/inquiry/${after!.body.id}`))?.body.title).toBe(
      `After the crash ${run}`,
    )
  }, 90_000)
})
