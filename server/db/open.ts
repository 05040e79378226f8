import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { POSTGRES_DEFAULTS } from '../config'
import type { Database } from './database'
import { prepareOn } from './prepared'
import * as schema from './schema'
import { keepSearchTotals } from './search-totals'

export type { Database }

export interface OpenDatabase {
  db: Database
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
}

const MIGRATION_LOCK = 727170
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * PostgreSQL when a URL is given (many API processes may share it), else PGlite in `dataDir`
 * (undefined: in memory, for tests). Migrations run before the database is handed out.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined
  dataDir?: string | undefined
  /** A migrated in-memory database dumped with `dumpDataDir`: loads in a second instead of five. */
  template?: Blob | undefined
  /** PostgreSQL's `max_parallel_workers_per_gather` on the connections (Config's). */
  pgParallelWorkers?: number | undefined
  /** How many connections to PostgreSQL this process keeps (Config's). */
  pgPoolSize?: number | undefined
}): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: options.pgPoolSize ?? POSTGRES_DEFAULTS.poolSize,
      onnotice: () => {},
      // Sent as the connections open, so every query of the API runs with it; as text, since
      // postgres.js leaves out a parameter whose value is falsy, as the number 0 is.
      connection: {
        max_parallel_workers_per_gather: String(
          options.pgParallelWorkers ?? POSTGRES_DEFAULTS.parallelWorkers,
        ),
      },
    })
    const db = drizzlePostgres({ client, schema })
    // Several processes may start at once: one migrates while the others wait on the lock.
    const lock = postgres(options.databaseUrl, { max: 1, onnotice: () => {} })
    try {
      await lock`select pg_advisory_lock(${MIGRATION_LOCK})`
      await migratePostgres(db, { migrationsFolder })
      await lock`select pg_advisory_unlock(${MIGRATION_LOCK})`
    } finally {
      await lock.end()
    }
    // Queries still running get 5 s; a connection stuck reconnecting (LISTEN's, after a restart) does not hold the close.
    return { db, kind: 'postgres', close: () => client.end({ timeout: 5 }) }
  }
  const extensions = { pg_trgm }
  // NodeFS writes through to the files at once and its sync is a no-op: not awaiting it loses nothing.
  const client = options.dataDir
    ? new PGlite(options.dataDir, { extensions, relaxedDurability: true })
    : new PGlite({ extensions, ...(options.template ? { loadDataDir: options.template } : {}) })
  const db = drizzlePglite({ client, schema })
  await migratePglite(db, { migrationsFolder })
  // This process is the database's only writer: searched totals can be kept (see search-totals).
  keepSearchTotals(db)
  prepareOn(db, client)
  return { db, kind: 'pglite', close: () => client.close() }
}

/** A freshly migrated empty database as a tarball, for tests that need many fresh ones. */
export async function migratedTemplate(): Promise<Blob> {
  const client = new PGlite({ extensions: { pg_trgm } })
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder })
  const dump = await client.dumpDataDir('none')
  await client.close()
  return dump
}
