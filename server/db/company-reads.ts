import { eq } from 'drizzle-orm'
import type { Database } from './database'
import { companies } from './schema'

/** Whether a company of that id exists: what every write naming a company checks first. */
export async function companyExists(db: Pick<Database, 'select'>, id: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id))
  return row !== undefined
}
