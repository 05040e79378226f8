/**
 * The steady load, open loop: people typing and paging at their own pace, and writers at a fixed
 * rate, whatever the server does. Each request is timed from when it was due, so a queue (in the
 * server or in this client) cannot hide.
 */
import { loadavg } from 'node:os'
import { cpuMeter } from './figures'
import { pickOperation, Stats, Worker, type Setup } from './mixed-driver'
import { Ledger } from './mixed-ledger'
import { sendRead } from './mixed-reads'
import { WRITES } from './mixed-writes'
import { summarize } from './mixed'
import { browser, lander, typist, type ReadRequest, type Step } from './traffic'

export interface SteadyShape {
  typists: number
  browsers: number
  /** People who land on the overview and follow one of its figures. */
  landers: number
  /** Writes a second, spread over `writers` people who each write one at a time. */
  writesPerSecond: number
  writers: number
  seconds: number
  /** The class a read's figures go under; its own name unless told. */
  classify?: (request: ReadRequest) => string
  /** Client tokens the writers write as (writer i: the i-th, round), else the first demo client's. */
  writersAs?: string[]
}

/**
 * About 50 requests a second: 20 people typing, 5 paging and filtering, 4 landing on the overview
 * (about 2 overviews a second), 10% writes.
 */
export const STEADY: SteadyShape = {
  typists: 20,
  browsers: 5,
  landers: Number(process.env.BENCH_LANDERS ?? 4),
  writesPerSecond: 5,
  writers: 5,
  seconds: Number(process.env.BENCH_SECONDS ?? 30),
}

const sleepUntil = async (at: number) => {
  const ms = at - performance.now()
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms))
}

/** The load on running servers; `pids` are theirs, for the CPU figures. */
export async function runSteady(
  setup: Setup,
  shape: SteadyShape,
  pids: number[] = [],
  options: { onWrite?: Stats['onWrite'] } = {},
) {
  const stats = new Stats()
  stats.onWrite = options.onWrite
  const ledger = new Ledger()
  const worker = (
    i: number,
    contracts: Setup['contracts'] = [],
    clientToken = setup.clientTokens[0]!,
  ) => new Worker(i, setup, stats, ledger, clientToken, contracts)
  const start = performance.now() + 200
  const end = start + shape.seconds * 1000
  let due = 0
  const inFlight: Promise<void>[] = []

  // A reader sends each request when it is due, whether or not the last one was answered.
  const reader = async (steps: Iterator<Step, never>, w: Worker) => {
    for (let at = start; ;) {
      const step = steps.next().value
      at += step.wait
      if (at >= end) return
      await sleepUntil(at)
      due += 1
      w.due = at
      inFlight.push(sendRead(w, step.request, shape.classify?.(step.request)))
    }
  }
  // A writer writes one thing at a time (the ledger needs that), at random moments (Poisson).
  const writer = async (w: Worker) => {
    const perMs = shape.writesPerSecond / shape.writers / 1000
    for (let at = start - Math.log(1 - Math.random()) / perMs; at < end;) {
      await sleepUntil(at)
      due += 1
      w.due = at
      await pickOperation(WRITES).run(w)
      at -= Math.log(1 - Math.random()) / perMs
    }
  }

  const meter = cpuMeter(pids)
  const people = [
    ...Array.from({ length: shape.typists }, (_, i) => reader(typist(setup.vocabulary), worker(i))),
    ...Array.from({ length: shape.browsers }, (_, i) =>
      reader(browser(setup.vocabulary), worker(100 + i)),
    ),
    ...Array.from({ length: shape.landers }, (_, i) => reader(lander(), worker(300 + i))),
    ...Array.from({ length: shape.writers }, (_, i) =>
      writer(
        worker(
          200 + i,
          setup.contracts.filter((_, j) => j % shape.writers === i),
          shape.writersAs?.[i % shape.writersAs.length],
        ),
      ),
    ),
  ]
  await Promise.all(people)
  await Promise.all(inFlight)
  const cpu = meter()
  const elapsedSeconds = (performance.now() - start) / 1000
  return {
    ...summarize([...stats.operations.values()], elapsedSeconds),
    samples: stats.samples,
    dueRate: Math.round((due / shape.seconds) * 10) / 10,
    cpu,
    stats,
    ledger,
  }
}

export type SteadyReport = Awaited<ReturnType<typeof runSteady>>

export function printSteadyVerdict(report: SteadyReport) {
  const o = report.overall
  const overview = report.operations.find((op) => op.name === 'overview')
  if (overview)
    console.log(
      `Overview: ${overview.requests} answered, p50 ${overview.p50} ms, p99 ${overview.p99} ms ` +
        `(target ≤ 50), ${overview.serverErrors} 5xx.`,
    )
  console.log(
    `Rate: ${report.dueRate} requests a second due, ${o.requestsPerSecond} answered. ` +
      `Overall p50 ${o.p50} ms (target ≤ 20), p99 ${o.p99} ms (target ≤ 100). ` +
      `Load client CPU ${report.cpu.client}% of a core; servers ${report.cpu.servers.map((p) => `${p}%`).join(', ')}; ` +
      `machine load average ${loadavg()[0]!.toFixed(1)} (2 cores: above 2, others compete).`,
  )
}
