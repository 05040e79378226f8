/**
 * The real-traffic parts of `npm run bench`, each on its own copy of the seeded database (PGlite,
 * or PostgreSQL with DATABASE_URL; on PostgreSQL also with 3 API processes sharing it).
 */
import { spawnSync } from 'node:child_process'
import { benchHistoryCost } from './history-cost'
import { benchScale, describeScale, withBenchDatabase, type BenchDatabase } from './database'
import { cpuMeter, latency, latencyRow } from './figures'
import { MIX, prepare, printFigures, printReconciliation, runMixed, summarize } from './mixed'
import { READS } from './mixed-reads'
import { printSteadyVerdict, runSteady, STEADY, type SteadyShape } from './steady'
import { checkTotals } from './totals'
import { measureListFeel, printListFeel } from './list-interaction'
import { CONTRACT_STATUSES } from '../src/interface'
import { Stats, Worker } from './mixed-driver'
import { Ledger } from './mixed-ledger'
import { pick, random } from './mixed-random'

const scale = benchScale()
const onPostgres = !!process.env.DATABASE_URL
/** Process counts to run the multi-process parts with. */
export const PROCESSES = onPostgres ? [1, 3] : [1]
const CONNECTIONS = 32
/** The steady loads' length; the closed loops run 10 s, as the issue measured. */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 30)
const SATURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10)

export const heading = (db: BenchDatabase, what: string, processes = 1) =>
  console.log(
    `\n## ${what} — ${db.kind}${processes > 1 ? `, ${processes} API processes round-robin` : ''}, ${describeScale(scale)}`,
  )

/** Servers on a fresh copy, `work` against them, servers stopped (work may stop them first). */
export async function withServers<T>(
  options: { port: number; processes?: number; env?: Record<string, string> },
  work: (
    db: BenchDatabase,
    urls: string[],
    pids: number[],
    stop: () => Promise<void>,
  ) => Promise<T>,
) {
  return withBenchDatabase(scale, async (db) => {
    const servers = await db.start(options)
    const stop = async () => {
      await Promise.all(servers.map((s) => s.stop()))
    }
    try {
      return await work(
        db,
        servers.map((s) => s.url),
        servers.map((s) => s.process.pid!),
        stop,
      )
    } finally {
      await stop()
    }
  })
}

async function steadyRun(
  port: number,
  what: string,
  shape: SteadyShape,
  options: { processes?: number; checkTotals?: boolean } = {},
) {
  await withServers({ port, processes: options.processes }, async (db, urls, pids, stop) => {
    heading(db, what, options.processes)
    const setup = await prepare(urls)
    await printFloor(urls[0]!)
    const report = await runSteady(setup, shape, pids)
    printFigures(report)
    printSteadyVerdict(report)
    if (options.checkTotals) await checkTotals(db, setup, report.stats.readPaths, stop)
  })
}

/**
 * How fast this machine answers today: GET /api/health alone, one at a time, before the load. The
 * machine is shared and its speed varies from day to day; a latency figure means little without it.
 */
export async function printFloor(url: string, each = 100) {
  const times: number[] = []
  for (let i = 0; i < 20 + each; i++) {
    const started = performance.now()
    await (await fetch(`${url}/api/health`)).arrayBuffer()
    if (i >= 20) times.push(performance.now() - started)
  }
  console.log(
    `The floor today: GET /api/health alone, one at a time, p50 ${latency(times, 1).p50} ms ` +
      `(1.1 ms on the day of the README's table).`,
  )
}

/** 20 people typing at once (open loop), nothing else. */
export async function benchTyping(port: number) {
  await steadyRun(port, `Typing load: ${STEADY.typists} people typing, open loop, ${SECONDS} s`, {
    ...STEADY,
    browsers: 0,
    writesPerSecond: 0,
    writers: 0,
  })
}

