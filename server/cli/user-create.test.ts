import { spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyPassword } from '../auth/passwords'
import { openDatabase } from '../db/open'
import { companies, users } from '../db/schema'
import { createTestDatabase, testPostgresUrl } from '../test/postgres'

// The CLI's own database: a PGlite folder, or a fresh PostgreSQL database when DATABASE_URL is set.
let dataDir: string
let postgresDatabase: Awaited<ReturnType<typeof createTestDatabase>> | undefined
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'staffing-cli-'))
  const postgresUrl = testPostgresUrl()
  if (postgresUrl) postgresDatabase = await createTestDatabase(postgresUrl)
})
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
  await postgresDatabase?.drop()
})

const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/user-create.ts', ...args], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: postgresDatabase?.url ?? '',
      SEED_DEMO: '0',
    },
    encoding: 'utf8',
  })

describe('npm run user:create', () => {
  it('creates a user, resolves the company ignoring case, prints the id; refuses a taken email and bad input', async () => {
    const base = ['--password', 'long-enough-1', '--name', 'Ada', '--type', 'admin']
    const first = run('--email', 'ada@hq.example', '--company', 'Staffing HQ', ...base)
    expect(first.stderr).not.toMatch(/error/i)
    expect(first.status).toBe(0)
    expect(first.stdout.trim()).toBe('1')

    const second = run('--email', 'bob@hq.example', '--company', 'staffing hq', ...base)
    expect(second.status).toBe(0)
    expect(second.stdout.trim()).toBe('2')

    const taken = run('--email', 'ADA@hq.example', '--company', 'Staffing HQ', ...base)
    expect(taken.status).toBe(1)
    expect(taken.stderr).toContain('already taken')

    const bad = run(
      '--email',
      'not-an-email',
      '--company',
      'X',
      '--password',
      'short',
      '--name',
      'B',
    )
    expect(bad.status).toBe(1)
    expect(bad.stderr).toContain('--email')
    expect(bad.stderr).toContain('--password')

    const database = await openDatabase({ dataDir, databaseUrl: postgresDatabase?.url })
    try {
      const rows = await database.db.select().from(users)
      expect(rows.map((u) => [u.email, u.type, u.companyId])).toEqual([
        ['ada@hq.example', 'admin', 1],
        ['bob@hq.example', 'admin', 1],
      ])
      expect(await verifyPassword('long-enough-1', rows[0]!.passwordHash)).toBe(true)
      expect(await database.db.select({ name: companies.name }).from(companies)).toEqual([
        { name: 'Staffing HQ' },
      ])
    } finally {
      await database.close()
    }
  }, 90_000)

  it('takes a password that begins with a dash as the password, not as another option', async () => {
    const dashed = run(
      '--email',
      'dee@hq.example',
      '--company',
      'Staffing HQ',
      '--name',
      'Dee',
      '--password',
      '-long-enough-1',
    )
    expect(dashed.stderr).toBe('')
    expect(dashed.status).toBe(0)
    const database = await openDatabase({ dataDir, databaseUrl: postgresDatabase?.url })
    try {
      const [dee] = await database.db.select().from(users).where(eq(users.email, 'dee@hq.example'))
      expect(await verifyPassword('-long-enough-1', dee!.passwordHash)).toBe(true)
    } finally {
      await database.close()
    }
  }, 90_000)
})
