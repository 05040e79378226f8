import { asc, sql } from 'drizzle-orm'
import type { Database } from './open'
import { consultants } from './schema'
import { textSearch } from './search'

/**
 * Consultants by name ignoring case; `search` matches part of the name (see `matches`). They are
 * written by the contract writes (server/db/contracts.ts), which keep their contracts' search text.
 */
export function listConsultants(
  db: Database,
  { search, limit }: { search?: string | undefined; limit: number },
) {
  return db
    .select({ id: consultants.id, name: consultants.name, title: consultants.title })
    .from(consultants)
    .where(search ? textSearch(sql`lower(${consultants.name})`, search) : undefined)
    .orderBy(sql`lower(${consultants.name})`, asc(consultants.id))
    .limit(limit)
}
