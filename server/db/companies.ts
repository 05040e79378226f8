import { eq, sql } from 'drizzle-orm'
import type { Database } from './open'
import { companies } from './schema'

type Executor = Pick<Database, 'select' | 'insert'>

export async function companyExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id))
  return row !== undefined
}

/** The company of that name ignoring case, created when there is none. Safe against a racing twin. */
export async function resolveCompanyByName(db: Executor, name: string): Promise<number> {
  const trimmed = name.trim()
  const [created] = await db
    .insert(companies)
    .values({ name: trimmed })
    .onConflictDoNothing()
    .returning({ id: companies.id })
  if (created) return created.id
  const [existing] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(sql`lower(${companies.name})`, trimmed.toLowerCase()))
  if (!existing) throw new Error(`Company "${trimmed}" vanished while being resolved`)
  return existing.id
}
