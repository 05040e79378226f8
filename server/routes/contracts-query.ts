import { and, asc, count, desc, eq, inArray, isNull, like, type SQL } from 'drizzle-orm'
import type { ContractListQuery, ContractSortField } from '../../src/interface'
import { clientCompany, selectContracts, vendorCompany, type ContractRow } from '../db/contracts'
import type { CountCache } from '../db/count-cache'
import type { Database } from '../db/open'
import { consultants, contracts, dataVersions } from '../db/schema'
import { containsPattern } from '../db/search'

type Filters = Pick<ContractListQuery, 'status' | 'search' | 'sort'>

const SORT_COLUMNS = {
  id: contracts.id,
  the_contract_id: contracts.theContractId,
  client_company: clientCompany.name,
  vendor_company: vendorCompany.name,
  consultant: consultants.name,
  status: contracts.status,
  contract_start: contracts.contractStart,
  contract_end: contracts.contractEnd,
  client_price: contracts.clientPrice,
  vendor_price: contracts.vendorPrice,
} satisfies Record<ContractSortField, unknown>

export function contractWhere(filters: Filters): SQL | undefined {
  return and(
    isNull(contracts.deletedAt),
    filters.status ? eq(contracts.status, filters.status) : undefined,
    filters.search
      ? like(contracts.searchText, containsPattern(filters.search.toLowerCase()))
      : undefined,
  )
}

function ordering(sort: string | undefined) {
  const descending = sort?.startsWith('-') ?? true
  const field = (sort?.replace(/^-/, '') || 'id') as ContractSortField
  const column = SORT_COLUMNS[field]
  const direction = descending ? desc : asc
  // Newest first breaks ties, so pages never overlap.
  return field === 'id' ? [direction(contracts.id)] : [direction(column), desc(contracts.id)]
}

/** The ids of one page: joins only for the name a sort needs, an index walk otherwise. */
function pageIdsQuery(db: Database, filters: Filters) {
  const field = filters.sort?.replace(/^-/, '')
  let query = db.select({ id: contracts.id }).from(contracts).$dynamic()
  if (field === 'client_company')
    query = query.innerJoin(clientCompany, eq(clientCompany.id, contracts.clientCompanyId))
  if (field === 'vendor_company')
    query = query.innerJoin(vendorCompany, eq(vendorCompany.id, contracts.vendorCompanyId))
  if (field === 'consultant')
    query = query.leftJoin(consultants, eq(consultants.id, contracts.consultantId))
  return query.where(contractWhere(filters)).orderBy(...ordering(filters.sort))
}

/** Whole contracts for ids, in the order of the ids. */
async function contractsByIds(db: Database, ids: number[]): Promise<ContractRow[]> {
  if (ids.length === 0) return []
  const rows = await selectContracts(db).where(inArray(contracts.id, ids))
  const byId = new Map(rows.map((r) => [r.contract.id, r]))
  return ids.map((id) => byId.get(id)).filter((r): r is ContractRow => r !== undefined)
}

export async function contractsVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(eq(dataVersions.name, 'contracts'))
  return row?.version ?? 0
}

/** The exact total of the filtered set, counted once per data version. */
export async function countContracts(
  db: Database,
  cache: CountCache,
  filters: Filters,
): Promise<number> {
  const version = await contractsVersion(db)
  return cache.through(
    `contracts|${filters.status ?? ''}|${filters.search?.toLowerCase() ?? ''}`,
    version,
    async () => {
      const [row] = await db.select({ n: count() }).from(contracts).where(contractWhere(filters))
      return row?.n ?? 0
    },
  )
}

export async function contractPage(db: Database, filters: Filters, limit: number, offset: number) {
  const ids = await pageIdsQuery(db, filters).limit(limit).offset(offset)
  return contractsByIds(
    db,
    ids.map((r) => r.id),
  )
}
