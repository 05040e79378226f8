/**
 * "Load without loss": people typing and paging (80%) and writes of every kind (20%) at once, in a
 * closed loop, then a check that every acknowledged create is there, every acknowledged edit shows
 * and every acknowledged terminate is gone.
 */
import { DEMO_USERS } from '../server/db/seed-demo'
import { latency, latencyRow, type Latency } from './figures'
import { drive, type Operation, type OperationStats, type Setup } from './mixed-driver'
import { reconcile, type Reconciliation } from './mixed-ledger'
import { READS } from './mixed-reads'
import { WRITES } from './mixed-writes'
import { signIn } from './server'
import { sampleVocabulary } from './traffic'

/** 80% reads, 20% writes (the weights are percentages). */
export const MIX = [...READS, ...WRITES]

export async function getJson(url: string, path: string, token: string) {
  const response = await fetch(`${url}${path}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

/** Sign-ins, the ids the workers start from and the names people type, read through the API. */
export async function prepare(urls: string[]): Promise<Setup> {
  const url = urls[0]!
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
    urls,
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
    vocabulary: await sampleVocabulary(get),
  }
}

export interface ClassFigures extends Latency {
  name: string
  kind: string
  clientErrors: number
  serverErrors: number
  errors: number
}

export interface MixedReport {
  connections: number
  seconds: number
  overall: Latency
  reads: Latency
  writes: Latency
  operations: ClassFigures[]
  /** Answers outside 2xx (none is expected), of which 5xx; requests that got no answer. */
  non2xx: number
  serverErrors: number
  errors: number
  /** The first unexpected answers and errors. */
  samples: string[]
  reconciliation: Reconciliation
}

const countStatuses = (stats: OperationStats[], matches: (status: number) => boolean) =>
  stats.reduce(
    (sum, s) => sum + [...s.statuses].reduce((n, [status, c]) => n + (matches(status) ? c : 0), 0),
    0,
  )

/** Per request class (reads first), then reads, writes and all, over `seconds`. */
export function summarize(operations: OperationStats[], seconds: number) {
  const all = [...operations].sort((a, b) => a.kind.localeCompare(b.kind))
  const of = (kind?: string) =>
    latency(
      all.filter((s) => !kind || s.kind === kind).flatMap((s) => s.latencies),
      seconds,
    )
  return {
    overall: of(),
    reads: of('read'),
    writes: of('write'),
    operations: all.map((s) => ({
      name: s.name,
      kind: s.kind,
      ...latency(s.latencies, seconds),
      clientErrors: countStatuses([s], (status) => status >= 400 && status < 500),
      serverErrors: countStatuses([s], (status) => status >= 500),
      errors: s.errors,
    })),
    non2xx: countStatuses(all, (status) => status < 200 || status > 299),
    serverErrors: countStatuses(all, (status) => status >= 500),
    errors: all.reduce((n, s) => n + s.errors, 0),
  }
}

/** The mix against running servers that have the demo users, then the reconciliation. */
export async function runMixed(
  urls: string[],
  options: { connections: number; seconds: number; mix?: Operation[]; setup?: Setup },
) {
  const setup = options.setup ?? (await prepare(urls))
  const { stats, ledger, elapsedSeconds } = await drive(setup, options.mix ?? MIX, options)
  const reconciliation = await reconcile(ledger, (path) =>
    getJson(setup.url, path, setup.adminToken),
  )
  return {
    connections: options.connections,
    seconds: elapsedSeconds,
    ...summarize([...stats.operations.values()], elapsedSeconds),
    samples: stats.samples,
    reconciliation,
    setup,
    ledger,
    stats,
  } satisfies MixedReport & Record<string, unknown>
}

/** Per class and overall: counts, rates and latency percentiles, 4xx, 5xx, errors. */
export function printFigures(
  report: Omit<MixedReport, 'connections' | 'seconds' | 'reconciliation'>,
) {
  console.table(
    report.operations.map((o) => ({
      'request class': o.name,
      kind: o.kind,
      ...latencyRow(o),
      '4xx': o.clientErrors,
      '5xx': o.serverErrors,
      errors: o.errors,
    })),
  )
  console.table([
    { requests: 'all', ...latencyRow(report.overall) },
    { requests: 'reads', ...latencyRow(report.reads) },
    { requests: 'writes', ...latencyRow(report.writes) },
  ])
  console.log(
    `non-2xx (none expected): ${report.non2xx}, of which 5xx: ${report.serverErrors}; ` +
      `errors (no answer; in the figures at the time given up): ${report.errors}`,
  )
  for (const line of report.samples) console.log(`  ${line}`)
}

export function printReconciliation(r: Reconciliation) {
  console.log(
    `creates acknowledged ${r.createsAcknowledged}, found ${r.createsFound}; ` +
      `edits acknowledged ${r.editsAcknowledged}, visible ${r.editsVisible}`,
  )
  console.log(
    `(edits counted per edited field at its last acknowledged value, terminates as gone, from ${r.editRequests} acknowledged requests)`,
  )
  for (const line of r.problems) console.log(`  ${line}`)
}
