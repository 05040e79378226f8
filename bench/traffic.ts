/**
 * Read traffic shaped like people at the dashboard, shared by every load shape: a person types a
 * real name from the data into a search box, and the box (debounced 250 ms, as RemoteSelect and the
 * list pages are) sends only the prefixes the person paused after; then pages, sorts or filters.
 * Someone else pages and filters without typing. Each person is an endless list of steps: wait
 * this long, then send this. The open loop keeps the waits; the closed loop ignores them.
 */
import { CONTRACT_GROUPINGS, CONTRACT_SORT_FIELDS, CONTRACT_STATUSES } from '../src/interface'
import { SUMMARY_SETTLE_MS } from '../src/features/contracts/summary/settle'
import { chance, pick, random } from './mixed-random'

/** Real names and words from the seeded data, read through the API, for people to type. */
export interface Vocabulary {
  /** Consultant and company names, contract ids. */
  contracts: string[]
  /** Inquiry and position titles, main contacts. */
  inquiries: string[]
  /** User names. */
  users: string[]
  /** Company names. */
  companies: string[]
  /** The contracts list's other filters, by parameter: the values seen (company and consultant ids, types). */
  contractFilters: Record<ContractFilter, string[]>
}

/** The contracts list's filters by a row or by type, which people pick from a menu. */
const CONTRACT_FILTERS = [
  'client_company_id',
  'vendor_company_id',
  'consultant_id',
  'type',
] as const
type ContractFilter = (typeof CONTRACT_FILTERS)[number]

/** A suffix for the request class of a contracts read filtered by a row or type, reported apart. */
const byRow = (filters: Record<string, unknown>) =>
  CONTRACT_FILTERS.some((name) => filters[name] !== undefined) ? ' (company/consultant/type)' : ''

/** One of the filters above with a value seen in the data, as query parameters. */
function contractFilter(v: Vocabulary): Record<string, string> {
  const name = pick(CONTRACT_FILTERS)
  const values = v.contractFilters[name]
  return values.length > 0 ? { [name]: pick(values) } : {}
}

export interface ReadRequest {
  /** The request class figures are reported under. */
  name: string
  path: string
  as: 'admin' | 'client'
  /** A search's list and term, when the request searches. */
  search?: { list: Search; term: string }
}

export interface Step {
  /** Milliseconds after the previous step. */
  wait: number
  request: ReadRequest
}

export const DEBOUNCE_MS = 250
const PAGES = 30

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API bodies, read loosely
type Get = (path: string) => Promise<any>

/** A sample of names from a few pages of each list, as an admin sees them. */
export async function sampleVocabulary(get: Get): Promise<Vocabulary> {
  const some = async (path: (page: number) => string, pages: number) => {
    const first = await get(path(1))
    const rest = await Promise.all(
      Array.from({ length: Math.min(2, first.last_page - 1) }, () =>
        get(path(2 + random(Math.max(1, Math.min(pages, first.last_page) - 1)))),
      ),
    )
    return [first, ...rest]
  }
  interface SampledContract {
    the_contract_id: string
    type: string | null
    client_company: { id: number; name: string }
    vendor_company: { id: number; name: string }
    consultant: { id: number; name: string } | null
  }
  const sampled: SampledContract[] = (
    await some((p) => `/api/v1/contracts?per_page=100&page=${p}`, 1000)
  ).flatMap((page) => page.contracts)
  const contracts = sampled.flatMap((c) => [
    c.the_contract_id,
    c.client_company.name,
    c.vendor_company.name,
    c.consultant?.name,
  ])
  const seen = (value: (c: SampledContract) => string | number | null | undefined) => [
    ...new Set(
      sampled
        .map(value)
        .filter((x) => x != null && x !== '')
        .map(String),
    ),
  ]
  const inquiries = (await some((p) => `/api/v1/inquiries?per_page=100&page=${p}`, 100)).flatMap(
    (page) =>
      page.orders.flatMap(
        (o: { title: string; main_contact: string | null; positions: { title: string }[] }) => [
          o.title,
          o.main_contact,
          ...o.positions.map((p) => p.title),
        ],
      ),
  )
  const users = (await some((p) => `/api/v1/users?per_page=100&page=${p}`, 10)).flatMap((page) =>
    page.users.map((u: { name: string }) => u.name),
  )
  const companies = (await get('/api/v1/companies?limit=1000')).companies.map(
    (c: { name: string }) => c.name,
  )
  const names = (list: (string | null | undefined)[]) => [
    ...new Set(list.filter((n): n is string => !!n && n.trim().length >= 2)),
  ]
  return {
    contracts: names(contracts),
    inquiries: names(inquiries),
    users: names(users),
    companies: names(companies),
    contractFilters: {
      client_company_id: seen((c) => c.client_company.id),
      vendor_company_id: seen((c) => c.vendor_company.id),
      consultant_id: seen((c) => c.consultant?.id),
      // People pick a type as the menu shows it, in any case.
      type: seen((c) => c.type).flatMap((type) => [type, type.toUpperCase()]),
    },
  }
}

