import { sql, type SQL } from 'drizzle-orm'
import {
  GROUPS_MOST,
  type ContractGroups,
  type ContractGrouping,
  type ContractSummary,
  type ContractListQuery,
  type Counted,
  type ContractRecord,
  type ContractSortField,
  type ContractStatus,
} from '../../src/interface'
import { countCap, countedOf, countTo, pageWithin } from './counting'
import type { Database } from './open'
import { termsInEffectOn } from './contract-terms'
import { preparedRows } from './prepared'
import { isoTime, rowsOf } from './rows'
import { textSearch, typeIs } from './search'
import { type Kept, scaled, searchTotalsOf } from './search-totals'
import { marginOf, talliedByStatus, talliedSummary } from './contract-tallies'

/**
 * The contract reads: a page's total first (see listContracts), then its rows, the answer shaped
 * by toContractRecord from plain columns.
 */

export type ContractFilters = Pick<
  ContractListQuery,
  | 'status'
  | 'search'
  | 'sort'
  | 'contract_start_from'
  | 'contract_start_to'
  | 'contract_end_from'
  | 'contract_end_to'
  | 'notice_deadline_from'
  | 'notice_deadline_to'
  | 'renewal'
  | 'margin_below'
  | 'client_company_id'
  | 'vendor_company_id'
  | 'consultant_id'
  | 'type'
> & { ids?: readonly number[] }
export type ContractKey = { id: number } | { publicId: string }

/**
 * What a contract's answer depends on besides its rows: the day whose terms it shows (the server's
 * current UTC date; tests move the clock) and the deployment's thin-margin percent.
 */
export interface Reading {
  today: string
  marginWarningPercent: number
}

declare const madeSure: unique symbol
/**
 * A reading whose day's terms every contract's row holds: made only by readingOn, and the only kind
 * the reads take (they read the prices and workload from the contract's row).
 */
export type ContractReading = Reading & { readonly [madeSure]: true }

/** The server's current UTC date, YYYY-MM-DD: the day whose terms a contract answers with. */
export const todayUtc = () => new Date().toISOString().slice(0, 10)

/** A reading as of now, for a deployment that flags margins below `marginWarningPercent`. */
export const readingNow = (marginWarningPercent: number): Reading => ({
  today: todayUtc(),
  marginWarningPercent,
})

/**
 * The reading with its day made sure of: every contract's row holds its term in effect on that day
 * (see termsInEffectOn), and the reads below take the prices and workload from the contract
 * itself. Made once a request.
 */
export async function readingOn(db: Database, reading: Reading): Promise<ContractReading> {
  await termsInEffectOn(db, reading.today)
  return reading as ContractReading
}

/** Today's margin and markup of contract `c`, as its indexes hold them. */
const MARGIN = marginOf('c')
const MARKUP = 'round((c.client_price - c.vendor_price) / nullif(c.vendor_price, 0) * 100, 2)'

/** The columns toContractRecord reads, typed the same on PGlite and PostgreSQL (see the casts). */
interface ContractRow {
  id: number
  the_contract_id: string
  client_contract_id: string | null
  status: ContractRecord['status']
  service_code: string | null
  contract_start: string
  contract_end: string | null
  is_infinite: boolean
  type: string | null
  work_scope: string | null
  notice_period: string | null
  notice_days: number | null
  notice_deadline: string | null
  renewal: ContractRecord['renewal']
  allocation: number | null
  max_hours: number | null
  unit: string | null
  client_price: number | null
  vendor_price: number | null
  margin: number | null
  markup_percent: number | null
  thin_margin: boolean
  vat: number | null
  seller_id: number | null
  hour_report: string | null
  invoicing_channel: string | null
  client_company_id: number
  client_business_id: string | null
  client_contact: string | null
  client_purchase_order: string | null
  vendor_company_id: number
  vendor_company_for_client: string | null
  vendor_contact: string | null
  notes: string | null
  client_company_name: string
  vendor_company_name: string
  consultant_id: number | null
  consultant_name: string | null
  consultant_title: string | null
  consult_skills: string[]
  version: number
  created_at: Date | string
  updated_at: Date | string
}

