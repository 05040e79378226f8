import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { Sql } from 'postgres'
import type { Database } from '../db/open'

/**
 * PostgreSQL's LISTEN/NOTIFY, on either database: PGlite delivers in process, PostgreSQL to every
 * process listening (postgres.js keeps a connection of its own for it and reconnects after a
 * restart, calling `onConnect` again).
 */
export async function listenTo(
  db: Database,
  channel: string,
  onPayload: (payload: string) => void,
  onConnect: () => void,
): Promise<() => Promise<void>> {
  const client = (db as unknown as { $client: PGlite | Sql }).$client
  if (client instanceof PGlite) {
    const unlisten = await client.listen(channel, onPayload)
    onConnect()
    return unlisten
  }
  const { unlisten } = await client.listen(channel, onPayload, onConnect)
  return unlisten
}

/** Sends `payload` on `channel`; inside a transaction, on its commit. */
export function notify(db: Pick<Database, 'execute'>, channel: string, payload: string) {
  return db.execute(sql`select pg_notify(${channel}, ${payload})`)
}
