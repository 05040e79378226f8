/**
 * The database a load part runs on: PGlite (a DATA_DIR) by default, PostgreSQL when DATABASE_URL is
 * set. Seeding at full scale takes a minute, so the seeded database is kept and copied for each part:
 * on PGlite a DATA_DIR under bench/.cache/, on PostgreSQL a template database; both named after the
 * scale and a hash of the migration files and the seed's code, so a change to either reseeds.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cp, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import postgres from 'postgres'
import { SEED_YEAR } from '../server/cli/seed-contracts'
import { freshDataDir, startServer, type RunningServer } from './server'

export interface Scale {
  contracts: number
  companies: number
  consultants: number
  inquiries: number
  'positions-per-inquiry': number
}

/**
 * 100,000 contracts (or `contracts`) and what goes with them: a company for every 20 contracts, a
 * consultant for every 5, an inquiry for every 10; BENCH_CONTRACTS sets it (say 5000).
 */
export function benchScale(contracts = Number(process.env.BENCH_CONTRACTS ?? 100_000)): Scale {
  if (!Number.isInteger(contracts) || contracts < 100)
    throw new Error('BENCH_CONTRACTS: 100 or more')
  const share = (n: number) => Math.max(2, Math.round(contracts / n))
  return {
    contracts,
    companies: share(20),
    consultants: share(5),
    inquiries: share(10),
    'positions-per-inquiry': 3,
  }
}

export const describeScale = (s: Scale) =>
  `${s.contracts} contracts, ${s.companies} companies, ${s.consultants} consultants, ` +
  `${s.inquiries} inquiries × ${s['positions-per-inquiry']} positions`

const root = new URL('..', import.meta.url).pathname
const cacheDir = join(root, 'bench', '.cache')

async function seedKey(scale: Scale) {
  const hash = createHash('sha256')
  const folder = join(root, 'server', 'db', 'migrations')
  for (const name of (await readdir(folder, { recursive: true })).sort()) {
    if (!name.endsWith('.sql')) continue
    hash.update(name).update(await readFile(join(folder, name)))
  }
  // The seed's own code, and the year its dates are laid around, make a new seed too.
  for (const file of ['server/cli/seed-bulk.ts', 'server/cli/seed-contracts.ts'])
    hash.update(await readFile(join(root, file)))
  hash.update(JSON.stringify({ scale, year: SEED_YEAR }))
  return `${scale.contracts}_${hash.digest('hex').slice(0, 12)}`
}

function seed(scale: Scale, env: Record<string, string>) {
  console.log(`Seeding ${describeScale(scale)} (kept for later runs)…`)
  const args = Object.entries(scale).flatMap(([name, n]) => [`--${name}`, String(n)])
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/cli/seed-bulk.ts', ...args],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' },
  )
  if (result.status !== 0) throw new Error('seed:bulk failed')
  console.log(result.stdout.trim().split(/\r|\n/).pop()?.trim())
}

type Counter = (query: string, params: unknown[]) => Promise<number>

/** One part's own copy of the seeded database, its servers, and SQL counts beside the API. */
export interface BenchDatabase {
  /** "PGlite" or "PostgreSQL", for every heading. */
  kind: 'PGlite' | 'PostgreSQL'
  /** `processes` API servers on ports from `port` up (PGlite: one only, it owns its DATA_DIR). */
  start: (options: {
    port: number
    processes?: number
    env?: Record<string, string>
  }) => Promise<RunningServer[]>
  /** Exact counts by SQL. On PGlite only while no server runs: never two processes on one DATA_DIR. */
  counts: (queries: { query: string; params: unknown[] }[]) => Promise<number[]>
  /** Rows of any SQL; on PGlite only while no server runs (as `counts`). */
  select: (query: string, params?: unknown[]) => Promise<Record<string, unknown>[]>
  /** Rows of any SQL beside running servers (PostgreSQL only: the copy's own connection). */
  rows?: (query: string, params?: unknown[]) => Promise<Record<string, unknown>[]>
  drop: () => Promise<void>
}

async function startAll(
  count: number,
  start: (port: number) => Promise<RunningServer>,
  port: number,
) {
  const servers: RunningServer[] = []
  try {
    for (let i = 0; i < count; i++) servers.push(await start(port + i))
    return servers
  } catch (err) {
    await Promise.all(servers.map((s) => s.stop()))
    throw err
  }
}