/** The one place a contract's answer is shaped; the compiler holds it to ContractRecord. */
export function toContractRecord(row: ContractRow): ContractRecord {
  return {
    id: row.id,
    the_contract_id: row.the_contract_id,
    client_contract_id: row.client_contract_id,
    status: row.status,
    service_code: row.service_code,
    contract_start: row.contract_start,
    contract_end: row.contract_end,
    is_infinite: row.is_infinite,
    type: row.type,
    work_scope: row.work_scope,
    notice_period: row.notice_period,
    notice_days: row.notice_days,
    notice_deadline: row.notice_deadline,
    renewal: row.renewal,
    allocation: row.allocation,
    max_hours: row.max_hours,
    unit: row.unit,
    client_price: row.client_price,
    vendor_price: row.vendor_price,
    margin: row.margin,
    markup_percent: row.markup_percent,
    thin_margin: row.thin_margin,
    vat: row.vat,
    seller_id: row.seller_id,
    hour_report: row.hour_report,
    invoicing_channel: row.invoicing_channel,
    client_company_id: row.client_company_id,
    client_business_id: row.client_business_id,
    client_contact: row.client_contact,
    client_purchase_order: row.client_purchase_order,
    vendor_company_id: row.vendor_company_id,
    vendor_company_for_client: row.vendor_company_for_client,
    vendor_contact: row.vendor_contact,
    notes: row.notes,
    client_company: { id: row.client_company_id, name: row.client_company_name },
    vendor_company: { id: row.vendor_company_id, name: row.vendor_company_name },
    consultant:
      row.consultant_id === null
        ? null
        : { id: row.consultant_id, name: row.consultant_name!, title: row.consultant_title },
    consult_skills: row.consult_skills,
    version: row.version,
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
  }
}

/**
 * The select list of ContractRow over `c` (contracts, with its term in effect), `cc` and `vc` (its
 * companies) and `k` (its consultant). Numbers leave as float8 and dates as text, so both drivers
 * answer the same types.
 */
const contractColumns = (reading: ContractReading) => sql`${sql.raw(`c.id, c.the_contract_id,
  c.client_contract_id, c.status, c.service_code, c.contract_start::text as contract_start,
  c.contract_end::text as contract_end, c.is_infinite, c.type, c.work_scope, c.notice_period,
  c.notice_days, (c.contract_end - c.notice_days)::text as notice_deadline, c.renewal,
  c.allocation::float8 as allocation, c.max_hours, c.unit, c.client_price::float8 as client_price,
  c.vendor_price::float8 as vendor_price, ${MARGIN}::float8 as margin,
  ${MARKUP}::float8 as markup_percent,`)}
  coalesce(${sql.raw(MARGIN)} * 100 < c.client_price * ${reading.marginWarningPercent}::numeric,
    false) as thin_margin, ${sql.raw(`c.vat::float8 as vat, c.seller_id, c.hour_report,
  c.invoicing_channel, c.client_company_id, c.client_business_id, c.client_contact,
  c.client_purchase_order, c.vendor_company_id, c.vendor_company_for_client, c.vendor_contact,
  c.notes, cc.name as client_company_name, vc.name as vendor_company_name,
  k.id as consultant_id, k.name as consultant_name, k.title as consultant_title,
  c.consult_skills, c.version, c.created_at, c.updated_at`)}`

/** The rows a contract's answer joins: its companies and consultant. */
const NAMES = sql`join companies cc on cc.id = c.client_company_id
  join companies vc on vc.id = c.vendor_company_id
  left join consultants k on k.id = c.consultant_id`

/** The joins a sort by a name needs. */
const NAME_JOIN: Partial<Record<ContractSortField, string>> = {
  client_company: 'join companies cc on cc.id = c.client_company_id',
  vendor_company: 'join companies vc on vc.id = c.vendor_company_id',
  consultant: 'left join consultants k on k.id = c.consultant_id',
}

