/**
 * A restart drops nobody's work: the real server gets SIGTERM in the middle of a burst of writes.
 * Every request either got its whole answer (2xx) or never reached the server (nothing of it was
 * written); none got a 5xx; the process exits 0; and the server, started again, has every write it
 * answered and none it did not. With DATABASE_URL set the same burst runs on PostgreSQL.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, testPostgresUrl } from '../postgres'
import { apiClient, type ServerProcess, startServerProcess } from '../server-process'

const CONCURRENCY = 16
/** Acknowledged writes before the signal. */
const SIGNAL_AFTER = 100

let dataDir: string
let postgresDatabase: Awaited<ReturnType<typeof createTestDatabase>> | undefined
const servers: ServerProcess[] = []
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'staffing-shutdown-'))
  const postgresUrl = testPostgresUrl()
  if (postgresUrl) postgresDatabase = await createTestDatabase(postgresUrl)
})
afterAll(async () => {
  for (const server of servers) await server.stop('SIGKILL')
  await rm(dataDir, { recursive: true, force: true })
  await postgresDatabase?.drop()
})

async function start() {
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: postgresDatabase?.url ?? '',
    SEED_DEMO: '1',
    LOG_REQUESTS: '1',
  })
  servers.push(server)
  return server
}

describe('SIGTERM in the middle of a burst', () => {
  it('answers every request that reached the server, then exits 0', async () => {
    const first = await start()
    const signIn = await apiClient(first.port)('POST', '/api/v1/auth/token', {
      email: 'anna@acme.example',
      password: 'client12345',
    })
    expect(signIn?.status).toBe(201)
    const token = signIn!.body.token as string
    const api = apiClient(first.port, token)
    const industries = await api('GET', '/api/v1/industries')
    const industry = { id: industries!.body.industries[0].id as number }

    const run = randomBytes(4).toString('hex')
    const answered = new Map<number, string>()
    const unanswered = new Set<string>()
    const statuses: number[] = []
    let signalled = false
    let answeredAfterSignal = 0
    let exited: Promise<number | null> | undefined
    let sent = 0

    async function writer() {
      for (;;) {
        const title = `Shutdown ${run} ${sent++}`
        const created = await api('POST', '/api/v1/inquiries', {
          title,
          industry,
          hires: [{ title: 'Hire', type: 'full_time' }],
        })
        if (!created) {
          unanswered.add(title)
          if (signalled) return
          continue
        }
        statuses.push(created.status)
        if (created.status !== 201) return
        answered.set(created.body.id as number, title)
        if (signalled) answeredAfterSignal++
        if (!signalled && answered.size >= SIGNAL_AFTER) {
          signalled = true
          exited = first.stop('SIGTERM')
        }
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, writer))
    expect(await exited, first.output()).toBe(0)
    expect(
      statuses.filter((status) => status !== 201),
      first.output(),
    ).toEqual([])
    // The signal came while requests were in flight, and they were answered after it.
    expect(answeredAfterSignal, first.output()).toBeGreaterThan(0)
    expect(first.output()).toMatch(/"msg":"stopping: finishing the requests in flight"/)
    expect(first.output()).toMatch(/"msg":"stopped"/)

    const second = await start()
    const reader = apiClient(second.port, token)
    const listed = new Map<string, number>()
    for (let page = 1; ; page++) {
      const query = `q=${encodeURIComponent(`Shutdown ${run}`)}&per_page=100&page=${page}`
      const list = await reader('GET', `/api/v1/inquiries?${query}`)
      expect(list?.status, second.output()).toBe(200)
      for (const row of list!.body.orders as { id: number; title: string }[]) {
        listed.set(row.title, row.id)
      }
      if (page >= list!.body.last_page) break
    }
    console.log(
      `Graceful shutdown (${postgresDatabase ? 'PostgreSQL' : 'PGlite'}): ${answered.size} writes ` +
        `answered, ${answeredAfterSignal} of them after SIGTERM; ${unanswered.size} requests ` +
        `refused at the door; after the restart ${listed.size} found`,
    )
    // Every answered write is there, and no request that got no answer was carried out.
    expect([...answered.values()].filter((title) => !listed.has(title))).toEqual([])
    expect([...unanswered].filter((title) => listed.has(title))).toEqual([])
    expect(listed.size).toBe(answered.size)
  }, 120_000)
})
