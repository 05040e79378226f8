/**
 * A full disk: the real server's database lives on a small file system (a tmpfs this test mounts),
 * a file fills it up in the middle of a burst of contract creates, and then:
 * - every write the database refuses answers 507 with the decided message, never 500;
 * - reads go on, and nothing refused is there, half or whole;
 * - once there is room again, writes succeed without a restart;
 * - after a restart, every write that was acknowledged is there.
 * On PGlite the data folder is on the tmpfs; with DATABASE_URL set (a PostgreSQL server on this
 * machine), the test database is moved into a tablespace on it. Mounting needs root, and a
 * tablespace a superuser role: otherwise the test is skipped, and says so.
 */
import { execFileSync } from 'node:child_process'
import { open, mkdtemp, rm, rmdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DISK_FULL_MESSAGE } from '../../http/errors'
import { createTestDatabase, testPostgresUrl } from '../postgres'
import { type Answer, apiClient, startServerProcess, type ServerProcess } from '../server-process'

const postgresUrl = testPostgresUrl()

async function onServer<T>(work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(postgresUrl!, { max: 1, onnotice: () => {} })
  try {
    return await work(sql)
  } finally {
    await sql.end()
  }
}

/**
 * Why this machine cannot run the test (not root, no tmpfs can be mounted, or a PostgreSQL role that
 * may not create a tablespace); undefined: it can.
 */
async function whyNot(): Promise<string | undefined> {
  if (process.getuid?.() !== 0) return 'it needs root to mount a tmpfs'
  const probe = await mkdtemp(join(tmpdir(), 'staffing-mount-probe-'))
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { stdio: 'ignore' })
    execFileSync('umount', [probe])
  } catch {
    return 'this machine cannot mount a tmpfs'
  } finally {
    await rmdir(probe)
  }
  if (postgresUrl && !(await onServer(mayCreateTablespace)))
    return 'the PostgreSQL role of DATABASE_URL is not a superuser, and only one may create a tablespace'
  return undefined
}

async function mayCreateTablespace(sql: postgres.Sql): Promise<boolean> {
  const [role] = await sql`select rolsuper from pg_roles where rolname = current_user`
  return role?.rolsuper === true
}

const skipped = await whyNot()
if (skipped) console.warn(`The full-disk test is skipped: ${skipped}.`)
const runnable = skipped === undefined
/** The test's file system: room for the database and its demo data, and some to fill. */
const SIZE_MB = 96

let mountPoint: string
let tablespace: string | undefined
let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined
const servers: ServerProcess[] = []

/** PostgreSQL's own OS user: the tablespace's folder must be its. */
const postgresUid = () => Number(execFileSync('id', ['-u', 'postgres']).toString().trim())

beforeAll(async () => {
  if (!runnable) return
  mountPoint = await mkdtemp(join(tmpdir(), 'staffing-full-disk-'))
  const owner = postgresUrl ? `,uid=${postgresUid()}` : ''
  execFileSync('mount', [
    '-t',
    'tmpfs',
    '-o',
    `size=${SIZE_MB}m,mode=0700${owner}`,
    'tmpfs',
    mountPoint,
  ])
  if (postgresUrl) {
    database = await createTestDatabase(postgresUrl)
    tablespace = `${new URL(database.url).pathname.slice(1)}_space`
    const name = new URL(database.url).pathname.slice(1)
    // Names made by the tests (letters, digits, underscores): identifiers cannot be parameters.
    await onServer(async (sql) => {
      await sql.unsafe(`create tablespace ${tablespace} location '${mountPoint}'`)
      await sql.unsafe(`alter database ${name} set tablespace ${tablespace}`)
    })
  }
}, 60_000)

afterAll(async () => {
  for (const server of servers) await server.stop('SIGTERM')
  if (!runnable) return
  await database?.drop()
  if (tablespace) await onServer((sql) => sql.unsafe(`drop tablespace if exists ${tablespace}`))
  execFileSync('umount', [mountPoint])
  await rmdir(mountPoint)
}, 60_000)

async function startServer(): Promise<ServerProcess> {
  const server = await startServerProcess({
    DATA_DIR: join(mountPoint, 'data'),
    DATABASE_URL: database?.url ?? '',
    SEED_DEMO: '1',
  })
  servers.push(server)
  return server
}

