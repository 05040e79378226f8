import { PGlite } from '@electric-sql/pglite'
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client'
import type { Database } from '../db/open'

/** Seconds: from a fast cached read (under a millisecond) to a slow export or backup. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const QUERY_BUCKETS = [
  0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5, 1,
]

export type Metrics = ReturnType<typeof createMetrics>

/**
 * The process's Prometheus metrics: requests by method, route template and status, their
 * durations, database call durations, and prom-client's process metrics (CPU, memory, heap,
 * event-loop lag). Labels are bounded: a route template, never a raw path.
 */
export function createMetrics() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  })
  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request’s arrival to its answer’s headers, by method and route template.',
    labelNames: ['method', 'route'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  })
  const querySeconds = new Histogram({
    name: 'db_query_duration_seconds',
    help:
      'Time inside the database per call: one PGlite protocol exchange (a statement, or a ' +
      'step of one), one postgres.js statement, or a whole postgres.js transaction.',
    labelNames: ['call'] as const,
    buckets: QUERY_BUCKETS,
    registers: [registry],
  })
  return {
    registry,
    observeRequest(method: string, route: string, status: number, seconds: number) {
      requests.labels(method, route, String(status)).inc()
      requestSeconds.labels(method, route).observe(seconds)
    },
    observeQuery: (call: string, seconds: number) => querySeconds.labels(call).observe(seconds),
  }
}

/** The metrics each database client reports to: wrapped once, whichever app was created last. */
const observed = new WeakMap<object, Metrics>()

/**
 * Times every call into the database through the client's public entry points: PGlite's protocol
 * exchanges (every query, exec and transaction statement goes through them), or postgres.js's
 * `unsafe` (Drizzle's and the list readers' statements) and `begin` (a transaction as a whole).
 */
export function observeDatabase(db: Database, metrics: Metrics): void {
  const client = (db as unknown as { $client: unknown }).$client
  if (!client) return
  const wrapped = observed.has(client as object)
  observed.set(client as object, metrics)
  if (wrapped) return
  const observe = (call: string, start: number) =>
    observed.get(client as object)!.observeQuery(call, (performance.now() - start) / 1000)
  const timed = <F extends (...args: never[]) => Promise<unknown>>(call: string, run: F): F =>
    async function (this: unknown, ...args: Parameters<F>) {
      const start = performance.now()
      try {
        return await run.apply(this, args)
      } finally {
        observe(call, start)
      }
    } as F
  if (client instanceof PGlite) {
    client.execProtocolRaw = timed('protocol', client.execProtocolRaw)
    client.execProtocolRawStream = timed('protocol', client.execProtocolRawStream)
    return
  }
  const sql = client as {
    unsafe: (...args: unknown[]) => PromiseLike<unknown>
    begin: (...args: never[]) => Promise<unknown>
  }
  sql.begin = timed('transaction', sql.begin)
  const unsafe = sql.unsafe
  // A postgres.js query runs when it is awaited (its `then`), after `.values()` and the like.
  sql.unsafe = function (this: unknown, ...args: unknown[]) {
    const query = unsafe.apply(this, args)
    const then = query.then
    query.then = function (this: unknown, resolved, rejected) {
      const start = performance.now()
      const done = () => observe('statement', start)
      return then.call(
        this,
        (value) => (done(), resolved ? resolved(value) : value),
        (error: unknown) => {
          done()
          if (rejected) return rejected(error)
          throw error
        },
      )
    } as typeof then
    return query
  }
}
