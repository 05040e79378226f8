/**
 * `npm run bench`: figures printed, never asserted.
 *
 * How to run the benchmarks: `npm run bench` runs every part; `npm run bench -- steady saturation`
 * only those. The real-traffic parts (typing, steady, saturation, mixed, observability, live) run on
 * PGlite, or on PostgreSQL when DATABASE_URL is set (a role that may create databases; then also with
 * 3 API processes), over 100,000 contracts, 5,000 companies, 20,000 consultants and 10,000
 * inquiries × 3 positions, seeded once and kept (bench/.cache/, or a template database) until a migration changes.
 * BENCH_CONTRACTS=5000 scales the data down, BENCH_SECONDS sets each load's length (default 30),
 * BENCH_PORT the first port (3210). BENCH_CPU_PROF=<folder> runs each API server under `node
 * --cpu-prof` and prints, as it stops, its busy time by part (PGlite's WebAssembly and JavaScript,
 * Hono, Drizzle, zod, the server's code, Node; bench/cpu-profile.ts).
 *
 * - idle: one client alone: a page, a fresh search, a contract edit (target: edit p50 ≤ 3 ms); then
 *   what the history entry costs an edit, in process (target: ≤ 1 ms at p50).
 * - typing: 20 people typing real names into the searches, debounced, open loop.
 * - steady: open loop, about 50 requests a second (20 typing, 5 paging and filtering with one in
 *   five contract reads grouped, the contracts' summary bar once their filters rest, 4 landing on
 *   the overview, 10% writes), with the overview's own
 *   p50 and p99;
 *   each request timed from when it was due. Targets p50 ≤ 20 ms, p99 ≤ 100 ms; then the totals
 *   of a sample of the reads against direct SQL counts.
 * - costs: the reads of 30 s of the steady load sent one at a time, each kind of request with its
 *   service time and its share of the whole (where one server's time goes, with no queue in it).
 * - saturation: closed loop at 32 connections, reads only, then 20% writes of every kind (target:
 *   ≥ 50% of the read-only throughput, 0 5xx), with the check that no acknowledged write is lost.
 * - mixed: the second half of saturation alone.
 * - observability: the steady load with request logs and /metrics off, then on.
 * - live: 500 event streams (GET /api/v1/events) of admins and of client staff of five companies,
 *   spread over the API processes, while the steady load runs: every event reaches every stream
 *   allowed to see it and no other (checked against the history written), p50/p99/max from the
 *   write request's start to each arrival (target p99 ≤ 1 s), the load's p50/p99 beside the same
 *   load without streams in the same run (target: within 10%), the servers' RSS per open stream.
 * - startup: start-up (≤ 5 s), bundles (sign-in page ≤ 140 KB JS and ≤ 30 KB CSS gzip; the
 *   overview adds ≤ 60 KB JS), GET /api/v1/user ≥ 50% of
 *   the /api/health rate, sign-in timing.
 * - cached: the cached case (one request repeated), lists at 16 connections (p99 ≤ 50 ms).
 * - lists: the list pages at 100 rows in Chromium over the seeded database, beside the bare page
 *   with 100 rows in the same run: each ↓ press to the painted frame (targets: p50 within 8 ms of
 *   the bare page's, none over 50 ms) and the long tasks while typing into a search (target: none
 *   over 50 ms).
 * - import: 20,000 new contracts from one CSV file, its dry run then the import, while the steady
 *   load runs (target: each ≤ 30 s), the steady load's p50/p99 beside the same load alone in the
 *   same run; then the export of those contracts imported back as a dry run (all unchanged).
 * - vacuum (PGlite only): the costliest reads of the steady load in process, before and after
 *   60,000 contract edits (BENCH_VACUUM_EDITS) with nothing vacuumed, then after one of the API's
 *   own vacuum rounds (server/ops/vacuum.ts), each table's pause, the data folder's size.
 * - million (run only when named, PostgreSQL only): BENCH_CONTRACTS (1,000,000 unless set), 50,000
 *   companies, 100,000 inquiries, 3 API processes: one scan of the contracts table timed alone, the
 *   steady load doubled (about 100 requests a second) with COUNT_LIMIT=10000 and with exact totals,
 *   per request class (targets p50 ≤ 20, p99 ≤ 100 ms; a search of two letters p99 ≤ 1.5 scans),
 *   saturation with 1 and 3 processes (target: 3 ≥ 1.5× 1), the costliest searches' plans.
 * - lighthouse: Lighthouse (desktop preset and mobile default) on the sign-in page, the overview,
 *   the contracts and inquiries lists, an inquiry and a contract's editor, signed in, each beside a
 *   bare Vite + React + Mantine page in the same run (targets: ≥ 95 desktop, ≥ 85 and TBT ≤ 200 ms
 *   mobile).
 */
