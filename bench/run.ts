/**
 * `npm run bench`: figures printed, never asserted. Targets: sign-in page ≤ 150 KB JS gzip;
 * GET /api/v1/user ≥ 50% of the /api/health rate; start-up ≤ 5 s; list endpoints p99 ≤ 50 ms at
 * 16 connections with 10,000 inquiries and 100,000 contracts. Last, a mixed read/write load and its
 * reconciliation. `npm run bench -- contracts mixed` runs only those parts (BENCH_MIXED_SECONDS: the mixed
 * load's length).
 */
import { spawnSync } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { DEMO_USERS } from '../server/db/seed-demo'
import { measureBundles, printBundleTable } from './bundle'
import { benchContracts } from './contracts'
import { benchInquiries } from './inquiries'
import { load, printLoadTable } from './load'
import { benchMixed } from './mixed'
import { freshDataDir, signIn, startServer } from './server'
import { benchSignInTiming } from './sign-in-timing'

const port = Number(process.env.BENCH_PORT ?? 3210)
const PARTS = ['startup', 'inquiries', 'contracts', 'mixed'] as const
const chosen = process.argv.slice(2)
if (chosen.some((part) => !PARTS.includes(part as (typeof PARTS)[number]))) {
  console.error(`Usage: npm run bench [-- ${PARTS.join(' | ')} ...] (none: every part)`)
  process.exit(1)
}
const runs = (part: (typeof PARTS)[number]) => chosen.length === 0 || chosen.includes(part)
const admin = DEMO_USERS[0]
const dataDir = await freshDataDir()

try {
  // Build first, so that start-up below is the server's alone.
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
  if (build.status !== 0) throw new Error('The dashboard build failed')
  if (runs('startup')) await benchStartupBundlesThroughput()
  if (runs('startup')) await benchSignInTiming(50)
  if (runs('inquiries')) await benchInquiries(port)
  if (runs('contracts')) await benchContracts(port)
  if (runs('mixed')) await benchMixed(port)
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
