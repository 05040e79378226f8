import type { ContractListQuery, ContractRecord, ContractSortField } from '../../src/interface'
import type { ContractKey } from '../db/contracts'
import type { CountCache } from '../db/count-cache'
import { countOnce, dataVersion, deepPageIds, docsArray, ID_BUCKET } from '../db/list-sql'
import { sqlString, type Param, type Reader } from '../db/reader'
import { containsPattern } from '../db/search'

/**
 * The contract reads: a page is one statement (its rows' docs joined into the response JSON, how
 * many, the exact total when no search narrows it, and the data version), and Node passes the text
 * on without parsing it.
 */

type Filters = Pick<ContractListQuery, 'status' | 'search' | 'sort'>

/** The joins a sort by a name needs. */
const JOIN = {
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

/**
 * `where` for the filters, with its parameters numbered from `first`; with `searchWritten`, the
 * search pattern is written into the text instead (see Statement.transient).
 */
function filtering(filters: Filters, first: number, searchWritten = false) {
  const conditions = ['c.deleted_at is null']
  const params: Param[] = []
  if (filters.status) {
    params.push(filters.status)
    conditions.push(`c.status = $${first + params.length - 1}`)
  }
  if (filters.search) {
    const pattern = containsPattern(filters.search.toLowerCase())
    if (searchWritten) conditions.push(`c.search_text like ${sqlString(pattern)}`)
    else {
      params.push(pattern)
      conditions.push(`c.search_text like $${first + params.length - 1}`)
    }
  }
  return { where: conditions.join(' and '), params }
}

/**
 * The ids of one page in order: an index walk, joined only to the name a sort needs; newest first
 * past the first run of ids, whole runs are skipped by their counts (see deepPageIds).
 */
function pageIds(filters: Filters, where: string, offset: number) {
  const descending = filters.sort?.startsWith('-') ?? true
  const field = (filters.sort?.replace(/^-/, '') || 'id') as ContractSortField
  if (field === 'id' && descending && !filters.search && offset >= ID_BUCKET) {
    return deepPageIds(
      { from: `from contracts c where ${where}`, id: 'c.id' },
      {
        from: `from contract_id_buckets where status = ${filters.status ? '$3' : "'*'"}`,
        count: 'live',
      },
    )
  }
  const direction = descending ? 'desc' : 'asc'
  const join = JOIN[field as keyof typeof JOIN] as string | undefined
  // Newest first breaks ties, so pages never overlap.
  const order =
    field === 'id' ? `c.id ${direction}` : `${SORT_COLUMNS[field]} ${direction}, c.id desc`
  return `select c.id from contracts c ${join ?? ''} where ${where} order by ${order} limit $1 offset $2`
}

export interface ContractPage {
  /** The page's contracts as a JSON array, ready to send. */
  json: string
  rows: number
  /** Exact, when no search narrows the list (kept by a trigger in contract_counts); else null. */
  total: number | null
  version: number
}

/**
 * The page's JSON for ids (an int[] expression), from their docs (each live contract's answer, kept
 * by triggers: migration 0009), with their count and the data version.
 */
const pageJson = (ids: string, total: string) =>
  `select ${docsArray('d.doc')} as json,
    count(*)::int as rows,
    ${dataVersion('contracts')} as version,
    ${total} as total
  from unnest(${ids}) with ordinality as page(id, position)
  join contract_docs d on d.contract_id = page.id`

export async function contractPage(
  reader: Reader,
  filters: Filters,
  limit: number,
  offset: number,
): Promise<ContractPage> {
  if (filters.search) {
    // A rare and a common term want different plans: the ids are planned for the term at hand (and
    // that plan kept while the term is in use), the rest once for any ids.
    const { where, params } = filtering(filters, 3, true)
    const ids = await reader.rows<{ id: number }>(
      { text: pageIds(filters, where, offset), genericPlan: true, transient: true },
      [limit, offset, ...params],
    )
    const [row] = await reader.rows<ContractPage>(
      { text: pageJson('$1::int[]', 'null::int'), genericPlan: true },
      [ids.map((r) => r.id)],
    )
    return row!
  }
  // Unsearched, the best plan does not depend on the values: one statement, planned once.
  const { where, params } = filtering(filters, 3)
  const status = filters.status ? '$3' : 'null::text'
  const [row] = await reader.rows<ContractPage>(
    {
      text: pageJson(
        `array(${pageIds(filters, where, offset)})`,
        `(select coalesce(sum(live), 0) from contract_counts
          where client_company_id = 0 and (${status} is null or status = ${status}))::int`,
      ),
      genericPlan: true,
    },
    [limit, offset, ...params],
  )
  return row!
}

/** The exact total of a searched list, counted once per data version (see data_versions). */
export async function searchedTotal(
  reader: Reader,
  cache: CountCache,
  filters: Filters,
  version: number,
) {
  const { where, params } = filtering(filters, 1)
  return countOnce(
    reader,
    cache,
    {
      key: `contracts|${filters.status ?? ''}|${filters.search?.toLowerCase() ?? ''}`,
      version,
      group: 'contracts',
      from: `from contracts c where ${where}`,
    },
    params,
  )
}

/** The total and one page, with as few statements as the filters allow. */
export async function listContracts(
  reader: Reader,
  cache: CountCache,
  filters: Filters,
  limit: number,
  offset: number,
) {
  const page = await contractPage(reader, filters, limit, offset)
  const total = page.total ?? (await searchedTotal(reader, cache, filters, page.version))
  return { ...page, total }
}

/** Every contract the filters select, in batches, as records (for the CSV export). */
export async function* contractBatches(
  reader: Reader,
  filters: Filters,
  batch: number,
): AsyncGenerator<ContractRecord[]> {
  for (let offset = 0; ; offset += batch) {
    const page = await contractPage(reader, filters, batch, offset)
    if (page.rows > 0) yield JSON.parse(page.json) as ContractRecord[]
    if (page.rows < batch) return
  }
}

/** One live contract as the API answers it (JSON text), or undefined. */
export async function contractJson(reader: Reader, key: ContractKey): Promise<string | undefined> {
  const [row] = await reader.rows<{ json: string }>(
    {
      text: `select d.doc as json from contracts c join contract_docs d on d.contract_id = c.id
        where ${'id' in key ? 'c.id = $1' : 'c.the_contract_id = $1'}`,
    },
    ['id' in key ? key.id : key.publicId],
  )
  return row?.json
}