/** The steady load of the issue, then its totals against SQL. */
export async function benchSteady(port: number) {
  for (const processes of PROCESSES)
    await steadyRun(
      port,
      `Steady load, open loop: ${STEADY.typists} typing, ${STEADY.browsers} paging and filtering, ` +
        `${STEADY.writesPerSecond} writes/s, ${SECONDS} s`,
      STEADY,
      { processes, checkTotals: true },
    )
}

/** Closed loop at 32 connections: reads only, then with 20% writes; throughput kept and 5xx. */
export async function benchSaturation(port: number, options = { readsFirst: true }) {
  for (const processes of PROCESSES)
    await withServers({ port, processes }, async (db, urls, pids) => {
      const setup = await prepare(urls)
      const rows: Record<string, unknown>[] = []
      let readOnly = 0
      if (options.readsFirst) {
        heading(db, `Saturation, closed loop at ${CONNECTIONS} connections, reads only`, processes)
        const meter = cpuMeter(pids)
        const reads = await runMixed(urls, {
          connections: CONNECTIONS,
          seconds: SATURATION_SECONDS,
          mix: READS,
          setup,
        })
        printFigures(reads)
        readOnly = reads.overall.requestsPerSecond
        rows.push({ load: 'reads only', ...cpuFigures(meter()), ...summaryRow(reads) })
      }
      heading(
        db,
        `Mixed load, closed loop at ${CONNECTIONS} connections, 80% typing and paging, 20% writes of every kind`,
        processes,
      )
      const meter = cpuMeter(pids)
      const mixed = await runMixed(urls, {
        connections: CONNECTIONS,
        seconds: SATURATION_SECONDS,
        mix: MIX,
        setup,
      })
      printFigures(mixed)
      printReconciliation(mixed.reconciliation)
      rows.push({ load: '20% writes', ...cpuFigures(meter()), ...summaryRow(mixed) })
      if (!options.readsFirst) return
      heading(db, `Saturation at ${CONNECTIONS} connections: summary`, processes)
      console.table(rows)
      const kept = Math.round((mixed.overall.requestsPerSecond / Math.max(1, readOnly)) * 100)
      console.log(
        `With 20% writes: ${kept}% of the read-only throughput (target ≥ 50%), ` +
          `${mixed.serverErrors} answers of 5xx (target 0).`,
      )
    })
}

/** The mixed load alone (the second half of saturation). */
export const benchMixed = (port: number) => benchSaturation(port, { readsFirst: false })

const summaryRow = (r: Awaited<ReturnType<typeof runMixed>>) => ({
  ...latencyRow(r.overall),
  '5xx': r.serverErrors,
  errors: r.errors,
})

const cpuFigures = (cpu: { client: number; servers: number[] }) => ({
  'client CPU %': cpu.client,
  'server CPU %': cpu.servers.join('+'),
})