const SORT_COLUMNS = {
  id: 'c.id',
  the_contract_id: 'c.the_contract_id',
  // Names in the order people read them, ignoring case (as the companies list is).
  client_company: 'lower(cc.name)',
  vendor_company: 'lower(vc.name)',
  consultant: 'lower(k.name)',
  status: 'c.status',
  contract_start: 'c.contract_start',
  contract_end: 'c.contract_end',
  client_price: 'c.client_price',
  vendor_price: 'c.vendor_price',
  margin: MARGIN,
  markup_percent: MARKUP,
  notice_deadline: '(c.contract_end - c.notice_days)',
} satisfies Record<ContractSortField, string>

/** One key of a sort: its field, the SQL it orders by, and which way. */
interface SortKey {
  field: ContractSortField
  key: string
  direction: 'asc' | 'desc'
}

/**
 * The order of a sort: its keys (up to three, comma-separated), then the id in the direction of
 * the last key (so pages never overlap, and with one key, one index on the key and the id walks
 * either way). Contracts without a value (no consultant, no end) come last going up and first
 * going down, as PostgreSQL sorts nulls. `join` holds what the keys need: the companies or
 * consultants a name is read from.
 */
function ordering(sort: string | undefined) {
  const keys = (sort || '-id').split(',').map((part): SortKey => {
    const field = part.replace(/^-/, '') as ContractSortField
    return { field, key: SORT_COLUMNS[field], direction: part.startsWith('-') ? 'desc' : 'asc' }
  })
  const fields = keys.map((k) => k.field)
  const joins = fields.flatMap((field) => (NAME_JOIN[field] ? [sql.raw(NAME_JOIN[field])] : []))
  const { field, key, direction } = keys[0]!
  return { keys, field, key, direction, join: sql.join(joins, sql` `) }
}

/** `order by` of the keys and the id, each `column direction`, from `columnOf(key, index)`. */
function orderBy(keys: SortKey[], columnOf: (key: SortKey, index: number) => string): SQL {
  const last = keys.at(-1)!.direction
  return sql.raw(
    [...keys.map((key, index) => `${columnOf(key, index)} ${key.direction}`), `id ${last}`].join(
      ', ',
    ),
  )
}

/**
 * Whether a searched page is sorted from its matches (found again through the trigram index) rather
 * than found by walking the sort's index until enough matches came by. Walking visits about
 * (offset + limit) × live ÷ matches contracts when matches are spread evenly, sorting visits each
 * match once: so the matches are sorted when they are fewer than about √((offset + limit) × live),
 * twice that for safety, since a term often clusters in one part of the order (contract ids in id
 * order). A sort by a name walks company by company, and a term often is that name: up to 15,000
 * matches are sorted. A term under three letters has no index to find matches by: it walks. A
 * count stopped at COUNT_LIMIT (not exact) says only that the matches are more than the limit, at
 * a million contracts often a few hundred thousand: it walks, as an exact count of more than
 * 15,000 does. Sorting them all read every one (at a million, by id 0.46 s for "sol" where the
 * walk took 1 ms; by a name, 59% of the database's time in the steady load).
 */
function sortsMatches(
  field: ContractSortField,
  counts: { total: number; exact: boolean; live: number },
  reach: number,
): boolean {
  if (!counts.exact) return false
  if (field in NAME_JOIN) return counts.total <= 15_000
  return counts.total <= 2 * Math.sqrt(reach * counts.live)
}

/**
 * The ids of one page in order. Unsearched, or with many matches, it walks the sort's index. A sort
 * by consultant walks the named contracts through the consultants' name index and, as their own
 * part, those without one (a join with nulls has no index order to walk).
 */
