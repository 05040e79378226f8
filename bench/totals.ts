/**
 * "Totals exact": for a sample of the list reads a load sent, the API's `total` (and the inquiry
 * page's counters) against a direct SQL count written here from the tables alone, so it does not
 * lean on whatever the server keeps to answer fast.
 */
import { sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { searchPattern } from '../server/db/search'
import type { BenchDatabase } from './database'
import type { Setup } from './mixed-driver'
import { getJson } from './mixed'
import { pick } from './mixed-random'

/**
 * The search's own LIKE pattern (`searchPattern`, server/db/search.ts: the database lower-cases the
 * term and makes `%`, `_` and `\` typed by a person literal) of the term bound as `param`, as the
 * text of a query.
 */
const pattern = (param: string) =>
  new PgDialect().sqlToQuery(searchPattern(sql.raw(`${param}::text`))).sql

interface Figure {
  /** "admin GET /api/v1/contracts?search=…: total". */
  what: string
  api: number
  query: string
  params: unknown[]
}

const CONTRACT_MATCH = `(select lower(c.the_contract_id) like p or lower(coalesce(c.client_contract_id, '')) like p
  or lower(cc.name) like p or lower(vc.name) like p or lower(coalesce(k.name, '')) like p
  from (select ${pattern('$2')} as p) pattern)`

/** The date bounds of a contracts read: start from, start to, end from, end to (null: none). */
type Dates = [string | null, string | null, string | null, string | null]

/** The row and type filters of a contracts read: client, vendor, consultant, type (null: none). */
type Refs = [string | null, string | null, string | null, string | null]

const contractCount = (status: string | null, search: string | null, dates: Dates, refs: Refs) => ({
  query: `select count(*)::int as n from contracts c
    join companies cc on cc.id = c.client_company_id
    join companies vc on vc.id = c.vendor_company_id
    left join consultants k on k.id = c.consultant_id
    where c.deleted_at is null and ($1::text is null or c.status = $1)
    and ($2::text is null or ${CONTRACT_MATCH})
    and ($3::date is null or c.contract_start >= $3) and ($4::date is null or c.contract_start <= $4)
    and ($5::date is null or c.contract_end >= $5) and ($6::date is null or c.contract_end <= $6)
    and ($7::int is null or cc.id = $7) and ($8::int is null or vc.id = $8)
    and ($9::int is null or k.id = $9) and ($10::text is null or upper(c.type) = upper($10))`,
  params: [status, search, ...dates, ...refs],
})

/** `YYYY-MM-DD` plus `days` days. */
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/**
 * An overview's figures (contracts by status, by month, ending within, renewals ahead, notice
 * deadlines), each by its own count.
 */
function overviewFigures(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- API bodies, read loosely
  body: any,
  company: number | null,
  what: (figure: string) => string,
): Figure[] {
  const scope = `c.deleted_at is null and ($1::int is null or c.client_company_id = $1)`
  const count = (condition: string, params: unknown[]) => ({
    query: `select count(*)::int as n from contracts c where ${scope} and ${condition}`,
    params: [company, ...params],
  })
  const today = new Date().toISOString().slice(0, 10)
  const figures: Figure[] = []
  for (const [status, n] of Object.entries(body.contracts.by_status))
    figures.push({
      what: what(`by_status.${status}`),
      api: n as number,
      ...count('c.status = $2', [status]),
    })
  for (const m of body.contracts.by_month as {
    month: string
    starting: number
    ending: number
  }[]) {
    const first = `${m.month}-01`
    const next = new Date(Date.UTC(Number(m.month.slice(0, 4)), Number(m.month.slice(5, 7)), 1))
    const last = plusDays(next.toISOString().slice(0, 10), -1)
    figures.push(
      {
        what: what(`${m.month} starting`),
        api: m.starting,
        ...count('c.contract_start between $2 and $3', [first, last]),
      },
      {
        what: what(`${m.month} ending`),
        api: m.ending,
        ...count('c.contract_end between $2 and $3', [first, last]),
      },
    )
  }
  for (const [days, n] of Object.entries(body.contracts.ending_within))
    figures.push({
      what: what(`ending within ${days}`),
      api: n as number,
      ...count('c.contract_end between $2 and $3 and not c.is_infinite', [
        today,
        plusDays(today, Number(days)),
      ]),
    })
  for (const [renewal, n] of Object.entries(body.contracts.renewals))
    figures.push({
      what: what(`renewals.${renewal}`),
      api: n as number,
      ...count('c.renewal = $2 and c.contract_end between $3::date and $4::date', [
        renewal,
        today,
        plusDays(today, 90),
      ]),
    })
  for (const [days, n] of Object.entries(body.contracts.notice_deadlines_within))
    figures.push({
      what: what(`notice_deadlines_within.${days}`),
      api: n as number,
      ...count('c.contract_end - c.notice_days between $2::date and $3::date', [
        today,
        plusDays(today, Number(days)),
      ]),
    })
  for (const [status, n] of Object.entries(body.inquiries.by_status))
    figures.push({
      what: what(`inquiries ${status}`),
      api: n as number,
      query: `select count(*)::int as n from inquiries i where ($1::int is null or i.company_id = $1) and i.status = $2`,
      params: [company, status],
    })
  for (const [stage, n] of Object.entries(body.inquiries.positions_by_stage))
    figures.push({
      what: what(`positions ${stage}`),
      api: n as number,
      query: `select count(*)::int as n from positions p join inquiries i on i.id = p.inquiry_id
        where ($1::int is null or i.company_id = $1) and p.stage = $2`,
      params: [company, stage],
    })
  return figures
}

/** Inquiries the viewer sees ($1: a company id, or null for an admin), matching q ($2) if given. */
const INQUIRY_SCOPE = `from inquiries i left join industries ind on ind.id = i.industry_id
  where ($1::int is null or i.company_id = $1)
  and ($2::text is null or (select lower(i.title) like q or lower(coalesce(i.main_contact, '')) like q
    or lower(coalesce(ind.name, '')) like q
    or exists (select 1 from positions p where p.inquiry_id = i.id and lower(p.title) like q)
    from (select ${pattern('$2')} as q) pattern))`

/** The figures one read answers, each with its SQL; the API asked again now that writes stopped. */
async function figuresOf(setup: Setup, read: string, clientCompanyId: number): Promise<Figure[]> {
  const as = read.slice(0, read.indexOf(' ')) as 'admin' | 'client'
  const path = read.slice(as.length + 1)
  const token = as === 'admin' ? setup.adminToken : setup.clientTokens[0]!
  const answer = await getJson(setup.url, path, token)
  if (answer.status !== 200) throw new Error(`${read} answered ${answer.status}`)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- API bodies, read loosely
  const body = answer.body as any
  const params = new URL(path, 'http://x').searchParams
  const term = (name: string) => params.get(name)?.trim() || null
  const what = (figure: string) => `${read}: ${figure}`
  if (path.startsWith('/api/v1/overview'))
    return overviewFigures(body, as === 'admin' ? null : clientCompanyId, what)
  if (path.startsWith('/api/v1/contracts')) {
    const dates = (
      ['contract_start_from', 'contract_start_to', 'contract_end_from', 'contract_end_to'] as const
    ).map(term) as Dates
    const refs = (['client_company_id', 'vendor_company_id', 'consultant_id', 'type'] as const).map(
      term,
    ) as Refs
    return [
      {
        what: what('total'),
        api: body.total,
        ...contractCount(term('status'), term('search'), dates, refs),
      },
    ]
  }
  if (path.startsWith('/api/v1/users')) {
    const search = term('search')
    return [
      {
        what: what('total'),
        api: body.total,
        query: `select count(*)::int as n from users
          where deleted_at is null and ($1::text is null
            or (select lower(name) like p or lower(email) like p from (select ${pattern('$1')} as p) pattern))`,
        params: [search],
      },
    ]
  }
  const company = as === 'admin' ? null : clientCompanyId
  const q = term('q')
  return [
    {
      what: what('total'),
      api: body.total,
      query: `select count(*)::int as n ${INQUIRY_SCOPE} and ($3::text is null or i.status = $3)`,
      params: [company, q, term('status')],
    },
    {
      what: what('inquiries_total'),
      api: body.inquiries_total,
      query: `select count(*)::int as n ${INQUIRY_SCOPE}`,
      params: [company, null],
    },
    {
      what: what('search_progress'),
      api: body.search_progress,
      query: `select count(*)::int as n ${INQUIRY_SCOPE} and i.status = 'pending'`,
      params: [company, null],
    },
    {
      what: what('contracts_signed'),
      api: body.contracts_signed,
      query: `select count(*)::int as n from contracts where deleted_at is null
        and status in ('ongoing', 'ended') and ($1::int is null or client_company_id = $1)`,
      params: [company],
    },
  ]
}

/**
 * Asks the API again for `sample` of the reads sent (writes must have stopped), then `stop`s the
 * servers (PGlite: the DATA_DIR is theirs until then) and counts by SQL.
 */
export async function checkTotals(
  db: BenchDatabase,
  setup: Setup,
  reads: Set<string>,
  stop: () => Promise<void>,
  sample = 30,
) {
  const lists = [...reads].filter((r) => /\/api\/v1\/(contracts|inquiries|users)\?/.test(r))
  const chosen = new Set(['admin /api/v1/inquiries', 'client /api/v1/inquiries'])
  // The overview as each kind of person sees it, when the load sent it.
  for (const as of ['admin', 'client'])
    if (reads.has(`${as} /api/v1/overview`)) chosen.add(`${as} /api/v1/overview`)
  for (let tries = 0; chosen.size < sample + 4 && tries < sample * 4 && lists.length; tries++)
    chosen.add(pick(lists))
  const me = await getJson(setup.url, '/api/v1/user', setup.clientTokens[0]!)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- API bodies, read loosely
  const clientCompanyId = ((me.body as any).user ?? me.body).company_id as number
  const figures: Figure[] = []
  for (const read of chosen) figures.push(...(await figuresOf(setup, read, clientCompanyId)))
  await stop()
  const counted = await db.counts(figures)
  const wrong = figures.map((f, i) => ({ ...f, sql: counted[i]! })).filter((f) => f.api !== f.sql)
  console.log(
    `Totals exact: ${figures.length - wrong.length} of ${figures.length} figures ` +
      `(from ${chosen.size} of the reads sent) equal a direct SQL count.`,
  )
  for (const f of wrong.slice(0, 10)) console.log(`  ${f.what}: API ${f.api}, SQL ${f.sql}`)
  return { figures: figures.length, wrong: wrong.length }
}