/**
 * What a person types for a name: the whole name from its start, or one of its words (a surname);
 * never a bare number (in the inquiry search a number also means an id).
 */
function termOf(name: string) {
  const words = name.split(/[\s,.()/]+/).filter((w) => w.length >= 2 && !/^\d+$/.test(w))
  const term = chance(0.5) || words.length === 0 ? name : pick(words)
  return chance(0.5) ? term.toLowerCase() : term
}

/** Milliseconds between keystrokes: mostly quick, sometimes a pause (which lets the debounce fire). */
const keystrokeGap = () => (chance(0.65) ? 90 + random(130) : 260 + random(340))

/**
 * The debounced searches typing `term` sends, 2–6 letters: a prefix goes out 250 ms after its
 * keystroke when no other keystroke came before then, and the last one always.
 */
export function typedPrefixes(term: string): { at: number; prefix: string }[] {
  const length = Math.min(term.trim().length, 2 + random(5))
  const sent: { at: number; prefix: string }[] = []
  let at = 0
  for (let letters = 1; letters <= length; letters++) {
    const gap = letters === length ? Infinity : keystrokeGap()
    const prefix = term.slice(0, letters).trim()
    if (gap > DEBOUNCE_MS && prefix.length >= 2) sent.push({ at: at + DEBOUNCE_MS, prefix })
    at += Math.min(gap, 1e9)
  }
  return sent.length > 0 ? sent : [{ at: DEBOUNCE_MS, prefix: term.trim() || 'an' }]
}

const query = (params: Record<string, string | number | undefined>) => {
  const entries = Object.entries(params).filter(([, v]) => v !== undefined && v !== '')
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : ''
}

/** A list's page, sort and filters as query parameters. */
type ListFilters = { page?: number; status?: string; sort?: string } & Record<
  string,
  string | number | undefined
>

/**
 * The contracts page's summary bar (count and sums under the table): asked for the filters, search
 * included, once they have rested SUMMARY_SETTLE_MS; a page or a sort leaves them as they were.
 */
const summaryOf = (filters: ListFilters, search?: string): Step => {
  const { page: _page, sort: _sort, ...summed } = filters
  return {
    wait: SUMMARY_SETTLE_MS,
    request: {
      name: 'summary: contracts',
      path: `/api/v1/contracts/summary${query({ search, ...summed })}`,
      as: 'admin',
    },
  }
}

const randomSort = () => `${chance(0.5) ? '-' : ''}${pick(CONTRACT_SORT_FIELDS)}`

/** The lists a person searches, with how a search, a page and a filter change look there. */
const SEARCHES = {
  contracts: {
    weight: 40,
    words: (v: Vocabulary) => v.contracts,
    name: 'type: contracts search',
    path: (search: string, f: ListFilters) => `/api/v1/contracts${query({ search, ...f })}`,
  },
  inquiries: {
    weight: 25,
    words: (v: Vocabulary) => v.inquiries,
    name: 'type: inquiries q',
    path: (q: string, f: ListFilters) => `/api/v1/inquiries${query({ q, page: f.page })}`,
  },
  users: {
    weight: 10,
    words: (v: Vocabulary) => v.users,
    name: 'type: users search',
    path: (search: string, f: ListFilters) => `/api/v1/users${query({ search, page: f.page })}`,
  },
  companies: {
    weight: 25,
    words: (v: Vocabulary) => v.companies,
    name: 'type: company picker',
    path: (search: string) => `/api/v1/companies${query({ search, limit: 20 })}`,
  },
}
export type Search = keyof typeof SEARCHES

function pickSearch(): Search {
  let r = random(100)
  for (const [name, s] of Object.entries(SEARCHES)) {
    r -= s.weight
    if (r < 0) return name as Search
  }
  return 'contracts'
}

/** How busy people are: 20 typists and 5 browsers send about 45 reads a second. */
export const PACE = {
  thinkMs: [100, 400],
  followUpMs: [150, 600],
  browseMs: [200, 900],
  landMs: [1000, 3000],
} as const
const between = ([low, high]: readonly [number, number]) => low + random(high - low)

/**
 * A person typing: picks a list and a real name, types it; now and then with a status filter, a
 * company, consultant or type filter, or a sort already set (contracts); then pages, re-sorts or
 * filters the result a few times; thinks; again.
 */
