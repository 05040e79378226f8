import { type SQL, sql } from 'drizzle-orm'

/**
 * The rule of reading a record, declared once. Admins read every record. Client staff read a record
 * of a resource named here as `company` when their company owns it (an inquiry, and its positions:
 * the history keeps a position under its inquiry's id), and as `self` when it is their own user;
 * nothing else. `mayRead` asks it of one record in memory (the change feed, presence), `mayReadSql`
 * of many rows at once (the notification schedule), `ownerCompanySql` finds the owning company.
 */
const CLIENT_READS: Record<string, 'company' | 'self'> = {
  inquiry: 'company',
  position: 'company',
  user: 'self',
}

const named = (kind: 'company' | 'self') =>
  Object.keys(CLIENT_READS).filter((resource) => CLIENT_READS[resource] === kind)

/** Whether `user` may read record `id` of `resource`, owned by company `companyId` (null: none). */
export function mayRead(
  user: { id: number; type: 'client' | 'admin'; companyId: number },
  resource: string,
  id: number,
  companyId: number | null,
): boolean {
  if (user.type === 'admin') return true
  const rule = CLIENT_READS[resource]
  return rule === 'company' ? companyId === user.companyId : rule === 'self' && id === user.id
}

/**
 * The company owning the record `id` of `resource` (SQL expressions, as the history names them),
 * or null when no company owns records of that resource.
 */
export const ownerCompanySql = (resource: SQL, id: SQL): SQL =>
  sql`case when ${resource} in (${sql.join(
    named('company').map((name) => sql`${name}`),
    sql`, `,
  )}) then (select company_id from inquiries where id = ${id}) end`

/** `mayRead` in SQL, for the person `u` (a users row) and record `id` of `resource`. */
export function mayReadSql(resource: SQL, id: SQL): SQL {
  return sql`(u.type = 'admin' or ${ownerCompanySql(resource, id)} = u.company_id
    or (${resource} in (${sql.join(
      named('self').map((name) => sql`${name}`),
      sql`, `,
    )}) and ${id} = u.id))`
}