import { spawnSync } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { DEMO_USERS } from '../server/db/seed-demo'
import { measureBundles, printBundleTable } from './bundle'
import { benchContracts } from './contracts'
import { benchCosts } from './costs'
import { benchInquiries } from './inquiries'
import { benchImport } from './import'
import { benchLighthouse } from './lighthouse'
import { benchLive } from './live'
import { load, printLoadTable } from './load'
import { benchMillion } from './million'
import { benchVacuum } from './vacuum'
import {
  benchIdle,
  benchListFeel,
  benchMixed,
  benchObservability,
  benchSaturation,
  benchSteady,
  benchTyping,
} from './parts'
import { freshDataDir, signIn, startServer } from './server'
import { benchSignInTiming } from './sign-in-timing'

const port = Number(process.env.BENCH_PORT ?? 3210)
const PARTS = [
  'idle',
  'typing',
  'steady',
  'costs',
  'saturation',
  'mixed',
  'observability',
  'live',
  'startup',
  'cached',
  'lists',
  'lighthouse',
  'import',
  'vacuum',
  'million',
] as const
const chosen = process.argv.slice(2)
if (chosen.some((part) => !PARTS.includes(part as (typeof PARTS)[number]))) {
  console.error(`Usage: npm run bench [-- ${PARTS.join(' | ')} ...] (none: every part but million)`)
  process.exit(1)
}
// The million runs only when named: it seeds a million contracts and needs PostgreSQL.
const runs = (part: (typeof PARTS)[number]) =>
  chosen.includes(part) || (chosen.length === 0 && part !== 'million')
const admin = DEMO_USERS[0]
const dataDir = await freshDataDir()

try {
  console.log(`Database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}`)
  if (runs('idle')) await benchIdle(port)
  if (runs('typing')) await benchTyping(port)
  if (runs('steady')) await benchSteady(port)
  if (runs('costs')) await benchCosts(port)
  if (runs('saturation')) await benchSaturation(port)
  else if (runs('mixed')) await benchMixed(port)
  if (runs('observability')) await benchObservability(port)
  if (runs('live')) await benchLive(port)
  if (runs('startup')) {
    // Build first, so that start-up below is the server's alone.
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
    if (build.status !== 0) throw new Error('The dashboard build failed')
    await benchStartupBundlesThroughput()
    await benchSignInTiming(50)
  }
  if (runs('cached')) {
    await benchInquiries(port)
    await benchContracts(port)
  }
  if (runs('lists')) await benchListFeel(port)
  if (runs('lighthouse')) await benchLighthouse(port)
  if (runs('import')) await benchImport(port)
  if (runs('vacuum')) await benchVacuum()
  if (runs('million')) await benchMillion(port)
} finally {
  await rm(dataDir, { recursive: true, force: true })
}

async function benchStartupBundlesThroughput() {
  console.log('\n## Start-up to a healthy /api/health (npm start, PGlite)')
  const empty = await startServer({ dataDir, port })
  await empty.stop()
  const server = await startServer({ dataDir, port })
  console.table([
    {
      database: 'empty (creates, migrates, seeds demo data)',
      'start-up ms': Math.round(empty.startupMs),
    },
    { database: 'seeded (opens existing data)', 'start-up ms': Math.round(server.startupMs) },
  ])

  try {
    console.log('\n## Production build: JS and CSS a page loads (Chromium)')
    printBundleTable(await measureBundles(server.url, admin.email, admin.password))

    console.log('\n## Throughput at 16 connections for 10 s (autocannon)')
    const token = await signIn(server.url, admin.email, admin.password)
    const health = await load('GET /api/health', `${server.url}/api/health`)
    const user = await load('GET /api/v1/user', `${server.url}/api/v1/user`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    printLoadTable([health, user])
    const ratio = user.requestsPerSecond / Math.max(1, health.requestsPerSecond)
    console.log(
      `GET /api/v1/user runs at ${(ratio * 100).toFixed(0)}% of the /api/health rate (target ≥ 50%).`,
    )
  } finally {
    await server.stop()
  }
}