/** One client alone, one request at a time: what an idle server answers in. */
export async function benchIdle(port: number, each = 100) {
  await withServers({ port }, async (db, urls) => {
    heading(db, `One client alone, idle server: ${each} of each, one at a time`)
    const setup = await prepare(urls)
    const stats = new Stats()
    const w = new Worker(0, setup, stats, new Ledger(), setup.clientTokens[0]!, [])
    const admin = setup.adminToken
    // Terms never searched before on this server (none repeats, warm-up included): their totals
    // are counted afresh, never taken from the totals kept.
    const fresh = [
      ...new Set(
        setup.vocabulary.contracts.flatMap((name) => {
          const lower = name.toLowerCase()
          return [lower.slice(0, 2), lower.slice(0, 3), lower.slice(1, 3), lower.slice(1, 4)]
        }),
      ),
    ].filter((term) => term.trim().length >= 2)
    if (fresh.length < each + 20)
      console.log(`(only ${fresh.length} distinct fresh terms: some searches repeat one)`)
    const classes: [string, (i: number) => Promise<unknown>][] = [
      [
        'GET /api/health (the floor: HTTP alone)',
        () =>
          w.request(read('GET /api/health (the floor: HTTP alone)'), 'GET', '/api/health', admin),
      ],
      [
        'contracts, a random page 1–30',
        () =>
          w.request(
            read('contracts, a random page 1–30'),
            'GET',
            `/api/v1/contracts?page=${1 + random(30)}`,
            admin,
          ),
      ],
      [
        'contracts, a fresh 2–3 letter search',
        (i) =>
          w.request(
            read('contracts, a fresh 2–3 letter search'),
            'GET',
            `/api/v1/contracts?search=${encodeURIComponent(fresh[i % fresh.length]!)}`,
            admin,
          ),
      ],
      [
        'contract edit (status and notes)',
        (i) =>
          w.request(
            { name: 'contract edit (status and notes)', kind: 'write' },
            'POST',
            `/api/v1/contracts/id/${setup.contracts[i % setup.contracts.length]!.id}/edit`,
            admin,
            { status: pick(CONTRACT_STATUSES), notes: `Idle edit ${i}` },
          ),
      ],
    ]
    // Warm up (JIT, plans) untimed, then time.
    for (const [, send] of classes) for (let i = 0; i < 20; i++) await send(each + i)
    stats.operations.clear()
    const started = performance.now()
    for (const [, send] of classes) for (let i = 0; i < each; i++) await send(i)
    printFigures({
      ...summarize([...stats.operations.values()], (performance.now() - started) / 1000),
      samples: stats.samples,
    })
    console.log('Target: one contract edit p50 ≤ 3 ms on PGlite.')
    console.log(
      'Before the history (README, 2026-11-23, PGlite): the edit 2.4 ms at p50, HTTP alone 1.1 ms.',
    )
  })
  await benchHistoryCost()
}

const read = (name: string) => ({ name, kind: 'read' as const })

/** The steady load with observability off, then on (request logs, /metrics scraped every second). */
export async function benchObservability(port: number) {
  const rows: Record<string, unknown>[] = []
  for (const on of [false, true]) {
    const env: Record<string, string> = on
      ? { LOG_REQUESTS: '1', METRICS_TOKEN: 'bench' }
      : { LOG_REQUESTS: '0' }
    await withServers({ port, env }, async (db, urls, pids) => {
      heading(
        db,
        `Steady load with observability ${on ? 'on (request logs, /metrics every second)' : 'off'}`,
      )
      const setup = await prepare(urls)
      const scrapes = new Map<number | string, number>()
      let scraping = on
      const scraper = (async () => {
        while (scraping) {
          const status = await fetch(`${urls[0]}/metrics`, {
            headers: { Authorization: 'Bearer bench' },
          })
            .then(async (r) => (await r.text(), r.status))
            .catch(() => 'error')
          scrapes.set(status, (scrapes.get(status) ?? 0) + 1)
          await new Promise((resolve) => setTimeout(resolve, 1000))
        }
      })()
      const report = await runSteady(setup, STEADY, pids)
      scraping = false
      await scraper
      printSteadyVerdict(report)
      rows.push({
        observability: on ? 'on' : 'off',
        ...latencyRow(report.overall),
        '4xx': report.operations.reduce((n, o) => n + o.clientErrors, 0),
        '5xx': report.serverErrors,
        'server CPU %': report.cpu.servers.join('+'),
        '/metrics scrapes': on
          ? [...scrapes].map(([status, n]) => `${n}× ${status}`).join(', ')
          : '-',
      })
    })
  }
  console.log('\n## Observability off and on, side by side')
  console.table(rows)
}

/** The list pages at 100 rows in Chromium (the production build, built first) over the seeded data. */
export async function benchListFeel(port: number) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
  if (build.status !== 0) throw new Error('The dashboard build failed')
  await withServers({ port }, async (db, urls) => {
    heading(db, 'The list pages in Chromium: ↓ presses and typing at 100 rows a page')
    printListFeel(await measureListFeel(urls[0]!))
  })
}
