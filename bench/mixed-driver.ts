/**
 * A fixed number of workers, each sending one request at a time for a while, so that every request
 * is timed and booked on its own: latency, status, and in the ledger what a 2xx acknowledged.
 */
import { Ledger } from './mixed-ledger'
import type { Vocabulary } from './traffic'

export type Kind = 'read' | 'write'

export interface Operation {
  name: string
  kind: Kind
  /** Share of the mix, in percent. */
  weight: number
  run: (worker: Worker) => Promise<void>
}

export interface OwnContract {
  id: number
  publicId: string
}

export interface Answer {
  status: number
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- API bodies, read loosely
  body: any
}

/** What the workers share: the servers, sign-ins, ids to read and write against, names to type. */
export interface Setup {
  /** The first server: the reconciliation reads from it. */
  url: string
  /** Every server process on the one database: requests go round-robin. */
  urls: string[]
  adminToken: string
  clientTokens: string[]
  companyIds: number[]
  industryIds: number[]
  /** Inquiries there before the run, and every one created during it: read by anyone (as admin). */
  inquiryIds: number[]
  /** Contracts there before the run, shared out among the workers to edit. */
  contracts: OwnContract[]
  /** The last page of the admin's inquiry list and of the contract list at the start. */
  inquiryPages: number
  contractPages: number
  /** Tells this run's records from any earlier run's. */
  runId: string
  vocabulary: Vocabulary
}

export interface OperationStats {
  name: string
  kind: Kind
  latencies: number[]
  statuses: Map<number, number>
  errors: number
}

/** A write as sent and answered, with when (performance.now() of this process). */
export interface WriteSeen {
  method: string
  path: string
  body: unknown
  sentAt: number
  answeredAt: number
  status: number | null
  answer: unknown
}

export class Stats {
  /** Told of every write once it is answered (or given up). */
  onWrite: ((write: WriteSeen) => void) | undefined

  readonly operations = new Map<string, OperationStats>()
  /** A line for each of the first unexpected answers and errors, to say what went wrong. */
  readonly samples: string[] = []

  of(operation: Pick<Operation, 'name' | 'kind'>): OperationStats {
    let stats = this.operations.get(operation.name)
    if (!stats) {
      stats = {
        name: operation.name,
        kind: operation.kind,
        latencies: [],
        statuses: new Map(),
        errors: 0,
      }
      this.operations.set(operation.name, stats)
    }
    return stats
  }

  /** The list reads sent, as "admin|client path" (a bounded sample), to check totals afterwards. */
  readonly readPaths = new Set<string>()

  sent(read: string) {
    if (this.readPaths.size < 5000) this.readPaths.add(read)
  }

  sample(line: string) {
    if (this.samples.length < 10) this.samples.push(line)
  }
}

/** One worker: its own sign-in as a client, and the records it created (only it edits them). */
export class Worker {
  readonly inquiries: number[] = []
  readonly positions: { id: number; inquiryId: number }[] = []
  readonly contracts: OwnContract[]
  readonly users: number[] = []
  private sequence = 0

  constructor(
    readonly index: number,
    readonly setup: Setup,
    readonly stats: Stats,
    readonly ledger: Ledger,
    readonly clientToken: string,
    contracts: OwnContract[],
  ) {
    this.contracts = contracts
  }

  /** A name no other request of any run uses. */
  unique(prefix: string) {
    this.sequence += 1
    return `${prefix}-${this.setup.runId}-${this.index}-${this.sequence}`
  }

  /**
   * When the next request was due (open loop): it is timed from then, not from when it was sent, so
   * time spent queued counts.
   */
  due: number | undefined

  /** One request, timed to the last byte of the body; null when it failed without an answer. */
  async request(
    operation: Pick<Operation, 'name' | 'kind'>,
    method: string,
    path: string,
    token: string,
    body?: unknown,
  ): Promise<Answer | null> {
    const stats = this.stats.of(operation)
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
    }
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    const started = this.due ?? performance.now()
    this.due = undefined
    const urls = this.setup.urls
    sent += 1
    const sentAt = performance.now()
    const seen = (status: number | null, answer: unknown) =>
      operation.kind === 'write' &&
      this.stats.onWrite?.({
        method,
        path,
        body,
        sentAt,
        answeredAt: performance.now(),
        status,
        answer,
      })
    // Our own deadline, raced: an aborted fetch has been seen never to settle under overload.
    const controller = new AbortController()
    let timer: NodeJS.Timeout | undefined
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const reason = new Error(`no answer in ${REQUEST_TIMEOUT_MS / 1000} s`)
        controller.abort(reason)
        reject(reason)
      }, REQUEST_TIMEOUT_MS)
    })
    try {
      const response = await Promise.race([
        fetch(`${urls[sent % urls.length]}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: controller.signal,
        }),
        deadline,
      ])
      const text = await Promise.race([response.text(), deadline])
      stats.latencies.push(performance.now() - started)
      stats.statuses.set(response.status, (stats.statuses.get(response.status) ?? 0) + 1)
      if (response.status < 200 || response.status > 299)
        this.stats.sample(`${method} ${path} → ${response.status} ${text.slice(0, 300)}`)
      let parsed: unknown = text
      try {
        parsed = text ? JSON.parse(text) : undefined
      } catch {
        // not JSON: keep the text
      }
      seen(response.status, parsed)
      return { status: response.status, body: parsed }
    } catch (err) {
      // Counted in the latencies too, at the time it was given up: a percentile must not hide it.
      stats.latencies.push(performance.now() - started)
      stats.errors += 1
      seen(null, undefined)
      const cause =
        err instanceof Error && err.cause instanceof Error ? ` (${err.cause.message})` : ''
      this.stats.sample(
        `${method} ${path} → ${err instanceof Error ? err.message : String(err)}${cause}`,
      )
      return null
    } finally {
      clearTimeout(timer)
    }
  }
}

/** A request not answered by then counts as an error (no answer): the loads stay bounded in time. */
const REQUEST_TIMEOUT_MS = 30_000

/** Requests sent by every worker, for round-robin over the servers. */
let sent = 0

export function pickOperation(mix: Operation[]): Operation {
  let r = Math.random() * mix.reduce((sum, o) => sum + o.weight, 0)
  for (const operation of mix) {
    r -= operation.weight
    if (r < 0) return operation
  }
  return mix[0]!
}

/** `connections` workers for `seconds`; requests in flight at the end finish and are counted. */
export async function drive(
  setup: Setup,
  mix: Operation[],
  options: { connections: number; seconds: number },
) {
  const stats = new Stats()
  for (const operation of mix) if (operation.kind === 'write') stats.of(operation)
  const ledger = new Ledger()
  const workers = Array.from(
    { length: options.connections },
    (_, i) =>
      new Worker(
        i,
        setup,
        stats,
        ledger,
        setup.clientTokens[i % setup.clientTokens.length]!,
        setup.contracts.filter((_, j) => j % options.connections === i),
      ),
  )
  const started = performance.now()
  const deadline = started + options.seconds * 1000
  await Promise.all(
    workers.map(async (worker) => {
      while (performance.now() < deadline) await pickOperation(mix).run(worker)
    }),
  )
  return { stats, ledger, elapsedSeconds: (performance.now() - started) / 1000 }
}