function pageIds(
  where: SQL,
  sort: string | undefined,
  sortMatches: boolean,
  limit: number,
  offset: number,
): SQL {
  const { keys, field, key, direction, join } = ordering(sort)
  if (sortMatches)
    return sql`with m as materialized (
        select c.id, ${sql.raw(keys.map((k, i) => `${k.key} as k${i}`).join(', '))}
        from contracts c ${join} where ${where})
      select id from m order by ${orderBy(keys, (_, i) => `k${i}`)}
      limit ${limit} offset ${offset}`
  // Sorted by more than one key: the planner walks the first key's index where it can.
  if (keys.length > 1)
    return sql`select c.id from contracts c ${join} where ${where}
      order by ${orderBy(keys, (k) => k.key)} limit ${limit} offset ${offset}`
  if (field === 'id')
    return sql`select c.id from contracts c where ${where}
      order by c.id ${sql.raw(direction)} limit ${limit} offset ${offset}`
  if (field === 'consultant') {
    const enough = limit + offset
    return sql`select id from (
        (select c.id, 1 as part, lower(k.name) as key from contracts c
          join consultants k on k.id = c.consultant_id where ${where}
          order by lower(k.name) ${sql.raw(direction)}, c.id ${sql.raw(direction)} limit ${enough})
        union all
        (select c.id, ${direction === 'asc' ? 2 : 0}, null from contracts c
          where ${where} and c.consultant_id is null
          order by c.id ${sql.raw(direction)} limit ${enough})) u
      order by part, key ${sql.raw(direction)}, id ${sql.raw(direction)}
      limit ${limit} offset ${offset}`
  }
  return sql`select c.id from contracts c ${join} where ${where}
    order by ${sql.raw(key)} ${sql.raw(direction)}, c.id ${sql.raw(direction)}
    limit ${limit} offset ${offset}`
}

/**
 * The live contracts the filters select (over `c`), and the filters besides a search and a status:
 * most have an index to count and find their matches by; the renewal and the margin are counted by
 * a scan.
 */
function selected(filters: ContractFilters): { narrowed: SQL[]; where: SQL } {
  const narrowed = [
    ...dateConditions(filters),
    ...rowConditions(filters),
    ...decisionConditions(filters),
  ]
  const where = sql.join(
    [
      sql`c.deleted_at is null`,
      ...(filters.status ? [sql`c.status = ${filters.status}`] : []),
      ...(filters.search ? [textSearch(sql.raw('c.search_text'), filters.search)] : []),
      ...narrowed,
    ],
    sql` and `,
  )
  return { narrowed, where }
}

/**
 * The sums of today's terms of contracts `c` (a missing price adds nothing), as exact decimal
 * text: the summary's and each group's.
 */
const PRICE_SUMS = sql.raw(`coalesce(sum(c.client_price), 0)::text as client_price_sum,
  coalesce(sum(c.vendor_price), 0)::text as vendor_price_sum,
  coalesce(sum(${MARGIN}), 0)::text as margin_sum`)

/**
 * Whether the filters select by status alone (or not at all): what the tallies hold, with their
 * sums (contract-tallies.ts).
 */
const byStatusAlone = (filters: ContractFilters) =>
  !filters.search && !filters.ids && selected(filters).narrowed.length === 0

/**
 * The count and sums of the live contracts `c` that `where` selects, as a searched total keeps
 * them (and as talliedSummary names them): one pass, whether the list or the summary asks first.
 */
const counting = (where: SQL) => sql`select count(*)::int as count, ${PRICE_SUMS},
    coalesce(sum(c.allocation), 0)::text as allocation_sum, count(c.allocation)::int as allocations
  from contracts c where ${where}`

/** Runs a statement of `counting`'s columns. */
async function countedSums(db: Pick<Database, 'execute'>, query: SQL): Promise<Kept> {
  const [row] = await rowsOf<{
    count: number
    client_price_sum: string
    vendor_price_sum: string
    margin_sum: string
    allocation_sum: string
    allocations: number
  }>(db, query)
  return {
    total: Number(row!.count),
    client: scaled(row!.client_price_sum, 4),
    vendor: scaled(row!.vendor_price_sum, 4),
    margin: scaled(row!.margin_sum, 4),
    allocation: scaled(row!.allocation_sum, 2),
    allocations: Number(row!.allocations),
  }
}

/**
 * The count and sums of what the filters select from the searched totals kept for `db` (PGlite),
 * or from `count` once (then kept), when the store holds such filters: a search, by status and
 * type only (any other filter counts). Undefined otherwise.
 */
const keptTotal = (
  db: Pick<Database, 'execute'>,
  filters: ContractFilters,
  count: () => Promise<Kept>,
) =>
  filters.search && selected(filters).narrowed.length === (filters.type ? 1 : 0)
    ? searchTotalsOf(db)?.total(
        filters.search,
        { status: filters.status, type: filters.type || undefined },
        count,
      )
    : undefined

