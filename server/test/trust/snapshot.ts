import { sql } from 'drizzle-orm'
import type { Database } from '../../db/open'
import { rowsOf } from './fingerprint'

/**
 * A copy of every table, to put the database back after a request changed it: a few milliseconds,
 * where seeding again through the API takes half a second. Triggers are off while rows go back
 * (foreign keys are triggers too, and the copies were consistent when taken).
 */
export async function takeSnapshot(db: Database): Promise<() => Promise<void>> {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )
  ).map((t) => `"${t.name}"`)
  const sequences = await rowsOf<{ name: string; value: string | null }>(
    db,
    sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
  )
  await db.execute(sql.raw('create schema if not exists trust_snapshot'))
  for (const table of tables) {
    await db.execute(sql.raw(`drop table if exists trust_snapshot.${table}`))
    await db.execute(
      sql.raw(`create table trust_snapshot.${table} as select * from public.${table}`),
    )
  }

  return async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw('set local session_replication_role = replica'))
      await tx.execute(sql.raw(`truncate ${tables.map((t) => `public.${t}`).join(', ')}`))
      for (const table of tables) {
        await tx.execute(
          sql.raw(`insert into public.${table} select * from trust_snapshot.${table}`),
        )
      }
      for (const { name, value } of sequences) {
        await tx.execute(
          value === null
            ? sql`select setval(${`public."${name}"`}, 1, false)`
            : sql`select setval(${`public."${name}"`}, ${value}::bigint, true)`,
        )
      }
    })
  }
}
