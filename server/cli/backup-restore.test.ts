/**
 * The real commands over the real server: `npm run backup` during a burst of writes, `npm run
 * restore` into a new folder, the server started there, and every write acknowledged before the
 * backup began found; then restore's refusals. On PostgreSQL, both point to pg_dump/pg_restore.
 */
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/open'
import { inquiries } from '../db/schema'
import { derivedDrift } from '../db/derived'
import { createTestDatabase, testPostgresUrl } from '../test/postgres'
import { apiClient, runCli, type ServerProcess, startServerProcess } from '../test/server-process'

const WRITERS = 4
/** Acknowledged creates before the backup starts. */
const BACKUP_AFTER = 60
/**
 * Creates sent while the backup runs, at most: enough to show writes answered meanwhile. On a slow
 * machine the backup took a minute and a half alone, and unbounded writers sent thousands, each
 * slowing it further (past three minutes with the other tests running).
 */
const DURING_MOST = 300

let folder: string
let postgresDatabase: Awaited<ReturnType<typeof createTestDatabase>> | undefined
const servers = new Set<ServerProcess>()
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'staffing-backup-'))
  const postgresUrl = testPostgresUrl()
  if (postgresUrl) postgresDatabase = await createTestDatabase(postgresUrl)
})
afterAll(async () => {
  for (const server of servers) await server.stop()
  await rm(folder, { recursive: true, force: true })
  await postgresDatabase?.drop()
})

async function start(env: Record<string, string>) {
  const server = await startServerProcess({ SEED_DEMO: '1', ...env })
  servers.add(server)
  return server
}
async function stop(server: ServerProcess) {
  const code = await server.stop()
  servers.delete(server)
  return code
}

async function signIn(port: number, email: string, password: string): Promise<string> {
  const answer = await apiClient(port)('POST', '/api/v1/auth/token', { email, password })
  expect(answer?.status).toBe(201)
  return answer!.body.token as string
}