/** A fresh copy of the seeded PGlite DATA_DIR (seeded first when none is kept): its folder. */
export async function seededPgliteCopy(scale: Scale): Promise<string> {
  const seeded = join(cacheDir, `pglite_${await seedKey(scale)}`)
  if (!existsSync(seeded)) {
    await mkdir(cacheDir, { recursive: true })
    const partial = `${seeded}.partial`
    await rm(partial, { recursive: true, force: true })
    seed(scale, { DATA_DIR: partial, DATABASE_URL: '' })
    await rename(partial, seeded)
  }
  const dataDir = await freshDataDir()
  await cp(seeded, dataDir, { recursive: true })
  return dataDir
}

async function pgliteDatabase(scale: Scale): Promise<BenchDatabase> {
  const dataDir = await seededPgliteCopy(scale)
  let running: RunningServer[] = []
  const stopped = async (work: (pg: PGlite) => Promise<void>) => {
    if (running.some((s) => s.process.exitCode === null))
      throw new Error('Stop the server before reading its DATA_DIR')
    const pg = new PGlite(dataDir, { extensions: { pg_trgm } })
    try {
      await work(pg)
    } finally {
      await pg.close()
    }
  }
  return {
    kind: 'PGlite',
    start: async ({ port, processes = 1, env = {} }) => {
      if (processes !== 1 || running.some((s) => s.process.exitCode === null))
        throw new Error('PGlite: one server process per DATA_DIR')
      running = await startAll(
        1,
        (p) => startServer({ dataDir, port: p, entry: 'server/main.ts', env }),
        port,
      )
      return running
    },
    counts: async (queries) => {
      const results: number[] = []
      await stopped(async (pg) => {
        for (const { query, params } of queries)
          results.push((await pg.query<{ n: number }>(query, params)).rows[0]!.n)
      })
      return results
    },
    select: async (query, params = []) => {
      let rows: Record<string, unknown>[] = []
      await stopped(async (pg) => {
        rows = (await pg.query<Record<string, unknown>>(query, params)).rows
      })
      return rows
    },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  }
}

const withDatabaseName = (url: string, name: string) => {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

async function postgresDatabase(adminUrl: string, scale: Scale): Promise<BenchDatabase> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  const template = `bench_template_${await seedKey(scale)}`
  const name = `bench_run_${process.pid}_${Date.now().toString(36)}`
  try {
    const [found] = await admin`select 1 from pg_database where datname = ${template}`
    if (!found) {
      const partial = `${template}_partial`
      await admin.unsafe(`drop database if exists ${partial}`)
      await admin.unsafe(`create database ${partial}`)
      seed(scale, { DATABASE_URL: withDatabaseName(adminUrl, partial) })
      await admin.unsafe(`alter database ${partial} rename to ${template}`)
    }
    await admin.unsafe(`create database ${name} template ${template}`)
  } finally {
    await admin.end()
  }
  const url = withDatabaseName(adminUrl, name)
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  const dataDir = await freshDataDir() // unused by the server on PostgreSQL, but required
  const rows = async (query: string, params: unknown[] = []) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- plain values
    (await sql.unsafe(query, params as any[])) as unknown as Record<string, unknown>[]
  const count: Counter = async (query, params) => (await rows(query, params))[0]!.n as number
  return {
    kind: 'PostgreSQL',
    start: ({ port, processes = 1, env = {} }) =>
      startAll(
        processes,
        (p) =>
          startServer({
            dataDir,
            port: p,
            entry: 'server/main.ts',
            env: { ...env, DATABASE_URL: url },
          }),
        port,
      ),
    counts: async (queries) => {
      const results: number[] = []
      for (const { query, params } of queries) results.push(await count(query, params))
      return results
    },
    select: rows,
    rows,
    drop: async () => {
      await sql.end()
      await rm(dataDir, { recursive: true, force: true })
      const again = postgres(adminUrl, { max: 1, onnotice: () => {} })
      try {
        await again.unsafe(`drop database if exists ${name} with (force)`)
      } finally {
        await again.end()
      }
    },
  }
}

/** A fresh copy of the seeded database for one part, on PostgreSQL when DATABASE_URL is set. */
export const openBenchDatabase = (scale: Scale) =>
  process.env.DATABASE_URL
    ? postgresDatabase(process.env.DATABASE_URL, scale)
    : pgliteDatabase(scale)

/** Runs `work` on a fresh copy, dropped afterwards. */
export async function withBenchDatabase<T>(
  scale: Scale,
  work: (db: BenchDatabase) => Promise<T>,
): Promise<T> {
  const db = await openBenchDatabase(scale)
  try {
    return await work(db)
  } finally {
    await db.drop()
  }
}
