import type { SQL } from 'drizzle-orm'
import type { Database } from './database'

/** Rows of a raw query, on PGlite ({rows}) and on postgres.js (an array) alike. */
export async function rowsOf<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[]
  return Array.isArray(result) ? result : (result.rows ?? [])
}

/** A timestamp as the API writes it (UTC, milliseconds), whichever way the driver gave it. */
export const isoTime = (value: Date | string) => new Date(value).toISOString()