describe.skipIf(Boolean(testPostgresUrl()))('npm run backup and npm run restore (PGlite)', () => {
  let archive: string
  let restoredDir: string

  it('a backup taken during a burst of writes restores with every write acknowledged before it', async () => {
    const dataDir = join(folder, 'live')
    const live = await start({ DATA_DIR: dataDir })
    const adminToken = await signIn(live.port, 'admin@example.com', 'admin12345')
    const api = apiClient(live.port, await signIn(live.port, 'anna@acme.example', 'client12345'))
    const industries = await api('GET', '/api/v1/industries')
    const industry = { id: industries!.body.industries[0].id as number }

    const run = randomBytes(4).toString('hex')
    const acknowledged = new Map<number, string>()
    let beforeBackup: Map<number, string> | undefined
    let duringBackup = 0
    let backupDone = false
    let backup: ReturnType<typeof runCli> | undefined
    let sent = 0
    async function writer() {
      while (!backupDone && duringBackup < DURING_MOST) {
        const title = `Backup burst ${run} ${sent++}`
        const created = await api('POST', '/api/v1/inquiries', {
          title,
          industry,
          hires: [{ title: 'Hire', type: 'full_time' }],
        })
        expect(created?.status, live.output()).toBe(201)
        acknowledged.set(created!.body.id as number, title)
        if (beforeBackup) {
          duringBackup++
          // Paced while the backup runs: a steady trickle of writes, not thousands to read back.
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
        if (!beforeBackup && acknowledged.size >= BACKUP_AFTER) {
          // Everything acknowledged up to here must be in the backup; what follows may be.
          beforeBackup = new Map(acknowledged)
          archive = join(folder, 'nightly.tar.gz')
          backup = runCli('backup.ts', [
            '--url',
            `http://127.0.0.1:${live.port}`,
            '--out',
            archive,
            '--token',
            adminToken,
          ]).finally(() => (backupDone = true))
        }
      }
    }
    await Promise.all(Array.from({ length: WRITERS }, writer))
    const backedUp = await backup!
    expect(backedUp.stderr).toBe('')
    expect(backedUp.status).toBe(0)
    expect(backedUp.stdout).toMatch(/^Wrote .*nightly\.tar\.gz \(\d+\.\d MiB\)$/m)
    // The server went on answering writes while the backup was taken.
    expect(duringBackup).toBeGreaterThan(0)
    expect(await readdir(folder)).toEqual(['live', 'nightly.tar.gz'])
    expect(await stop(live)).toBe(0)

    restoredDir = join(folder, 'restored')
    const restored = await runCli('restore.ts', [archive], { DATA_DIR: restoredDir })
    expect(restored.stderr).toBe('')
    expect(restored.status).toBe(0)
    expect(restored.stdout).toMatch(/^Restored .*nightly\.tar\.gz into .*restored: \d+ users, /m)

    const again = await start({ DATA_DIR: restoredDir, SEED_DEMO: '0' })
    const reader = apiClient(
      again.port,
      await signIn(again.port, 'anna@acme.example', 'client12345'),
    )
    const missing: string[] = []
    for (const [id, title] of beforeBackup!) {
      const detail = await reader('GET', `/api/v1/inquiry/${id}`)
      if (detail?.status !== 200 || detail.body.title !== title) missing.push(`${id} ${title}`)
    }
    console.log(
      `Backup during a burst: ${beforeBackup!.size} creates acknowledged before the backup, ` +
        `${duringBackup} while it ran; after the restore ${beforeBackup!.size - missing.length} found`,
    )
    expect(missing, again.output()).toEqual([])
    expect(await stop(again)).toBe(0)

    // The restored database keeps what a live one keeps: stored answers, counters, id runs.
    const database = await openDatabase({ dataDir: restoredDir })
    try {
      expect(await derivedDrift(database.db)).toEqual([])
      const rows = await database.db
        .select({ id: inquiries.id, title: inquiries.title })
        .from(inquiries)
        .where(inArray(inquiries.id, [...acknowledged.keys()]))
      // Nothing in it that was never written; all that was acknowledged before it began.
      for (const row of rows) expect(row.title).toBe(acknowledged.get(row.id))
      expect(rows.length).toBeGreaterThanOrEqual(beforeBackup!.size)
    } finally {
      await database.close()
    }
  }, 180_000)

  it('refuses a folder that holds a database, and with --force moves it aside', async () => {
    const listing = await readdir(restoredDir)
    const refused = await runCli('restore.ts', [archive], { DATA_DIR: restoredDir })
    expect(refused.status).toBe(1)
    expect(refused.stderr).toMatch(/holds a database: nothing was changed.*--force/s)
    expect(await readdir(restoredDir)).toEqual(listing)

    const forced = await runCli('restore.ts', [archive, '--force'], { DATA_DIR: restoredDir })
    expect(forced.stderr).toBe('')
    expect(forced.status).toBe(0)
    const aside = (await readdir(folder)).filter((name) =>
      /^restored\.before-restore-\d{8}T\d{6}$/.test(name),
    )
    expect(aside).toHaveLength(1)
    expect(forced.stdout).toContain(join(folder, aside[0]!))
    expect(existsSync(join(folder, aside[0]!, 'PG_VERSION'))).toBe(true)
    expect(existsSync(join(restoredDir, 'PG_VERSION'))).toBe(true)
  }, 120_000)

  it('refuses a damaged or foreign file and changes nothing', async () => {
    const whole = await readFile(archive)
    const damaged = {
      truncated: whole.subarray(0, Math.floor(whole.length / 2)),
      'not gzip': Buffer.from('PG_VERSION\n'.repeat(100)),
      'a gzip of something else': gzipSync(Buffer.from('just some text\n')),
      'a tar of another folder': gzipSync(tarOf({ 'notes/readme.txt': 'hello' })),
      'a data folder without our tables': gzipSync(
        tarOf({ PG_VERSION: '17\n', 'global/pg_control': 'x'.repeat(8192) }),
      ),
    }
    const target = join(folder, 'never-written')
    const emptyTarget = join(folder, 'empty')
    await mkdir(emptyTarget)
    for (const [name, bytes] of Object.entries(damaged)) {
      const file = join(folder, `${name.replace(/ /g, '-')}.tar.gz`)
      await writeFile(file, bytes)
      for (const dataDir of [target, emptyTarget]) {
        const result = await runCli('restore.ts', [file], { DATA_DIR: dataDir })
        expect(result.status, name).toBe(1)
        expect(result.stderr, name).toMatch(
          /not a staffing backup, or it is damaged: .+ Nothing was changed\./,
        )
      }
      expect(existsSync(target), name).toBe(false)
      expect(await readdir(emptyTarget), name).toEqual([])
    }
    expect((await readdir(folder)).filter((n) => n.includes('.restoring-'))).toEqual([])
  }, 180_000)
})

describe.runIf(Boolean(testPostgresUrl()))('backup and restore on PostgreSQL', () => {
  it('point to pg_dump and pg_restore', async () => {
    const server = await start({ DATABASE_URL: postgresDatabase!.url })
    const token = await signIn(server.port, 'admin@example.com', 'admin12345')
    const backup = await runCli('backup.ts', [
      '--url',
      `http://127.0.0.1:${server.port}`,
      '--out',
      join(folder, 'x.tar.gz'),
      '--token',
      token,
    ])
    expect(backup.status).toBe(1)
    expect(backup.stderr).toMatch(/HTTP 501.*pg_dump/)
    await stop(server)
    const restore = await runCli('restore.ts', [join(folder, 'x.tar.gz')], {
      DATABASE_URL: postgresDatabase!.url,
    })
    expect(restore.status).toBe(1)
    expect(restore.stderr).toMatch(/pg_restore/)
  }, 120_000)
})

describe('npm run backup refuses', () => {
  it.each([
    [[], /--url is missing/],
    [['--url', 'http://127.0.0.1:9'], /--out is missing/],
    [['--url', 'http://127.0.0.1:9', '--out', 'x'], /No token/],
    [['--url', 'http://127.0.0.1:9', '--out', 'x', '--token', 't'], /Cannot reach/],
    // A token may begin with a dash: it is the token's, not another option.
    [['--url', 'http://127.0.0.1:9', '--out', 'x', '--token', '-t'], /Cannot reach/],
  ])('%j', async (args, message) => {
    const result = await runCli('backup.ts', args, { BACKUP_TOKEN: '' })
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(message)
  })
})

/** A minimal ustar archive of the given files (for archives that are tar, but not ours). */
function tarOf(files: Record<string, string>): Buffer {
  const blocks: Buffer[] = []
  for (const [name, content] of Object.entries(files)) {
    const header = Buffer.alloc(512)
    header.write(name, 0)
    header.write('0000644\0', 100)
    header.write('0000000\0', 108)
    header.write('0000000\0', 116)
    header.write(`${Buffer.byteLength(content).toString(8).padStart(11, '0')}\0`, 124)
    header.write('00000000000\0', 136)
    header.write('        ', 148)
    header.write('0', 156)
    header.write('ustar\u000000', 257)
    let sum = 0
    for (const byte of header) sum += byte
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148)
    const body = Buffer.alloc(Math.ceil(Buffer.byteLength(content) / 512) * 512)
    body.write(content)
    blocks.push(header, body)
  }
  return Buffer.concat([...blocks, Buffer.alloc(1024)])
}
