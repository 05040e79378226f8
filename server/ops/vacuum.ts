import { sql } from 'drizzle-orm'
import { defaultLog, type Logger } from './log'
import type { Database } from '../db/database'
import type { OpenDatabase } from '../db/open'
import { rowsOf } from '../db/rows'

/**
 * PostgreSQL's autovacuum, done by the API process on PGlite, which has no background workers:
 * nothing else ever vacuums or analyzes its tables. Without it every edit leaves a dead row behind
 * for good, tables and indexes only grow, index-only scans read the table again (its pages are no
 * longer marked all-visible), and the planner plans by the row counts of the day the data was
 * loaded (a demo database that then imports 50,000 contracts is planned as a few hundred).
 *
 * Each round asks PostgreSQL's own statistics which tables have passed the thresholds autovacuum
 * would use (its settings, read from the database: `autovacuum_vacuum_threshold` and
 * `…_scale_factor`, the `…_insert_…` pair, `autovacuum_analyze_…`), and vacuums or analyzes those,
 * one at a time, once every `autovacuum_naptime` (a minute). On PostgreSQL autovacuum itself
 * does this, so nothing here runs there.
 */

export interface Tidied {
  table: string
  /** VACUUM (ANALYZE) when true; ANALYZE alone when false. */
  vacuumed: boolean
  ms: number
}

/**
 * Brings the counts of the statements run so far into the statistics views (`pg_stat_*`): a
 * backend flushes them when idle, and PGlite's never is.
 */
export async function flushStatistics(db: Database): Promise<void> {
  await db.execute(sql`select pg_stat_force_next_flush()`)
}

/** One round: the tables past autovacuum's thresholds, vacuumed or analyzed. Tests call it. */
export async function tidyTables(db: Database): Promise<Tidied[]> {
  await flushStatistics(db)
  const due = await rowsOf<{ schema: string; table: string; vacuum: boolean }>(
    db,
    sql`select schema, "table", to_vacuum as vacuum from (
        select s.schemaname as schema, s.relname as "table",
          s.n_dead_tup > current_setting('autovacuum_vacuum_threshold')::float8
              + current_setting('autovacuum_vacuum_scale_factor')::float8 * r.rows
            or s.n_ins_since_vacuum > current_setting('autovacuum_vacuum_insert_threshold')::float8
              + current_setting('autovacuum_vacuum_insert_scale_factor')::float8 * r.rows as to_vacuum,
          s.n_mod_since_analyze > current_setting('autovacuum_analyze_threshold')::float8
              + current_setting('autovacuum_analyze_scale_factor')::float8 * r.rows as to_analyze
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid,
          lateral (select greatest(c.reltuples, 0) as rows) r) t
      where to_vacuum or to_analyze
      order by schema, "table"`,
  )
  const tidied: Tidied[] = []
  for (const { schema, table, vacuum } of due) {
    const name = sql`${sql.identifier(schema)}.${sql.identifier(table)}`
    const started = performance.now()
    await db.execute(vacuum ? sql`vacuum (analyze) ${name}` : sql`analyze ${name}`)
    tidied.push({ table, vacuumed: vacuum, ms: Math.round(performance.now() - started) })
  }
  return tidied
}

export interface Vacuum {
  /** Stops the timer and waits for a round under way. */
  stop(): Promise<void>
}

/**
 * Starts the rounds on PGlite (server/main.ts); undefined on PostgreSQL. A round that fails (a full
 * disk) is logged and tried again at the next; its timer never keeps the process alive.
 */
export async function startVacuum(
  database: OpenDatabase,
  { log = defaultLog(), everyMs }: { log?: Logger; everyMs?: number } = {},
): Promise<Vacuum | undefined> {
  if (database.kind !== 'pglite') return undefined
  const { db } = database
  const [naptime] = await rowsOf<{ seconds: number }>(
    db,
    sql`select extract(epoch from current_setting('autovacuum_naptime')::interval)::float8 as seconds`,
  )
  let running: Promise<unknown> | undefined
  const run = () => {
    if (running) return
    running = tidyTables(db)
      .then((tidied) => {
        if (tidied.length > 0) log.info({ tidied }, 'tables vacuumed and analyzed')
      })
      .catch((error: unknown) => log.warn({ err: error }, 'vacuum round failed; tried again later'))
      .finally(() => (running = undefined))
  }
  const timer = setInterval(run, everyMs ?? naptime!.seconds * 1000)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
