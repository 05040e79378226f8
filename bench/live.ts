/**
 * The `live` part: 500 open event streams (GET /api/v1/events) of admins and of client staff of five
 * companies, spread over the API processes, while the steady load runs. Every event is checked
 * against the history the load wrote (which stream should have had it, which had it), each one's
 * way from its write to every stream timed, the load's figures set beside the same load without
 * streams in the same run, and the servers' memory per open stream. The streams are opened and read
 * in a child process (bench/live-reader.ts), so that reading them does not slow the load client.
 */
import { fork } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { cpuMeter, latency } from './figures'
import type { FromReader, ToReader } from './live-reader'
import { getJson, prepare } from './mixed'
import type { Setup, WriteSeen } from './mixed-driver'
import { heading, PROCESSES, printFloor, SECONDS, withServers } from './parts'
import { signIn } from './server'
import { printSteadyVerdict, runSteady, STEADY, type SteadyReport } from './steady'

const STREAMS = Number(process.env.BENCH_STREAMS ?? 500)
/** Each person has this many tabs open (streams), so 100 people hold the 500. */
const STREAMS_PER_USER = 5
/** A fifth of the people are admins; the rest client staff, shared evenly among COMPANIES. */
const ADMIN_SHARE = 0.2
/**
 * The writers raise inquiries as staff of the first four (the load's writer i as the i-th, round);
 * the fifth has staff watching but no writes: its streams must get nothing.
 */
const COMPANIES = [
  'Acme Oy',
  'Globex Ltd',
  'Live Initech Oy',
  'Live Umbrella Ab',
  'Live Hooli Oy',
] as const
const WRITING_COMPANIES = 4
const PASSWORD = 'live-bench-12345'
/**
 * The notification schedule's interval for this part's servers: a day, so it runs once, at start-up,
 * before the watchers exist. Left at its minute, its first run after the 20 new admins exist makes
 * each of them a `contract_ending` for every contract ending within 30 days (36,000 notifications at
 * 100,000 contracts, each told to its admin's 5 tabs) and stalls the servers for seconds, in
 * whichever timed run it falls: a one-off of this part's set-up, not the streams' cost.
 */
const NOTIFY_INTERVAL_SECONDS = 86_400
/** Seconds of the same load, untimed, before the timed runs. */
const WARM_UP = Math.max(3, Math.round(SECONDS / 3))

interface StreamUser {
  id: number
  type: 'admin' | 'client'
  companyId: number
  /** Index into COMPANIES; -1 for an admin. */
  company: number
  token: string
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** `work` over `items`, at most `width` at a time, in order of the items. */
async function inBatches<T, R>(
  items: T[],
  width: number,
  work: (item: T, i: number) => Promise<R>,
) {
  const results: R[] = []
  for (let i = 0; i < items.length; i += width)
    results.push(...(await Promise.all(items.slice(i, i + width).map((x, j) => work(x, i + j)))))
  return results
}

/** The people who watch: created by the admin as in the user editor, each then signed in. */
async function createStreamUsers(setup: Setup): Promise<StreamUser[]> {
  const people = Math.ceil(STREAMS / STREAMS_PER_USER)
  const admins = Math.round(people * ADMIN_SHARE)
  const plan = Array.from({ length: people }, (_, i) =>
    i < admins ? -1 : (i - admins) % COMPANIES.length,
  )
  const created = await inBatches(plan, 4, async (company, i) => {
    const email = `live-${setup.runId}-${i}@bench.example`
    const answer = await fetch(`${setup.url}/api/v1/users`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: `Bearer ${setup.adminToken}`,
      },
      body: JSON.stringify({
        type: company < 0 ? 'admin' : 'client',
        name: `Live Watcher ${i}`,
        email,
        password: PASSWORD,
        confirm_password: PASSWORD,
        company_name: company < 0 ? 'Staffing HQ' : COMPANIES[company],
      }),
    })
    if (answer.status !== 201) throw new Error(`POST /api/v1/users answered ${answer.status}`)
    const { id } = (await answer.json()) as { id: number }
    const token = await signIn(setup.url, email, PASSWORD)
    return { id, company, token }
  })
  // The companies' ids, from one of each's staff.
  const companyIds = new Map<number, number>()
  for (const person of created)
    if (!companyIds.has(person.company)) {
      const got = await getJson(setup.url, `/api/v1/users/${person.id}`, setup.adminToken)
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an API body, read loosely
      companyIds.set(person.company, (got.body as any).company.id as number)
    }
  return created.map((p) => ({
    ...p,
    type: p.company < 0 ? 'admin' : 'client',
    companyId: companyIds.get(p.company)!,
  }))
}