/** The count and sums of a search, by status and type (what a searched total keeps), made now. */
export const countSearched = (
  db: Pick<Database, 'execute'>,
  filters: { search: string; status: string | undefined; type: string | undefined },
) => countedSums(db, counting(selected(filters as ContractFilters).where))

/** Whole units of 10^-scale as the number their decimal text reads as. */
function decimalNumber(units: bigint, scale: number) {
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0')
  return Number(`${units < 0n ? '-' : ''}${digits.slice(0, -scale)}.${digits.slice(-scale)}`)
}

/** `a / n` rounded half away from zero, as PostgreSQL's `round` does (n > 0). */
const roundedQuotient = (a: bigint, n: bigint) =>
  a < 0n ? -((-2n * a + n) / (2n * n)) : (2n * a + n) / (2n * n)

/** The summary of a count and its sums: the mean allocation rounded to hundredths. */
function summaryOf(kept: Kept): ContractSummary {
  return {
    count: kept.total,
    client_price_sum: decimalNumber(kept.client, 4),
    vendor_price_sum: decimalNumber(kept.vendor, 4),
    margin_sum: decimalNumber(kept.margin, 4),
    allocation_avg:
      kept.allocations === 0
        ? null
        : decimalNumber(roundedQuotient(kept.allocation, BigInt(kept.allocations)), 2),
  }
}

/**
 * The count, the price sums and the mean allocation of what the filters select, exactly: by status
 * alone from the tallies, a search by status and type from its kept total on PGlite (counted once
 * with the list's page, moved by every write since), otherwise from the contracts.
 */
export async function contractSummary(
  db: Database,
  filters: ContractFilters,
  _day: ContractReading,
): Promise<ContractSummary> {
  if (byStatusAlone(filters))
    return summaryOf(await countedSums(db, talliedSummary(filters.status)))
  const count = () => countedSums(db, counting(selected(filters).where))
  return summaryOf(await (keptTotal(db, filters, count) ?? count()))
}

/**
 * How each grouping finds its key among the contracts (grouped before any name is joined, so a
 * group's name is read once, not once a contract), and the table that names a key, if any.
 */
const GROUPINGS: Record<ContractGrouping, { key: string; names?: 'companies' | 'consultants' }> = {
  client_company: { key: 'c.client_company_id', names: 'companies' },
  vendor_company: { key: 'c.vendor_company_id', names: 'companies' },
  consultant: { key: 'c.consultant_id', names: 'consultants' },
  status: { key: 'c.status::text' },
  renewal: { key: 'c.renewal::text' },
  end_month: { key: "to_char(c.contract_end, 'YYYY-MM')" },
}

/**
 * What the filters select, grouped by `by`: each group's count and sums of today's terms, largest
 * first, at most GROUPS_MOST, exactly (all groups are counted and summed before the largest are
 * taken).
 */
export async function contractGroups(
  db: Database,
  filters: ContractFilters,
  by: ContractGrouping,
  _day: ContractReading,
): Promise<ContractGroups> {
  const { key, names } = GROUPINGS[by]
  // By status, of the contracts by status alone: the tallies hold each group.
  const groups =
    by === 'status' && byStatusAlone(filters)
      ? talliedByStatus(filters.status)
      : sql`select ${sql.raw(key)} as key, count(*)::int as count,
          ${PRICE_SUMS}
        from contracts c
        where ${selected(filters).where}
        group by 1`
  // The names joined to the groups at once (a hash join), not looked up once a group: a tenth
  // less time at 100,000 contracts on PGlite.
  const label = names ? 'l.name' : 'g.key'
  const named = names ? sql.raw(`left join ${names} l on l.id = g.key`) : sql``
  const rows = await rowsOf<{
    key: string | null
    label: string | null
    count: number
    client_price_sum: string
    vendor_price_sum: string
    margin_sum: string
    total: number
    groups: number
  }>(
    db,
    sql`with g as (${groups})
      select g.key::text as key, ${sql.raw(label)} as label, g.count,
        g.client_price_sum, g.vendor_price_sum, g.margin_sum, (sum(g.count) over ())::int as total,
        (count(*) over ())::int as groups
      from g ${named}
      order by g.count desc, lower(${sql.raw(label)}) nulls last, g.key
      limit ${GROUPS_MOST}`,
  )
  return {
    by,
    groups: rows.map((row) => ({
      key: row.key,
      label: row.label,
      count: Number(row.count),
      client_price_sum: Number(row.client_price_sum),
      vendor_price_sum: Number(row.vendor_price_sum),
      margin_sum: Number(row.margin_sum),
    })),
    total: rows.length > 0 ? Number(rows[0]!.total) : 0,
    more: rows.length > 0 && Number(rows[0]!.groups) > GROUPS_MOST,
  }
}

