import { sql, type SQL } from 'drizzle-orm'
import type { ContractListQuery, ContractRecord, ContractSortField } from '../../src/interface'
import type { Database } from './open'
import { rowsOf } from './rows'
import { textSearch } from './search'

/**
 * The contract reads: one statement per page (the exact total counted with it), the answer shaped
 * by toContractRecord from plain columns.
 */

export type ContractFilters = Pick<ContractListQuery, 'status' | 'search' | 'sort'>
export type ContractKey = { id: number } | { publicId: string }

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
  allocation: number | null
  max_hours: number | null
  unit: string | null
  client_price: number | null
  vendor_price: number | null
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
  created_at: Date | string
  updated_at: Date | string
}

/** A timestamp as the API writes it (UTC, milliseconds), whichever way the driver gave it. */
export const isoTime = (value: Date | string) => new Date(value).toISOString()

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
    allocation: row.allocation,
    max_hours: row.max_hours,
    unit: row.unit,
    client_price: row.client_price,
    vendor_price: row.vendor_price,
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
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
  }
}

/**
 * The select list of ContractRow over `c` (contracts), `cc` and `vc` (its companies) and `k` (its
 * consultant). Numbers leave as float8 and dates as text, so both drivers answer the same types.
 */
const CONTRACT_COLUMNS = sql.raw(`c.id, c.the_contract_id, c.client_contract_id, c.status,
  c.service_code, c.contract_start::text as contract_start, c.contract_end::text as contract_end,
  c.is_infinite, c.type, c.work_scope, c.notice_period, c.allocation::float8 as allocation,
  c.max_hours, c.unit, c.client_price::float8 as client_price,
  c.vendor_price::float8 as vendor_price, c.vat::float8 as vat, c.seller_id, c.hour_report,
  c.invoicing_channel, c.client_company_id, c.client_business_id, c.client_contact,
  c.client_purchase_order, c.vendor_company_id, c.vendor_company_for_client, c.vendor_contact,
  c.notes, cc.name as client_company_name, vc.name as vendor_company_name,
  k.id as consultant_id, k.name as consultant_name, k.title as consultant_title,
  c.consult_skills, c.created_at, c.updated_at`)

const NAMES = sql.raw(`join companies cc on cc.id = c.client_company_id
  join companies vc on vc.id = c.vendor_company_id
  left join consultants k on k.id = c.consultant_id`)

/** The joins a sort by a name needs. */
const SORT_JOIN: Partial<Record<ContractSortField, string>> = {
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
} satisfies Record<ContractSortField, string>

function ordering(sort: string | undefined) {
  const descending = sort?.startsWith('-') ?? true
  const field = (sort?.replace(/^-/, '') || 'id') as ContractSortField
  const direction = descending ? 'desc' : 'asc'
  // Newest first breaks ties, so pages never overlap.
  const order =
    field === 'id' ? `c.id ${direction}` : `${SORT_COLUMNS[field]} ${direction}, c.id desc`
  return { join: sql.raw(SORT_JOIN[field] ?? ''), order: sql.raw(order) }
}

/**
 * One page and the exact total of what the filters select, in one statement. A search first
 * gathers its matches once through an index (`m`), then counts them and sorts within them: a rare
 * term never walks the whole id index, a common one costs about its count. Unsearched, the page
 * walks the sort's index and the total is counted from the live index.
 */
export async function listContracts(
  db: Database,
  filters: ContractFilters,
  limit: number,
  offset: number,
): Promise<{ total: number; contracts: ContractRecord[] }> {
  const { join, order } = ordering(filters.sort)
  const live = sql`c.deleted_at is null${filters.status ? sql` and c.status = ${filters.status}` : sql``}`
  const statement = filters.search
    ? sql`with m as materialized (
          select c.id from contracts c where ${live} and ${textSearch(sql.raw('c.search_text'), filters.search)}),
        page as (select c.id from m join contracts c on c.id = m.id ${join}
          order by ${order} limit ${limit} offset ${offset})
        select counted.total, ${CONTRACT_COLUMNS}
        from (select count(*)::int as total from m) counted
        left join (page join contracts c on c.id = page.id ${NAMES}) on true
        order by ${order}`
    : sql`with page as (select c.id from contracts c ${join} where ${live}
          order by ${order} limit ${limit} offset ${offset})
        select counted.total, ${CONTRACT_COLUMNS}
        from (select count(*)::int as total from contracts c where ${live}) counted
        left join (page join contracts c on c.id = page.id ${NAMES}) on true
        order by ${order}`
  const rows = await rowsOf<ContractRow & { total: number }>(db, statement)
  return {
    total: rows[0]?.total ?? 0,
    // An empty page is one row of nulls beside the total.
    contracts: rows.filter((row) => row.id !== null).map(toContractRecord),
  }
}

/** Every contract the filters select, in batches, as records (for the CSV export). */
export async function* contractBatches(
  db: Database,
  filters: ContractFilters,
  batch: number,
): AsyncGenerator<ContractRecord[]> {
  for (let offset = 0; ; offset += batch) {
    const page = await listContracts(db, filters, batch, offset)
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
): Promise<ContractRecord | undefined> {
  const [row] = await rowsOf<ContractRow>(
    db,
    sql`select ${CONTRACT_COLUMNS} from contracts c ${NAMES}
      where ${contractKeyCondition(key)} and c.deleted_at is null`,
  )
  return row && toContractRecord(row)
}