export function* typist(v: Vocabulary): Generator<Step, never> {
  let wait = random(2000) // people do not all start at once
  for (;;) {
    const search = pickSearch()
    const s = SEARCHES[search]
    const as = search === 'inquiries' && chance(0.5) ? 'client' : 'admin'
    let filters: ListFilters = {}
    if (search === 'contracts' && chance(0.3)) filters.status = pick(CONTRACT_STATUSES)
    if (search === 'contracts' && chance(0.2)) filters = { ...filters, ...contractFilter(v) }
    if (search === 'contracts' && chance(0.3)) filters.sort = randomSort()
    const words = s.words(v)
    const term = words.length > 0 ? termOf(pick(words)) : 'an'
    let last = 0
    let prefix = term
    for (const sent of typedPrefixes(term)) {
      yield {
        wait: wait + sent.at - last,
        request: {
          name: `${s.name}${byRow(filters)}`,
          path: s.path(sent.prefix, filters),
          as,
          search: { list: search, term: sent.prefix },
        },
      }
      wait = 0
      last = sent.at
      prefix = sent.prefix
    }
    if (search === 'contracts') yield summaryOf(filters, prefix)
    if (search !== 'companies') {
      for (let n = 1 + random(3); n > 0; n--) {
        const change = random(3)
        if (change === 0 || search !== 'contracts') filters.page = 1 + random(PAGES)
        else if (change === 1) filters.sort = randomSort()
        else if (chance(0.3)) filters = { ...filters, ...contractFilter(v) }
        else filters.status = chance(0.2) ? undefined : pick(CONTRACT_STATUSES)
        yield {
          wait: between(PACE.followUpMs),
          request: {
            name: `${s.name}, then page/sort/filter${byRow(filters)}`,
            path: s.path(prefix, filters),
            as,
            search: { list: search, term: prefix },
          },
        }
        // A new filter is summed again; a page or a sort is not.
        if (search === 'contracts' && change === 2) yield summaryOf(filters, prefix)
      }
    }
    wait = between(PACE.thinkMs)
  }
}

/**
 * A person paging and filtering the lists without searching. On the contracts, the filters are
 * kept while the person pages and sorts, and changed one time in three (a status, a company,
 * consultant or type); the summary bar sums each new set of filters once.
 */
export function* browser(v: Vocabulary): Generator<Step, never> {
  let filters: ListFilters = {}
  let summed = ''
  for (;;) {
    const wait = between(PACE.browseMs)
    const page = 1 + random(PAGES)
    const r = random(10)
    if (r < 5) {
      if (chance(1 / 3))
        filters = {
          status: chance(0.4) ? pick(CONTRACT_STATUSES) : undefined,
          ...(chance(0.3) ? contractFilter(v) : {}),
        }
      filters = { ...filters, page, sort: chance(0.5) ? randomSort() : undefined }
      // One in five looks at the filtered contracts grouped (the grid's Group by) instead.
      if (chance(0.2)) {
        const { page: _page, sort: _sort, ...grouped } = filters
        yield {
          wait,
          request: {
            name: 'group: contracts',
            path: `/api/v1/contracts/groups${query({ ...grouped, by: pick(CONTRACT_GROUPINGS) })}`,
            as: 'admin',
          },
        }
      } else
        yield {
          wait,
          request: {
            name: `page/filter: contracts${byRow(filters)}`,
            path: `/api/v1/contracts${query(filters)}`,
            as: 'admin',
          },
        }
      // The summary bar, under the rows and under the groups, for filters it has not summed yet.
      const summary = summaryOf(filters)
      if (summary.request.path !== summed) yield summary
      summed = summary.request.path
    } else if (r < 8)
      yield {
        wait,
        request: {
          name: 'page: inquiries',
          path: `/api/v1/inquiries${query({ page })}`,
          as: chance(0.5) ? 'admin' : 'client',
        },
      }
    else
      yield {
        wait,
        request: { name: 'page: users', path: `/api/v1/users${query({ page })}`, as: 'admin' },
      }
  }
}

/** `YYYY-MM-DD`, `days` from today (UTC). */
const dayFrom = (days: number, from = new Date()) =>
  new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10)

/** The first and last day of the month `ahead` months from this one (UTC). */
function monthRange(ahead: number) {
  const now = new Date()
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1))
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead + 1, 1))
  return [first.toISOString().slice(0, 10), dayFrom(-1, next)] as const
}

/**
 * A person who has just signed in: the overview, then one of its figures followed to the list it
 * counts (a month's starts or ends, the renewals within 30/60/90 days, a status), then a while away.
 */
export function* lander(): Generator<Step, never> {
  let wait = random(2000)
  for (;;) {
    const as = chance(0.6) ? 'admin' : 'client'
    yield { wait, request: { name: 'overview', path: '/api/v1/overview', as } }
    const followUp = between(PACE.followUpMs)
    const r = random(4)
    if (as === 'client' || r === 0) {
      const status = chance(0.7) ? 'pending' : 'cancelled'
      yield {
        wait: followUp,
        request: { name: 'overview → inquiries', path: `/api/v1/inquiries?status=${status}`, as },
      }
    } else {
      const [from, to] =
        r === 1 ? [dayFrom(0), dayFrom(pick([30, 60, 90]))] : monthRange(random(12))
      const column = r === 3 ? 'contract_start' : 'contract_end'
      const filter =
        r === 2 && chance(0.3)
          ? `status=${encodeURIComponent(pick(CONTRACT_STATUSES))}`
          : `${column}_from=${from}&${column}_to=${to}`
      yield {
        wait: followUp,
        request: { name: 'overview → contracts', path: `/api/v1/contracts?${filter}`, as },
      }
    }
    wait = between(PACE.landMs)
  }
}