/**
 * One page and the exact total of what the filters select. The total comes first: by status alone
 * from the tallies, a rare term counted through the trigram index, a common one by a scan, a date,
 * company, consultant or type through its index. The page then takes the cheaper of sorting the
 * matches and walking the sort's index (see pageIds).
 */
export async function listContracts(
  db: Database,
  filters: ContractFilters,
  limit: number,
  offset: number,
  reading: ContractReading,
  options: {
    /** COUNT_LIMIT: a searched or filtered list counts up to this many, and pages no further. */
    countLimit?: number | undefined
    /** For tests: always sort the matches (true) or always walk (false). */
    sortMatches?: boolean
  } = {},
): Promise<{ counted: Counted; contracts: ContractRecord[] }> {
  const { narrowed, where } = selected(filters)
  // By status alone, the tallies hold the total; a search counts its matches, or has them kept
  // (by search, status and type only: any other filter counts); the other filters count through
  // their indexes.
  const tallied = (status?: ContractStatus) => liveContracts(status && [status])
  const number = async (query: SQL) =>
    (await rowsOf<{ n: number }>(db, sql`select ${query} as n`))[0]!.n
  const search = filters.search
  // With a count limit, a searched or filtered list counts only far enough to know it exceeds it.
  const cap = countCap(Boolean(search || filters.status || narrowed.length > 0), options.countLimit)
  const count = () =>
    number(
      cap !== undefined
        ? sql`(select count(*)::int from
            (select 1 from contracts c where ${where} limit ${countTo(cap)}) m)`
        : search || narrowed.length > 0
          ? sql`(select count(*)::int from contracts c where ${where})`
          : tallied(filters.status),
    )
  // Kept, a search's count is made with its sums: the summary bar asks for them next.
  const kept =
    cap === undefined ? keptTotal(db, filters, () => countedSums(db, counting(where))) : undefined
  const counted = countedOf(kept ? (await kept).total : await count(), cap)
  const { total } = counted
  limit = pageWithin(limit, offset, cap)
  if (total <= offset || limit === 0) return { counted, contracts: [] }
  const field = ordering(filters.sort).field
  // Matches can be found again by a search of three letters or more, or by another filter's index;
  // picked ids (at most BULK_MOST) are always few enough to sort.
  const sortMatches =
    options.sortMatches ??
    (filters.ids !== undefined ||
      (([...(search ?? '')].length >= 3 || narrowed.length > 0) &&
        sortsMatches(
          field,
          { total, exact: counted.exact, live: await number(tallied()) },
          offset + limit,
        )))
  const ids = pageIds(where, filters.sort, sortMatches, limit, offset)
  return { counted, contracts: await contractRecords(db, ids, reading) }
}

/**
 * The contracts whose ids a query selects, in its order, as records. Two statements: the ids, whose
 * plan depends on the filters and is made each time, then the records by those ids, whose plan
 * never does: on PGlite it is prepared once (see preparedRows), where planning the 36 columns and
 * three joins each time cost more than running them.
 */
export async function contractRecords(
  db: Database,
  ids: SQL,
  reading: ContractReading,
): Promise<ContractRecord[]> {
  const [found] = await rowsOf<{ ids: number[] }>(db, sql`select array(${ids}) as ids`)
  if (found!.ids.length === 0) return []
  // The rows travel as one JSON array: a driver reads that far faster than 36 columns a row.
  const [page] = await preparedRows<{ rows: ContractRow[] }>(
    db,
    sql`select coalesce(json_agg(r order by r.place), '[]') as rows from (
      select page.place, ${contractColumns(reading)}
      from unnest(${`{${found!.ids.join(',')}}`}::int[]) with ordinality as page(id, place)
      join contracts c on c.id = page.id ${NAMES}) r`,
  )
  return page!.rows.map(toContractRecord)
}

