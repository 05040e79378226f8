import { sql } from 'drizzle-orm'
import type { PresenceResource } from '../../src/interface'
import type { Database } from './open'
import { rowsOf } from './rows'

/**
 * The live record someone says they have open (server/live), and the company that owns it (an
 * inquiry's; null for a contract or a user, which no client company owns); undefined: none.
 */
export async function presenceRecord(
  db: Pick<Database, 'execute'>,
  resource: PresenceResource,
  id: number,
): Promise<{ companyId: number | null } | undefined> {
  const query = {
    contract: sql`select null::int as company_id from contracts where id = ${id} and deleted_at is null`,
    inquiry: sql`select company_id from inquiries where id = ${id}`,
    user: sql`select null::int as company_id from users where id = ${id} and deleted_at is null`,
  }[resource]
  const [row] = await rowsOf<{ company_id: number | null }>(db, query)
  return row && { companyId: row.company_id }
}