/** A file that takes every byte left on the file system; resolves with its path once it has. */
async function fillDisk(): Promise<string> {
  const path = join(mountPoint, 'filler')
  const file = await open(path, 'w', postgresUrl ? 0o644 : 0o600)
  const block = Buffer.alloc(1 << 16)
  try {
    for (;;) await file.write(block)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
    // The last blocks: whatever fits of smaller writes.
    for (let size = 1 << 15; size >= 512; size >>= 1)
      await file.write(Buffer.alloc(size)).catch(() => undefined)
  } finally {
    await file.close()
  }
  return path
}

const serverLog = () => servers.map((server) => server.output()).join('\n')

describe.skipIf(!runnable)(
  'a full disk (needs root and a tmpfs: skipped otherwise, saying why)',
  () => {
    it('answers 507 for each refused write, reads go on, writes resume, and nothing acknowledged is lost', async () => {
      const first = await startServer()
      const signIn = await apiClient(first.port)('POST', '/api/v1/auth/token', {
        email: 'admin@example.com',
        password: 'admin12345',
      })
      expect(signIn?.status).toBe(201)
      const token = signIn!.body.token as string
      let api = apiClient(first.port, token)
      const demo = (await api('GET', '/api/v1/contracts?per_page=1'))!.body
      const demoTotal = demo.total as number
      const { client_company_id, vendor_company_id } = demo.contracts[0]
      const contract = (n: number) => ({
        the_contract_id: `DISK-${n}`,
        client_company_id,
        vendor_company_id,
        contract_start: '2026-01-01',
        contract_end: '2026-12-31',
        status: 'ongoing',
        client_price: 95.5,
        vendor_price: 70.25,
        allocation: 80,
        // A few hundred bytes a row, so that the tables need new pages soon.
        work_scope: `Written while the disk filled up, number ${n}. ${'x'.repeat(400)}`,
      })

      // A burst of creates, the disk filled in the middle of it.
      const acknowledged: string[] = []
      const refused: string[] = []
      const answers: (Answer | undefined)[] = []
      let filler: string | undefined
      for (let n = 0; refused.length < 10 && n < 2_000; n += 4) {
        if (n === 40) filler = await fillDisk()
        const batch = [n, n + 1, n + 2, n + 3]
        const sent = await Promise.all(
          batch.map((i) => api('POST', '/api/v1/contracts', contract(i))),
        )
        sent.forEach((answer, i) => {
          answers.push(answer)
          if (answer?.status === 201) acknowledged.push(`DISK-${batch[i]}`)
          if (answer?.status === 507) refused.push(`DISK-${batch[i]}`)
        })
      }
      const statuses = new Set(answers.map((answer) => answer?.status))
      expect([...statuses].sort(), serverLog()).toEqual([201, 507])
      expect(refused.length).toBeGreaterThanOrEqual(10)
      const refusal = answers.find((answer) => answer?.status === 507)!
      expect(refusal.body).toEqual({ message: DISK_FULL_MESSAGE })
      expect(DISK_FULL_MESSAGE).toBe("The server's disk is full; nothing was saved.")

      // Reads go on while the disk is full; what was refused is not there, and the totals know it.
      const whileFull = async () => {
        const list = await api('GET', '/api/v1/contracts?search=DISK-&per_page=100')
        expect(list?.status).toBe(200)
        const all = await api('GET', '/api/v1/contracts?per_page=1')
        expect(all?.body.total).toBe(demoTotal + acknowledged.length)
        return list!.body
      }
      const found = await whileFull()
      expect(found.total).toBe(acknowledged.length)
      const one = await api('GET', `/api/v1/contracts/${acknowledged.at(-1)}`)
      expect(one?.status).toBe(200)
      expect(one?.body.client_price).toBe(95.5)
      for (const id of refused.slice(0, 5))
        expect((await api('GET', `/api/v1/contracts/${id}`))?.status).toBe(404)

      // Room again: writes succeed without a restart.
      await rm(filler!)
      const after = await api('POST', '/api/v1/contracts', contract(5_000))
      expect(after?.status, serverLog()).toBe(201)
      acknowledged.push('DISK-5000')

      // A restart: every acknowledged write is there, and nothing else.
      expect(await first.stop('SIGTERM')).toBe(0)
      const second = await startServer()
      api = apiClient(second.port, token)
      const again = await api('GET', '/api/v1/contracts?search=DISK-&per_page=100')
      expect(again?.status, serverLog()).toBe(200)
      const ids = (again!.body.contracts as { the_contract_id: string }[]).map(
        (row) => row.the_contract_id,
      )
      expect(ids.sort()).toEqual(acknowledged.sort())
      expect((await api('GET', '/api/v1/contracts?per_page=1'))?.body.total).toBe(
        demoTotal + acknowledged.length,
      )
    }, 120_000)
  },
)
