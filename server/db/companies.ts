import { eq, sql } from 'drizzle-orm'
import { invalidField, NotFoundError } from '../domain/errors'
import { rewriteSearchText } from './contracts'
import type { Database } from './open'
import { companies, contracts } from './schema'
import { textSearch } from './search'
import { writeContracts } from './search-totals'
import { isUniqueViolation } from './pg-errors'

type Executor = Pick<Database, 'select' | 'insert'>

/** The company of that name ignoring case, created when there is none. Safe against a racing twin. */
export async function resolveCompanyByName(db: Executor, name: string): Promise<number> {
  const trimmed = name.trim()
  const [created] = await db
    .insert(companies)
    .values({ name: trimmed })
    .onConflictDoNothing()
    .returning({ id: companies.id })
  if (created) return created.id
  const existing = await companyIdByName(db, trimmed)
  if (existing === undefined) throw new Error(`Company "${trimmed}" vanished while being resolved`)
  return existing
}

/** The id of the company of that name (trimmed) ignoring case, as companies are unique by lower(). */
export async function companyIdByName(
  db: Pick<Database, 'select'>,
  name: string,
): Promise<number | undefined> {
  const [found] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(sql`lower(${companies.name})`, sql`lower(${name.trim()})`))
  return found?.id
}

/** Companies by name ignoring case; `search` matches part of the name (see `matches`). */
export async function listCompanies(
  db: Database,
  { search, limit }: { search?: string | undefined; limit?: number | undefined },
) {
  // lower() and LIKE: half the cost of ILIKE, the same matches; the walk in name order is
  // companies_name_search_idx, read without the table, stopping at `limit` matches.
  const query = db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(search ? textSearch(sql`lower(${companies.name})`, search) : undefined)
    .orderBy(sql`lower(${companies.name})`, companies.id)
  return limit ? await query.limit(limit) : await query
}

/**
 * Renames a company, and in the same transaction rewrites the search text of every contract it is
 * the client or vendor of (the first write that changes many contracts at once), so a search finds
 * them by the new name and every kept searched total moves with them. A name another company has,
 * ignoring case, is refused.
 */
export async function renameCompany(db: Database, id: number, name: string) {
  const { company } = await writeContracts(
    db,
    () =>
      db.transaction(async (tx) => {
        const [company] = await tx
          .update(companies)
          .set({ name, updatedAt: sql`now()` })
          .where(eq(companies.id, id))
          .returning({ id: companies.id, name: companies.name })
          .catch((error: unknown) => {
            throw isUniqueViolation(error)
              ? invalidField('name', 'A company of that name already exists.')
              : error
          })
        if (!company) throw new NotFoundError('Company')
        const renamed = await rewriteSearchText(
          tx,
          sql`${contracts.clientCompanyId} = ${id} or ${contracts.vendorCompanyId} = ${id}`,
        )
        return { company, renamed }
      }),
    ({ renamed }) => renamed,
  )
  return company
}
