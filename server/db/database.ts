import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema'

/** A Drizzle database over our schema: PGlite or postgres.js, opened by `openDatabase`. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>
