import type { Database } from './open'

const statements = new WeakMap<Database, Map<string, unknown>>()

/**
 * A query built once per database and shape, then run with placeholders. Drizzle spends
 * milliseconds building a wide select's SQL; on PGlite, where queries run one at a time, that
 * building time is what a busy list endpoint waits on. `key` names the shape.
 */
export function prepared<T>(db: Database, key: string, build: (name: string) => T): T {
  let byKey = statements.get(db)
  if (!byKey) statements.set(db, (byKey = new Map()))
  let statement = byKey.get(key) as T | undefined
  if (!statement) byKey.set(key, (statement = build(key.replace(/[^A-Za-z0-9]+/g, '_'))))
  return statement
}
