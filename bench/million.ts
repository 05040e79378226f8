/**
 * `npm run bench -- million`: PostgreSQL at a million contracts (BENCH_CONTRACTS, 1,000,000 unless
 * set; 50,000 companies, 200,000 consultants, 100,000 inquiries × 3 positions), 3 API processes.
 *
 * One copy of the seeded database for the whole part: one scan of the contracts table timed alone
 * (before and after the loads), then the steady load at about 100 requests a second with
 * COUNT_LIMIT=10000 and again with exact totals, each request class with its p50 and p99 and a
 * search of two letters reported apart (it reads the table: its p99 is held to 1.5 scans); then
 * saturation with 1 and with 3 processes, and the plans of the searches that read the most.
 */
import { loadavg } from 'node:os'
import { benchScale, describeScale, withBenchDatabase, type BenchDatabase } from './database'
import { latency, machineCpu } from './figures'
import { prepare, printFigures, runMixed } from './mixed'
import { READS } from './mixed-reads'
import { printFloor } from './parts'
import {
  printSteadyVerdict,
  runSteady,
  STEADY,
  type SteadyReport,
  type SteadyShape,
} from './steady'
import type { ReadRequest } from './traffic'

const COUNT_LIMIT = '10000'
const PROCESSES = 3
const CONNECTIONS = 32
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30)
const SATURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 15)

/** A search of two letters: no trigram to find its matches by, so it reads the table. */
const twoLetters = (request: ReadRequest) =>
  request.search !== undefined && [...request.search.term.trim()].length === 2

/** The steady load's people doubled: about 100 requests a second, 10% of them writes. */
const MILLION_STEADY: SteadyShape = {
  typists: STEADY.typists * 2,
  browsers: STEADY.browsers * 2,
  landers: STEADY.landers * 2,
  writesPerSecond: STEADY.writesPerSecond * 2,
  writers: STEADY.writers * 2,
  seconds: SECONDS,
  classify: (request) =>
    twoLetters(request) ? `${request.search!.list}: a search of two letters` : request.name,
}

/** The SQL of a contracts search's count (server/db/contract-reads.ts), exact or up to `cap`. */
const searchCount = (cap?: number) =>
  cap === undefined
    ? `select count(*)::int as n from contracts c where c.deleted_at is null and c.search_text like $1`
    : `select count(*)::int as n from (select 1 from contracts c
        where c.deleted_at is null and c.search_text like $1 limit ${cap + 1}) m`

/** One scan of the contracts table, alone: the exact count of a term nothing matches, median of 5. */
async function timeScan(db: BenchDatabase) {
  const times: number[] = []
  for (let i = 0; i < 6; i++) {
    const started = performance.now()
    await db.rows!(searchCount(), ['%qz%'])
    if (i > 0) times.push(performance.now() - started)
  }
  return Math.round(times.sort((a, b) => a - b)[2]! * 10) / 10
}

/** The servers, started with `env`, `work` against them, stopped. */
async function withServers<T>(
  db: BenchDatabase,
  port: number,
  processes: number,
  env: Record<string, string>,
  work: (urls: string[], pids: number[]) => Promise<T>,
) {
  const servers = await db.start({ port, processes, env })
  try {
    return await work(
      servers.map((s) => s.url),
      servers.map((s) => s.process.pid!),
    )
  } finally {
    await Promise.all(servers.map((s) => s.stop()))
  }
}

/** The kind of request a class is, as the issue counts them. */
function kindOf(name: string, kind: string) {
  if (name.endsWith('a search of two letters'))
    return name.startsWith('contracts')
      ? 'contracts: a search of two letters'
      : 'inquiries, users, companies: a search of two letters'
  if (kind === 'write') return 'writes (creates, edits, cancels)'
  if (name === 'overview') return 'overview'
  if (name.startsWith('type: contracts search')) return 'contracts: a search of 3–6 letters'
  if (name.startsWith('type:')) return 'inquiries, users, companies: a search of 3–6 letters'
  return 'pages 1–30 and filters (statuses, dates, companies)'
}