/** The date filters as conditions; an end filter never matches an open-ended contract (no end). */
function dateConditions(filters: ContractFilters): SQL[] {
  const bounds = [
    [filters.contract_start_from, sql`c.contract_start >= `],
    [filters.contract_start_to, sql`c.contract_start <= `],
    [filters.contract_end_from, sql`c.contract_end >= `],
    [filters.contract_end_to, sql`c.contract_end <= `],
    [filters.notice_deadline_from, sql`(c.contract_end - c.notice_days) >= `],
    [filters.notice_deadline_to, sql`(c.contract_end - c.notice_days) <= `],
  ] as const
  return bounds.flatMap(([day, condition]) => (day ? [sql`${condition}${day}::date`] : []))
}

/**
 * The filters by the rows a contract points at, by its type (the whole value, ignoring case, as
 * the index on lower(type) holds it) and by its own id (the export of a selection: one array
 * parameter, found through the primary key). An id that names no row matches nothing.
 */
function rowConditions(filters: ContractFilters): SQL[] {
  return [
    ...(filters.ids ? [sql`c.id = any(${`{${filters.ids.join(',')}}`}::int[])`] : []),
    ...(filters.client_company_id ? [sql`c.client_company_id = ${filters.client_company_id}`] : []),
    ...(filters.vendor_company_id ? [sql`c.vendor_company_id = ${filters.vendor_company_id}`] : []),
    ...(filters.consultant_id ? [sql`c.consultant_id = ${filters.consultant_id}`] : []),
    ...(filters.type ? [typeIs(sql`c.type`, sql`${filters.type}::text`)] : []),
  ]
}

/** The filters by a person's decision (renewal) and by today's margin (below the amount). */
function decisionConditions(filters: ContractFilters): SQL[] {
  return [
    ...(filters.renewal ? [sql`c.renewal = ${filters.renewal}`] : []),
    ...(filters.margin_below !== undefined
      ? [sql`${sql.raw(MARGIN)} < ${String(filters.margin_below)}::numeric`]
      : []),
  ]
}

/**
 * How many live contracts have one of `statuses` (any status when none are given), summed from
 * contract_tallies instead of counting every contract: an SQL expression.
 */
export function liveContracts(statuses?: readonly ContractStatus[]): SQL {
  return sql`(select coalesce(sum(live), 0)::int from contract_tallies
    ${statuses ? sql`where status in ${statuses}` : sql``})`
}

/** Every contract the filters select, in batches, as records (for the CSV export). */
export async function* contractBatches(
  db: Database,
  filters: ContractFilters,
  batch: number,
  reading: ContractReading,
): AsyncGenerator<ContractRecord[]> {
  for (let offset = 0; ; offset += batch) {
    const page = await listContracts(db, filters, batch, offset, reading)
    if (page.contracts.length > 0) yield page.contracts
    if (page.contracts.length < batch) return
  }
}

export function contractKeyCondition(key: ContractKey): SQL {
  return 'id' in key ? sql`c.id = ${key.id}` : sql`c.the_contract_id = ${key.publicId}`
}

/** One live contract as the API answers it, or undefined. */
export async function findContractRecord(
  db: Database,
  key: ContractKey,
  reading: ContractReading,
): Promise<ContractRecord | undefined> {
  const [row] = await rowsOf<ContractRow>(
    db,
    sql`select ${contractColumns(reading)} from contracts c ${NAMES}
      where ${contractKeyCondition(key)} and c.deleted_at is null`,
  )
  return row && toContractRecord(row)
}

/** A contract of that id exists, live or terminated. */
export async function contractExists(db: Database, id: number): Promise<boolean> {
  const [row] = await rowsOf<{ id: number }>(db, sql`select id from contracts where id = ${id}`)
  return row !== undefined
}