interface LiveStream {
  user: StreamUser
  process: number
  /** The `ready` event's last_event_id: the stream goes on after it. */
  readyId: number | undefined
  /** Each change event's id and when it arrived (this process's performance.now()). */
  arrivals: Map<number, number>
  duplicates: number
  resets: number
  keepAlives: number
  /** The body ended before we closed it. */
  endedEarly: boolean
}

/**
 * The streams, opened and read in a child process (bench/live-reader.ts), off this process's event
 * loop: the load client's figures with streams then measure the servers, not this process reading
 * them. Arrivals come back every 100 ms in the epoch's milliseconds, turned here into this
 * process's performance.now(), the scale its write requests are timed on.
 */
function startReader() {
  const child = fork(fileURLToPath(new URL('./live-reader.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const streams: LiveStream[] = []
  let lastArrival = 0
  let waiting: { type: FromReader['type']; resolve: (m: FromReader) => void } | undefined
  let failure: Error | undefined
  const fail = (err: Error) => {
    failure = err
    waiting?.resolve({ type: 'failed', message: err.message })
  }
  child.on('message', (message: FromReader) => {
    if (message.type === 'arrivals') {
      for (const [index, id, at] of message.batch) {
        const local = at - performance.timeOrigin
        streams[index]!.arrivals.set(id, local)
        if (local > lastArrival) lastArrival = local
      }
    } else if (message.type === 'failed') fail(new Error(`The stream reader: ${message.message}`))
    else if (waiting?.type === message.type) waiting.resolve(message)
  })
  child.on('error', fail)
  child.on('exit', (code) => {
    if (code !== 0) fail(new Error(`The stream reader exited with ${code}`))
  })
  const ask = async <T extends FromReader['type']>(
    message: ToReader,
    answer: T,
  ): Promise<Extract<FromReader, { type: T }>> => {
    if (failure) throw failure
    const got = new Promise<FromReader>((resolve) => (waiting = { type: answer, resolve }))
    child.send(message)
    const reply = await got
    waiting = undefined
    if (reply.type === 'failed') throw failure ?? new Error(reply.message)
    return reply as Extract<FromReader, { type: T }>
  }
  const exited = new Promise((resolve) => child.once('exit', resolve))
  return {
    pid: child.pid!,
    streams,
    /** When the last change event arrived on any stream (performance.now()). */
    lastArrival: () => lastArrival,
    /** Opens one stream per person given, `width` at a time; resolves once each had `ready`. */
    open: async (opening: { url: string; process: number; user: StreamUser }[], width: number) => {
      for (const { user, process } of opening)
        streams.push({
          user,
          process,
          readyId: undefined,
          arrivals: new Map(),
          duplicates: 0,
          resets: 0,
          keepAlives: 0,
          endedEarly: false,
        })
      const { readyIds } = await ask(
        {
          type: 'open',
          width,
          streams: opening.map(({ url, user }) => ({ url, token: user.token })),
        },
        'opened',
      )
      readyIds.forEach((id, i) => (streams[i]!.readyId = id ?? undefined))
    },
    /** The reader's clock against this one: the offset's median over `times` asks, and the round trip. */
    clock: async (times = 20) => {
      const offsets: number[] = []
      const trips: number[] = []
      for (let i = 0; i < times; i++) {
        const sent = performance.now()
        const { at } = await ask({ type: 'clock' }, 'clock')
        const back = performance.now()
        offsets.push(at - performance.timeOrigin - (sent + back) / 2)
        trips.push(back - sent)
      }
      return { offset: latency(offsets, 1).p50, roundTrip: latency(trips, 1).p50 }
    },
    /** Closes every stream; the last arrivals and each stream's tallies in. */
    close: async () => {
      const { tallies } = await ask({ type: 'close' }, 'closed')
      tallies.forEach((t, i) => Object.assign(streams[i]!, t))
      await exited
    },
    kill: () => {
      if (child.exitCode === null) child.kill()
    },
  }
}

/** The servers' resident memory, kB, summed (from /proc/<pid>/status). */
function rssKb(pids: number[]) {
  return pids.reduce((sum, pid) => {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)\s+kB/m)
    return sum + Number(line?.[1] ?? NaN)
  }, 0)
}

/** A history entry written during the load: the truth every stream is checked against. */
interface Entry {
  id: number
  resource: string
  recordId: number
  positionId: number | null
  /** The write's time, ms since the epoch. */
  at: number
  /** The inquiry's company, for an inquiry's (or its position's) entry. */
  companyId: number | null
}

const ENTRIES = `select h.id, h.resource, h.record_id, h.position_id,
    extract(epoch from h.at)::float8 * 1000 as at_ms,
    case when h.resource = 'inquiry'
      then (select company_id from inquiries where id = h.record_id) end as company_id
  from history h where h.id > $1 order by h.id`

/** Who may see an entry, as the API's rule says (admins: all; staff: their company's inquiries, their own user). */
function allowed(user: StreamUser, entry: Entry) {
  if (user.type === 'admin') return true
  if (entry.resource === 'inquiry') return entry.companyId === user.companyId
  if (entry.resource === 'user') return entry.recordId === user.id
  return false
}

/** The record a write touched, as `resource:id` of the history (a position's: its inquiry's). */
function recordOf(write: WriteSeen, publicIds: Map<string, number>): string | undefined {
  const path = write.path.split('?')[0]!
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- API bodies, read loosely
  const answer = write.answer as any
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as sent
  const sent = write.body as any
  let match: RegExpMatchArray | null
  if (path === '/api/v1/inquiries') return answer?.inquiry_id && `inquiry:${answer.inquiry_id}`
  if ((match = path.match(/^\/api\/v1\/inquiry\/(\d+)/))) return `inquiry:${match[1]}`
  if (path === '/api/v1/contracts') {
    if (answer?.id) publicIds.set(sent.the_contract_id, answer.id)
    return answer?.id && `contract:${answer.id}`
  }
  if ((match = path.match(/^\/api\/v1\/contracts\/id\/(\d+)/))) return `contract:${match[1]}`
  if ((match = path.match(/^\/api\/v1\/contracts\/([^/]+)/)))
    return `contract:${publicIds.get(decodeURIComponent(match[1]!))}`
  if (path === '/api/v1/users') return answer?.id && `user:${answer.id}`
  if ((match = path.match(/^\/api\/v1\/users\/(\d+)/))) return `user:${match[1]}`
  return undefined
}

/**
 * Each entry's write request: the one to its record whose span (sent to answered) holds the entry's
 * time (one record's writes never overlap: one writer owns it), else the only write of any record
 * whose span holds it (a consultant a contract create made); else none.
 */
function attribute(entries: Entry[], writes: WriteSeen[], setup: Setup) {
  const publicIds = new Map(setup.contracts.map((c) => [c.publicId, c.id]))
  const byRecord = new Map<string, WriteSeen[]>()
  for (const write of writes) {
    const key = recordOf(write, publicIds)
    if (key) byRecord.set(key, [...(byRecord.get(key) ?? []), write])
  }
  const epoch = (t: number) => performance.timeOrigin + t
  // Timestamps round to the millisecond (and PGlite's clock to its own): a millisecond's slack.
  const holds = (w: WriteSeen, at: number) =>
    epoch(w.sentAt) - 1 <= at && at <= epoch(w.answeredAt) + 1
  const found = new Map<number, WriteSeen>()
  let byTime = 0
  for (const entry of entries) {
    const own = (byRecord.get(`${entry.resource}:${entry.recordId}`) ?? []).filter((w) =>
      holds(w, entry.at),
    )
    if (own.length === 1) found.set(entry.id, own[0]!)
    else {
      const any = writes.filter((w) => holds(w, entry.at))
      if (any.length === 1) {
        found.set(entry.id, any[0]!)
        byTime += 1
      }
    }
  }
  return { found, byTime }
}

/**
 * The load client's event-loop delay since the last call, ms: does this process keep up? (The
 * streams are read in another process: with them, this should barely move.)
 */
function clientLag(lag: IntervalHistogram) {
  const figures = {
    'client loop delay p99 ms': Math.round(lag.percentile(99) / 1e5) / 10,
    'client loop delay max ms': Math.round(lag.max / 1e5) / 10,
  }
  lag.reset()
  return figures
}

const steadyRow = (load: string, r: SteadyReport, lag: ReturnType<typeof clientLag>) => ({
  load,
  requests: r.overall.requests,
  'p50 ms': r.overall.p50,
  'p99 ms': r.overall.p99,
  'max ms': r.overall.max,
  '5xx': r.serverErrors,
  errors: r.errors,
  'server CPU %': r.cpu.servers.join('+'),
  'load client CPU %': r.cpu.client,
  ...lag,
})

/** The part: per process count (1; on PostgreSQL also 3). */
export async function benchLive(port: number) {
  for (const processes of PROCESSES)
    await withServers(
      { port, processes, env: { NOTIFY_INTERVAL_SECONDS: String(NOTIFY_INTERVAL_SECONDS) } },
      async (db, urls, pids, stop) => {
        heading(
          db,
          `Live: ${STREAMS} event streams during the steady load (${WARM_UP} s warm-up, then ${SECONDS} s each without, with, with, without)`,
          processes,
        )
        const setup = await prepare(urls)
        await printFloor(urls[0]!)
        console.log(
          `The notification schedule runs every ${NOTIFY_INTERVAL_SECONDS} s here (once, at start-up): ` +
            `its first run after the new admins exist would make them thousands of notifications at once.`,
        )
        let started = performance.now()
        const users = await createStreamUsers(setup)
        const staffOf = (company: number) => users.find((u) => u.company === company)!.token
        const shape = {
          ...STEADY,
          writersAs: Array.from({ length: WRITING_COMPANIES }, (_, i) => staffOf(i)),
        }
        console.log(
          `${users.length} people created and signed in (${users.filter((u) => u.type === 'admin').length} admins, ` +
            `the rest staff of ${COMPANIES.length} companies; writers raise inquiries as staff of the first ` +
            `${WRITING_COMPANIES}) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
        )
        // Each run edits contracts of its own (a run may terminate some). A warm-up first, untimed,
        // so that no timed run pays for the JIT and the first plans. Then the timed runs in the
        // order without, with, with, without: whatever drifts during the part (the tables grow,
        // the machine's other work comes and goes) weighs on both sides alike, and each side has
        // twice the requests under its p99.
        const fifth = Math.floor(setup.contracts.length / 5)
        const contracts = (i: number) => setup.contracts.slice(i * fifth, (i + 1) * fifth)
        await runSteady({ ...setup, contracts: contracts(0) }, { ...shape, seconds: WARM_UP }, pids)
        const lag = monitorEventLoopDelay({ resolution: 10 })
        lag.enable()
        const without = [await runSteady({ ...setup, contracts: contracts(1) }, shape, pids)]
        const lagWithout = [clientLag(lag)]

        const rssBefore = rssKb(pids)
        const reader = startReader()
        try {
          const streams = reader.streams
          started = performance.now()
          await reader.open(
            Array.from({ length: STREAMS }, (_, i) => ({
              url: urls[i % urls.length]!,
              process: i % urls.length,
              user: users[i % users.length]!,
            })),
            25,
          )
          const openSeconds = (performance.now() - started) / 1000
          await sleep(2000)
          const rssAfter = rssKb(pids)
          const clock = await reader.clock()
          const floors = new Set(streams.map((s) => s.readyId))
          const floor = Math.max(...streams.map((s) => s.readyId ?? 0))
          console.log(
            `${streams.length} streams open in ${openSeconds.toFixed(1)} s ` +
              `(${processes > 1 ? `${urls.map((_, p) => streams.filter((s) => s.process === p).length).join(' + ')} over the processes; ` : ''}` +
              `every one began after event ${[...floors].join(', ')}). They are read in a process of ` +
              `their own (pid ${reader.pid}); its clock against this one's: ${clock.offset} ms ` +
              `(median of 20 asks, round trip ${clock.roundTrip} ms).`,
          )

          const writes: WriteSeen[] = []
          const readerCpu = cpuMeter([reader.pid])
          const withStreams: SteadyReport[] = []
          const lagWith: ReturnType<typeof clientLag>[] = []
          for (const run of [2, 3]) {
            withStreams.push(
              await runSteady({ ...setup, contracts: contracts(run) }, shape, pids, {
                onWrite: (write) => writes.push(write),
              }),
            )
            lagWith.push(clientLag(lag))
          }
          const readerCpuPercent = readerCpu().servers[0]!
          // The last events on their way: until none has come for 2 s (at most 15 s).
          const quietFrom = performance.now()
          while (performance.now() - Math.max(reader.lastArrival(), quietFrom) < 2000) {
            if (performance.now() - quietFrom > 15_000) break
            await sleep(200)
          }
          await reader.close()
          // What the streams were told is checked against the entries written until now.
          const closedAt = performance.timeOrigin + performance.now()
          const keepAlives = streams.reduce((n, s) => n + s.keepAlives, 0)
          await sleep(2000)
          without.push(await runSteady({ ...setup, contracts: contracts(4) }, shape, pids))
          lagWithout.push(clientLag(lag))
          lag.disable()

          // The truth: the history entries the load wrote (on PGlite read with the server stopped).
          if (db.kind === 'PGlite') await stop()
          const entries: Entry[] = (await db.select(ENTRIES, [floor]))
            .map((r) => ({
              id: Number(r.id),
              resource: String(r.resource),
              recordId: Number(r.record_id),
              positionId: r.position_id === null ? null : Number(r.position_id),
              at: Number(r.at_ms),
              companyId: r.company_id === null ? null : Number(r.company_id),
            }))
            .filter((e) => e.at <= closedAt)
          const views = entries.filter((e) => e.resource === 'view').length

          // (a) Every event to every stream allowed to see it, and to no other.
          const groups = new Map<string, Record<string, number>>()
          const group = (s: LiveStream) =>
            s.user.type === 'admin'
              ? 'admins'
              : s.user.company < WRITING_COMPANIES
                ? 'client staff, companies with writes'
                : 'client staff, a company without writes'
          for (const s of streams) {
            const row = groups.get(group(s)) ?? {
              open: 0,
              expected: 0,
              received: 0,
              missing: 0,
              unexpected: 0,
              duplicates: 0,
              resets: 0,
              'ended early': 0,
            }
            groups.set(group(s), row)
            row.open! += 1
            const expected = new Set(
              entries.filter((e) => e.resource !== 'view' && allowed(s.user, e)).map((e) => e.id),
            )
            row.expected! += expected.size
            row.received! += s.arrivals.size
            for (const id of expected) if (!s.arrivals.has(id)) row.missing! += 1
            for (const id of s.arrivals.keys()) if (!expected.has(id)) row.unexpected! += 1
            row.duplicates! += s.duplicates
            row.resets! += s.resets
            row['ended early']! += s.endedEarly ? 1 : 0
          }
          const totals = [...groups.values()].reduce<Record<string, number>>((sum, row) => {
            for (const [k, v] of Object.entries(row)) sum[k] = (sum[k] ?? 0) + v
            return sum
          }, {})
          console.log(
            `\nEvery event to every stream allowed to see it: ${entries.length} history entries written ` +
              `during the load (${[
                ...entries.reduce(
                  (m, e) => m.set(e.resource, (m.get(e.resource) ?? 0) + 1),
                  new Map<string, number>(),
                ),
              ]
                .map(([r, n]) => `${n} ${r}`)
                .join(
                  ', ',
                )}), read from the database afterwards; matched by event id = history id.`,
          )
          if (views) console.log(`(${views} saved-view entries left out of the check)`)
          console.table([
            ...[...groups].map(([who, row]) => ({ streams: who, ...row })),
            { streams: 'all', ...totals },
          ])

          // (b) From the write to each stream.
          const { found, byTime } = attribute(entries, writes, setup)
          const fromSent: number[] = []
          const fromAnswer: number[] = []
          for (const s of streams)
            for (const [id, at] of s.arrivals) {
              const write = found.get(id)
              if (!write) continue
              fromSent.push(at - write.sentAt)
              fromAnswer.push(at - write.answeredAt)
            }
          const sentFigures = latency(fromSent, 1)
          const answerFigures = latency(fromAnswer, 1)
          console.log(
            `\nFrom the write to each stream: ${found.size} of ${entries.length} entries matched to the ` +
              `load's write request (to its record, the entry's time within the request's span` +
              `${byTime ? `; ${byTime} by the time alone` : ''}), ${fromSent.length} arrivals.`,
          )
          console.table([
            {
              from: "the write request's start (sent)",
              'p50 ms': sentFigures.p50,
              'p99 ms': sentFigures.p99,
              'max ms': sentFigures.max,
            },
            {
              from: "the write's answer arriving (negative: the event came first)",
              'p50 ms': answerFigures.p50,
              'p99 ms': answerFigures.p99,
              'max ms': answerFigures.max,
            },
          ])
          console.log(
            `p99 from the write request's start ${sentFigures.p99} ms (target ≤ 1000); the streams are read ` +
              `in a process of their own, timed on the same clock. ${keepAlives} keep-alives.`,
          )

          // (c) The steady load with and without the streams: each run, then each side's runs
          // taken together (the verdict's figures).
          console.log('\nThe steady load without streams, with them twice, then without again:')
          const runs = [
            ['without streams (1)', without[0]!, lagWithout[0]!],
            [`with ${STREAMS} streams (1)`, withStreams[0]!, lagWith[0]!],
            [`with ${STREAMS} streams (2)`, withStreams[1]!, lagWith[1]!],
            ['without streams (2)', without[1]!, lagWithout[1]!],
          ] as const
          for (const [, report] of runs) printSteadyVerdict(report)
          const pooled = (reports: SteadyReport[]) =>
            latency(
              reports.flatMap((r) => [...r.stats.operations.values()].flatMap((o) => o.latencies)),
              reports.length * SECONDS,
            )
          const bare = pooled(without)
          const streamed = pooled(withStreams)
          const side = (load: string, l: ReturnType<typeof latency>) => ({
            load,
            requests: l.requests,
            'p50 ms': l.p50,
            'p99 ms': l.p99,
            'max ms': l.max,
          })
          console.table([
            ...runs.map(([load, report, lagOf], i) => ({
              ...steadyRow(load, report, lagOf),
              'stream reader CPU %': i === 1 || i === 2 ? readerCpuPercent : '-',
            })),
            side('without streams, both runs', bare),
            side(`with ${STREAMS} streams, both runs`, streamed),
          ])
          const change = (a: number, b: number) =>
            `${b >= a ? '+' : ''}${Math.round((b / a - 1) * 100)}%`
          console.log(
            `With the streams, both runs of each side together: p50 ${change(bare.p50, streamed.p50)}, ` +
              `p99 ${change(bare.p99, streamed.p99)} (target: within 10%). Run by run ` +
              `(the first without against the first with, the second against the second): ` +
              `p50 ${change(without[0]!.overall.p50, withStreams[0]!.overall.p50)} and ` +
              `${change(without[1]!.overall.p50, withStreams[1]!.overall.p50)}, p99 ` +
              `${change(without[0]!.overall.p99, withStreams[0]!.overall.p99)} and ` +
              `${change(without[1]!.overall.p99, withStreams[1]!.overall.p99)}.`,
          )

          // (d) Memory.
          console.log(
            `Memory: the server${processes > 1 ? 's’ RSS summed' : '’s RSS'} ${Math.round(rssBefore / 1024)} MB ` +
              `before opening the streams, ${Math.round(rssAfter / 1024)} MB with ${STREAMS} open: ` +
              `${((rssAfter - rssBefore) / STREAMS).toFixed(1)} kB per stream.`,
          )
        } finally {
          reader.kill()
        }
      },
    )
}