/** Each kind of request against its target: two letters against 1.5 scans, the rest 20 / 100 ms. */
function printKinds(report: SteadyReport, scanMs: number) {
  const kinds = new Map<string, { latencies: number[]; serverErrors: number }>()
  for (const o of report.stats.operations.values()) {
    const kind = kindOf(o.name, o.kind)
    const entry = kinds.get(kind) ?? { latencies: [], serverErrors: 0 }
    entry.latencies.push(...o.latencies)
    for (const [status, n] of o.statuses) if (status >= 500) entry.serverErrors += n
    kinds.set(kind, entry)
  }
  const rows = [...kinds].map(([kind, { latencies, serverErrors }]) => {
    const l = latency(latencies, MILLION_STEADY.seconds)
    const two = kind.endsWith('a search of two letters')
    const held = two ? l.p99 <= 1.5 * scanMs : l.p50 <= 20 && l.p99 <= 100
    return {
      'kind of request': kind,
      count: l.requests,
      'p50 ms': l.p50,
      'p99 ms': l.p99,
      target: two ? `p99 ≤ 1.5 scans = ${Math.round(1.5 * scanMs)} ms` : 'p50 ≤ 20, p99 ≤ 100',
      held: held ? 'yes' : 'NO',
      '5xx': serverErrors,
    }
  })
  rows.sort((a, b) => a['kind of request'].localeCompare(b['kind of request']))
  console.table(rows)
  const missed = rows.filter((r) => r.held === 'NO').length
  console.log(
    `${rows.length - missed} of ${rows.length} kinds of request within their targets; ` +
      `one scan of the contracts table ${scanMs} ms (timed alone before the loads).`,
  )
}

/**
 * Where the database's time goes: what its connections to this copy are running, sampled every
 * 10 ms while `work` runs; each statement's share of the samples in which one was running, and
 * how many run at once on average.
 */
async function sampleDatabase<T>(db: BenchDatabase, work: () => Promise<T>) {
  const seen = new Map<string, number>()
  let samples = 0
  let writes = 0
  let running = true
  const sampler = (async () => {
    while (running) {
      const active = await db.rows!(
        `select query from pg_stat_activity where datname = current_database()
          and state = 'active' and pid <> pg_backend_pid()`,
      )
      samples += 1
      for (const { query } of active) {
        // A statement that writes: what a read replica could not take off the primary.
        if (/\b(insert into|update|delete from)\b/i.test(String(query))) writes += 1
        const shape = String(query).replace(/\s+/g, ' ').trim().slice(0, 110)
        seen.set(shape, (seen.get(shape) ?? 0) + 1)
      }
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  })()
  try {
    return await work()
  } finally {
    running = false
    await sampler
    const total = [...seen.values()].reduce((n, c) => n + c, 0)
    console.log(
      `Where the database's time went: ${samples} samples of its active statements, ` +
        `${(total / Math.max(1, samples)).toFixed(1)} running at once on average, ` +
        `${Math.round((writes / Math.max(1, total)) * 100)}% of them writing; the top ones:`,
    )
    console.table(
      [...seen]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([statement, n]) => ({ statement, share: `${Math.round((n / total) * 100)}%` })),
    )
  }
}

/** The plans of the searches that read the most, each with its time, after the loads. */
async function printPlans(db: BenchDatabase) {
  const plans: [string, string, unknown[]][] = [
    ['count, two letters, common ("an")', searchCount(), ['%an%']],
    ['count up to 10,000, two letters, common', searchCount(10_000), ['%an%']],
    ['count up to 10,000, two letters, no match ("qz")', searchCount(10_000), ['%qz%']],
    ['count, three letters, common ("sol")', searchCount(), ['%sol%']],
    ['count up to 10,000, three letters, common', searchCount(10_000), ['%sol%']],
    [
      'page 1 by id, two letters, no match',
      `select c.id from contracts c where c.deleted_at is null and c.search_text like $1
        order by c.id desc limit 25`,
      ['%qz%'],
    ],
  ]
  const rows: Record<string, unknown>[] = []
  for (const [what, query, params] of plans) {
    const plan = (await db.rows!(`explain (analyze, format json) ${query}`, params))[0]![
      'QUERY PLAN'
    ] as { Plan: PlanNode; 'Execution Time': number }[]
    rows.push({
      query: what,
      'ms alone': Math.round(plan[0]!['Execution Time'] * 10) / 10,
      plan: describePlan(plan[0]!.Plan),
    })
  }
  console.table(rows)
}

interface PlanNode {
  'Node Type': string
  'Index Name'?: string
  'Workers Launched'?: number
  'Actual Rows': number
  Plans?: PlanNode[]
}

/** The nodes that read rows, as "Parallel Seq Scan (2 workers), 1,000,000 rows read". */
function describePlan(node: PlanNode, workers = 0): string {
  const launched = node['Workers Launched'] ?? workers
  const children = (node.Plans ?? []).map((child) => describePlan(child, launched))
  if (/Scan/.test(node['Node Type']))
    children.unshift(
      `${node['Node Type']}${node['Index Name'] ? ` on ${node['Index Name']}` : ''}` +
        `${launched ? ` (${launched} workers)` : ''}`,
    )
  return children.filter(Boolean).join('; ')
}

