import { sql } from 'drizzle-orm'
import type { PresenceResource } from '../../src/interface'
import type { Database } from './open'
import { ownerCompanySql } from './read-rule'
import { rowsOf } from './rows'

/**
 * The live record someone says they have open (server/live), and the company that owns it by the
 * read rule (an inquiry's; null for a contract or a user, which no client company owns);
 * undefined: none.
 */
export async function presenceRecord(
  db: Pick<Database, 'execute'>,
  resource: PresenceResource,
  id: number,
): Promise<{ companyId: number | null } | undefined> {
  const live = {
    contract: sql`select 1 from contracts where id = ${id} and deleted_at is null`,
    inquiry: sql`select 1 from inquiries where id = ${id}`,
    user: sql`select 1 from users where id = ${id} and deleted_at is null`,
  }[resource]
  const [row] = await rowsOf<{ company_id: number | null }>(
    db,
    sql`select ${ownerCompanySql(sql`${resource}::text`, sql`${id}::int`)} as company_id
      where exists (${live})`,
  )
  return row && { companyId: row.company_id }
}
