import { sql } from 'drizzle-orm'
import pino from 'pino'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openDatabase, type OpenDatabase } from '../db/open'
import { rowsOf } from '../db/rows'
import { companies } from '../db/schema'
import { openPgliteTestDatabase } from '../test/harness'
import { createTestDatabase, testPostgresUrl } from '../test/postgres'
import { flushStatistics, startVacuum, tidyTables } from './vacuum'

/**
 * The API's own autovacuum on PGlite: a table past autovacuum's thresholds is vacuumed or analyzed,
 * one below them is left alone, the rounds run by themselves, and a round that fails is logged.
 */

let database: OpenDatabase

/** The companies table as PostgreSQL's statistics see it now. */
async function companiesStats() {
  const { db } = database
  await flushStatistics(db)
  const [row] = await rowsOf<{
    dead: number
    vacuums: number
    analyzes: number
    rows: number
  }>(
    db,
    sql`select s.n_dead_tup::int as dead, s.vacuum_count::int as vacuums,
        s.analyze_count::int as analyzes, c.reltuples::int as rows
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.schemaname = 'public' and s.relname = 'companies'`,
  )
  return row!
}

const addCompanies = (n: number) =>
  database.db
    .insert(companies)
    .values(Array.from({ length: n }, (_, i) => ({ name: `Company ${i}` })))

/** Renames the first `n` companies (by id): each leaves a dead row behind. */
const renameCompanies = (n: number) =>
  database.db.execute(sql`update companies set name = name || ' Oy' where id <= ${n}`)

const ofCompanies = (tidied: Awaited<ReturnType<typeof tidyTables>>) =>
  tidied.filter((t) => t.table === 'companies').map(({ table, vacuumed }) => ({ table, vacuumed }))

// PGlite's own (the run on PostgreSQL, CI's second, skips it: npm test has run it).
describe.skipIf(testPostgresUrl())('a round of vacuuming on PGlite', () => {
  beforeEach(async () => {
    database = await openPgliteTestDatabase()
  })
  // One test closes it itself.
  afterEach(() => database.close().catch(() => {}))

  it('vacuums a table past the dead rows threshold, and counts its rows afresh', async () => {
    await addCompanies(2000)
    // 2,000 rows added to a table of none: past the insert threshold (1,000 + 20%).
    expect(ofCompanies(await tidyTables(database.db))).toEqual([
      { table: 'companies', vacuumed: true },
    ])
    expect(await companiesStats()).toMatchObject({ dead: 0, vacuums: 1, rows: 2000 })

    // 500 dead of 2,000: past 50 + 20% (450).
    await renameCompanies(500)
    expect((await companiesStats()).dead).toBe(500)
    expect(ofCompanies(await tidyTables(database.db))).toEqual([
      { table: 'companies', vacuumed: true },
    ])
    expect(await companiesStats()).toMatchObject({ dead: 0, vacuums: 2, analyzes: 2 })
  })

  it('leaves alone a table nobody wrote since, and only analyzes one with few dead rows', async () => {
    await addCompanies(2000)
    await tidyTables(database.db)
    expect(await tidyTables(database.db)).toEqual([])

    // 300 changed of 2,000: past analyze's 50 + 10% (250), short of vacuum's 450.
    await renameCompanies(300)
    expect(ofCompanies(await tidyTables(database.db))).toEqual([
      { table: 'companies', vacuumed: false },
    ])
    expect(await companiesStats()).toMatchObject({ dead: 300, vacuums: 1, analyzes: 2 })
    expect(await tidyTables(database.db)).toEqual([])
  })

  it('runs by itself at its interval until stopped, and logs a round that fails', async () => {
    const lines: string[] = []
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) })
    const vacuum = await startVacuum(database, { log, everyMs: 20 })
    expect(vacuum).toBeDefined()
    await addCompanies(2000)
    await vi.waitFor(async () => expect((await companiesStats()).vacuums).toBe(1), {
      timeout: 5000,
    })
    expect(lines.some((line) => line.includes('"table":"companies"'))).toBe(true)

    // The database closed under it (as a failing disk would make the statements fail): logged.
    await database.close()
    await vi.waitFor(
      () => expect(lines.some((line) => line.includes('vacuum round failed'))).toBe(true),
      {
        timeout: 5000,
      },
    )
    await vacuum!.stop()
    const after = lines.length
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(lines.length).toBe(after)
  })
})

describe.runIf(testPostgresUrl())('on PostgreSQL', () => {
  it('leaves the work to autovacuum: no rounds are started', async () => {
    const fresh = await createTestDatabase(testPostgresUrl()!)
    const postgres = await openDatabase({ databaseUrl: fresh.url })
    try {
      expect(await startVacuum(postgres)).toBeUndefined()
    } finally {
      await postgres.close()
      await fresh.drop()
    }
  })
})
