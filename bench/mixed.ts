/**
 * "Load without loss": 80% reads across the lists and 20% writes at once, then a check that every
 * acknowledged create is there and every acknowledged edit shows. `npm run bench -- mixed` runs
 * this part alone; BENCH_MIXED_SECONDS shortens it.
 */
import { spawnSync } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { DEMO_USERS } from '../server/db/seed-demo'
import { drive, type OperationStats, type Setup } from './mixed-driver'
import { reconcile, type Reconciliation } from './mixed-ledger'
import { READS } from './mixed-reads'
import { WRITES } from './mixed-writes'
import { freshDataDir, signIn, startServer } from './server'

/** 80% reads, 20% writes (the weights are percentages). */
export const MIX = [...READS, ...WRITES]

const SEED = { inquiries: 10_000, contracts: 10_000, companies: 1_000, consultants: 2_000 }

async function getJson(url: string, path: string, token: string) {
  const response = await fetch(`${url}${path}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

/** Sign-ins and the ids the workers start from, read through the API like any client would. */
export async function prepare(url: string): Promise<Setup> {
  const [admin, ...clients] = DEMO_USERS
  const adminToken = await signIn(url, admin.email, admin.password)
  const clientTokens = await Promise.all(clients.map((u) => signIn(url, u.email, u.password)))
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- API bodies, read loosely
  const get = async (path: string): Promise<any> => {
    const response = await getJson(url, path, adminToken)
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`)
    return response.body
  }
  const companies = await get('/api/v1/companies?limit=100')
  const industries = await get('/api/v1/industries')
  const firstInquiries = await get('/api/v1/inquiries?per_page=100')
  // Ids from the start, the middle and the end of the list, for the positions reads.
  const inquiryIds = new Set<number>()
  for (const page of new Set([
    1,
    Math.ceil(firstInquiries.last_page / 2),
    firstInquiries.last_page,
  ]))
    for (const order of (await get(`/api/v1/inquiries?per_page=100&page=${page}`)).orders)
      inquiryIds.add(order.id)
  const contracts = await get('/api/v1/contracts?per_page=100')
  return {
    url,
    adminToken,
    clientTokens,
    companyIds: companies.companies.map((c: { id: number }) => c.id),
    industryIds: industries.industries.map((i: { id: number }) => i.id),
    inquiryIds: [...inquiryIds],
    contracts: contracts.contracts.map((c: { id: number; the_contract_id: string }) => ({
      id: c.id,
      publicId: c.the_contract_id,
    })),
    inquiryPages: Math.max(1, Math.ceil(firstInquiries.total / 10)),
    contractPages: Math.max(1, Math.ceil(contracts.total / 10)),
    runId: Date.now().toString(36),
  }
}

interface Latency {
  requests: number
  requestsPerSecond: number
  p50: number
  p99: number
}

export interface MixedReport {
  connections: number
  seconds: number
  overall: Latency
  reads: Latency
  writes: Latency
  operations: (Latency & { name: string; kind: string; non2xx: number; errors: number })[]
  /** Answers outside 2xx (none is expected), of which 5xx; requests that got no answer. */
  non2xx: number
  serverErrors: number
  errors: number
  /** The first unexpected answers and errors. */
  samples: string[]
  reconciliation: Reconciliation
}

function latency(latencies: number[], seconds: number): Latency {
  const sorted = [...latencies].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]
  const ms = (value: number | undefined) => Math.round((value ?? 0) * 10) / 10
  return {
    requests: sorted.length,
    requestsPerSecond: Math.round(sorted.length / seconds),
    p50: ms(at(0.5)),
    p99: ms(at(0.99)),
  }
}

const countStatuses = (stats: OperationStats[], matches: (status: number) => boolean) =>
  stats.reduce(
    (sum, s) => sum + [...s.statuses].reduce((n, [status, c]) => n + (matches(status) ? c : 0), 0),
    0,
  )

/** The mixed workload against a running server that has the demo users, then the reconciliation. */
export async function runMixed(
  url: string,
  options: { connections: number; seconds: number },
): Promise<MixedReport & { setup: Setup; ledger: Awaited<ReturnType<typeof drive>>['ledger'] }> {
  const setup = await prepare(url)
  const { stats, ledger, elapsedSeconds } = await drive(setup, MIX, options)
  const reconciliation = await reconcile(ledger, (path) => getJson(url, path, setup.adminToken))
  const all = [...stats.operations.values()]
  const of = (kind?: string) =>
    latency(
      all.filter((s) => !kind || s.kind === kind).flatMap((s) => s.latencies),
      elapsedSeconds,
    )
  return {
    connections: options.connections,
    seconds: elapsedSeconds,
    overall: of(),
    reads: of('read'),
    writes: of('write'),
    operations: all.map((s) => ({
      name: s.name,
      kind: s.kind,
      ...latency(s.latencies, elapsedSeconds),
      non2xx: countStatuses([s], (status) => status < 200 || status > 299),
      errors: s.errors,
    })),
    non2xx: countStatuses(all, (status) => status < 200 || status > 299),
    serverErrors: countStatuses(all, (status) => status >= 500),
    errors: all.reduce((n, s) => n + s.errors, 0),
    samples: stats.samples,
    reconciliation,
    setup,
    ledger,
  }
}

export function printMixedReport(report: MixedReport) {
  const row = (name: string, l: Latency) => ({
    requests: name,
    count: l.requests,
    'req/s': l.requestsPerSecond,
    'p50 ms': l.p50,
    'p99 ms': l.p99,
  })
  console.table(
    report.operations.map((o) => ({
      operation: o.name,
      kind: o.kind,
      count: o.requests,
      'p50 ms': o.p50,
      'p99 ms': o.p99,
      'non-2xx': o.non2xx,
      errors: o.errors,
    })),
  )
  console.table([
    row('all', report.overall),
    row('reads', report.reads),
    row('writes', report.writes),
  ])
  console.log(
    `non-2xx (none expected): ${report.non2xx}, of which 5xx: ${report.serverErrors}; errors: ${report.errors}`,
  )
  for (const line of report.samples) console.log(`  ${line}`)
  const r = report.reconciliation
  console.log(
    `creates acknowledged ${r.createsAcknowledged}, found ${r.createsFound}; ` +
      `edits acknowledged ${r.editsAcknowledged}, visible ${r.editsVisible}`,
  )
  console.log(
    `(edits counted per edited field at its last acknowledged value, from ${r.editRequests} acknowledged edit requests)`,
  )
  for (const line of r.problems) console.log(`  ${line}`)
}

/** `npm start`'s server over bulk data, the mixed workload at 32 connections. */
export async function benchMixed(
  port: number,
  options = { connections: 32, seconds: Number(process.env.BENCH_MIXED_SECONDS ?? 30) },
) {
  const dataDir = await freshDataDir()
  try {
    console.log(
      `\n## Mixed load: 80% reads, 20% writes at ${options.connections} connections for ${options.seconds} s, ` +
        `over ${SEED.inquiries} inquiries and ${SEED.contracts} contracts`,
    )
    const args = Object.entries(SEED).flatMap(([name, n]) => [`--${name}`, String(n)])
    const seed = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'server/cli/seed-bulk.ts', ...args],
      {
        env: { ...process.env, DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'inherit'],
        encoding: 'utf8',
      },
    )
    if (seed.status !== 0) throw new Error('seed:bulk failed')
    console.log(seed.stdout.trim().split(/\r|\n/).pop()?.trim())
    const server = await startServer({ dataDir, port })
    try {
      printMixedReport(await runMixed(server.url, options))
    } finally {
      await server.stop()
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}