export async function benchMillion(port: number) {
  if (!process.env.DATABASE_URL) {
    console.log('\n## million: PostgreSQL only (set DATABASE_URL); skipped')
    return
  }
  const scale = benchScale(Number(process.env.BENCH_CONTRACTS ?? 1_000_000))
  const started = performance.now()
  await withBenchDatabase(scale, async (db) => {
    console.log(
      `\n## At a million — PostgreSQL, ${describeScale(scale)}: ` +
        `seeded or found, and copied, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
    const scanBefore = await timeScan(db)
    console.log(`One scan of the contracts table, alone (median of 5): ${scanBefore} ms.`)
    const summary: Record<string, unknown>[] = []
    for (const [label, env] of [
      [`COUNT_LIMIT=${COUNT_LIMIT}`, { COUNT_LIMIT }],
      ['exact totals (no COUNT_LIMIT)', {}],
    ] as const) {
      await withServers(db, port, PROCESSES, env, async (urls, pids) => {
        console.log(
          `\n## Steady load at about 100 requests a second, ${label}, ${PROCESSES} API processes, ${SECONDS} s`,
        )
        const setup = await prepare(urls)
        await printFloor(urls[0]!)
        // Untimed: the processes' JIT and the database's caches warm up on the same load.
        await runSteady(setup, { ...MILLION_STEADY, seconds: 5 }, pids)
        const machine = machineCpu()
        const report = await sampleDatabase(db, () => runSteady(setup, MILLION_STEADY, pids))
        const busy = machine()
        printFigures(report)
        printSteadyVerdict(report)
        printKinds(report, scanBefore)
        const servers = report.cpu.servers.reduce((n, p) => n + p, 0)
        console.log(
          `Where the CPU went (% of one core, 200 = both): the machine ${busy}, the API processes ` +
            `${servers}, the load client ${report.cpu.client}, so PostgreSQL (and anything else ` +
            `running) about ${busy - servers - report.cpu.client}.`,
        )
        const two = report.operations.filter((o) => o.name.endsWith('a search of two letters'))
        summary.push({
          load: label,
          'due req/s': report.dueRate,
          'answered req/s': report.overall.requestsPerSecond,
          'p50 ms': report.overall.p50,
          'p99 ms': report.overall.p99,
          'two letters p99 ms': two.map((o) => `${o.name.split(':')[0]} ${o.p99}`).join(', '),
          '5xx': report.serverErrors,
          'no answer in 30 s': report.errors,
          'CPU machine / API / PostgreSQL ≈': `${busy} / ${servers} / ${busy - servers - report.cpu.client}`,
        })
      })
    }

    const saturation: Record<string, unknown>[] = []
    for (const processes of [1, PROCESSES])
      await withServers(db, port, processes, { COUNT_LIMIT }, async (urls) => {
        console.log(
          `\n## Saturation, closed loop at ${CONNECTIONS} connections, reads only, ` +
            `COUNT_LIMIT=${COUNT_LIMIT}, ${processes} API process${processes > 1 ? 'es' : ''}, ${SATURATION_SECONDS} s`,
        )
        const setup = await prepare(urls)
        await runMixed(urls, { connections: CONNECTIONS, seconds: 3, mix: READS, setup })
        const machine = machineCpu()
        const report = await runMixed(urls, {
          connections: CONNECTIONS,
          seconds: SATURATION_SECONDS,
          mix: READS,
          setup,
        })
        const busy = machine()
        printFigures(report)
        saturation.push({
          processes,
          'req/s': report.overall.requestsPerSecond,
          'p50 ms': report.overall.p50,
          'p99 ms': report.overall.p99,
          '5xx': report.serverErrors,
          'no answer in 30 s': report.errors,
          'machine CPU %': busy,
        })
      })

    const scanAfter = await timeScan(db)
    console.log('\n## The plans of the searches that read the most (EXPLAIN ANALYZE, alone)')
    await printPlans(db)
    console.log('\n## At a million: summary')
    console.table(summary)
    console.table(saturation)
    const [one, three] = saturation.map((s) => s['req/s'] as number)
    console.log(
      `Saturation: ${PROCESSES} processes answer ${((three ?? 0) / Math.max(1, one ?? 0)).toFixed(2)}× ` +
        `what 1 does (target ≥ 1.5×). One scan of the contracts table alone: ${scanBefore} ms ` +
        `before the loads, ${scanAfter} ms after. Machine load average ${loadavg()[0]!.toFixed(1)} ` +
        `(2 cores).`,
    )
  })
}
