/**
 * `vacuum` (PGlite only): what a long run of edits leaves behind when nothing vacuums, and what the
 * API's own rounds (server/ops/vacuum.ts) give back. On a copy of the seeded database, in process:
 * the costliest reads of the steady load timed (median of 7); then BENCH_VACUUM_EDITS contract
 * edits (60,000 unless set) through the API's own write (`editContract`: a status, notes, a price,
 * a client reference, as the steady load's writers send), the reads timed again; then one round,
 * each table's pause printed, and the reads once more, with the folder's size at each step; last,
 * for comparison, after a VACUUM ANALYZE of every table.
 */
import { readdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { CONTRACT_STATUSES } from '../src/interface/contract-values'
import { EditContractBody } from '../src/interface/contracts'
import {
  contractGroups,
  contractSummary,
  listContracts,
  readingNow,
  readingOn,
} from '../server/db/contract-reads'
import { editContract } from '../server/db/contracts'
import { openDatabase, type Database } from '../server/db/open'
import { rowsOf } from '../server/db/rows'
import { flushStatistics, tidyTables } from '../server/ops/vacuum'
import { benchScale, describeScale, seededPgliteCopy } from './database'
import { median } from './figures'
import { chance, pick, random } from './mixed-random'

const EDITS = Number(process.env.BENCH_VACUUM_EDITS ?? 60_000)
const TIMES = 7

async function folderMb(folder: string): Promise<number> {
  let bytes = 0
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) bytes += (await stat(join(entry.parentPath, entry.name))).size
  return Math.round(bytes / 1e5) / 10
}

/** The steady load's costliest reads, each the median of TIMES, in ms. */
async function timeReads(db: Database): Promise<Record<string, number>> {
  const reading = await readingOn(db, readingNow(10))
  const reads: Record<string, () => Promise<unknown>> = {
    'summary, all': () => contractSummary(db, {}, reading),
    'summary, one status': () => contractSummary(db, { status: 'ongoing' }, reading),
    'groups by client': () => contractGroups(db, {}, 'client_company', reading),
    'page 30 by end': () => listContracts(db, { sort: '-contract_end' }, 25, 725, reading),
    'two-letter search, page 1': () => listContracts(db, { search: 'an' }, 25, 0, reading),
  }
  const figures: Record<string, number> = {}
  for (const [name, read] of Object.entries(reads)) {
    await read() // the pages it reads brought into memory first: each step reads them warm
    const times: number[] = []
    for (let i = 0; i < TIMES; i++) {
      const started = performance.now()
      await read()
      times.push(performance.now() - started)
    }
    figures[name] = Math.round(median(times) * 10) / 10
  }
  return figures
}

export async function benchVacuum() {
  if (process.env.DATABASE_URL) {
    console.log('\n## Vacuum: PGlite only (PostgreSQL vacuums by itself)')
    return
  }
  const scale = benchScale()
  const dataDir = await seededPgliteCopy(scale)
  const database = await openDatabase({ dataDir })
  const { db } = database
  try {
    const ids = (await rowsOf<{ id: number }>(db, sql`select id from contracts`)).map((r) => r.id)
    const rows: Record<string, string | number>[] = []
    const deadContracts = async () => {
      await flushStatistics(db)
      const [row] = await rowsOf<{ dead: number }>(
        db,
        sql`select n_dead_tup::int as dead from pg_stat_user_tables where relname = 'contracts'`,
      )
      return row!.dead
    }
    const step = async (name: string) =>
      rows.push({
        step: name,
        'folder MB': await folderMb(dataDir),
        'dead contract rows': await deadContracts(),
        ...(await timeReads(db)),
      })
    await step('as seeded (vacuumed)')

    const reading = await readingOn(db, readingNow(10))
    const started = performance.now()
    let done = 0
    for (let i = 0; i < EDITS; i++) {
      // As the route hands it over: parsed by the interface's own schema.
      const body = EditContractBody.parse(
        chance(0.4)
          ? { status: pick(CONTRACT_STATUSES) }
          : chance(0.5)
            ? { notes: `Checked ${Math.random().toString(36).slice(2)}` }
            : chance(0.5)
              ? { client_price: `${50 + random(100)}.00`, vendor_price: `${40 + random(10)}.50` }
              : { client_contract_id: `PO-${random(1e6)}` },
      )
      try {
        await editContract(db, { id: pick(ids) }, body, { writer: null, reading })
        done++
      } catch {
        // A refused edit (a price below the vendor's, say) is still a statement that ran.
      }
    }
    const editSeconds = (performance.now() - started) / 1000
    await step(`after ${done} edits (${Math.round(done / editSeconds)}/s), nothing vacuumed`)

    const tidied = await tidyTables(db)
    await step('after one round')
    // For comparison: every table vacuumed and analyzed, whatever the thresholds say.
    const vacuumStarted = performance.now()
    await db.execute(sql`vacuum analyze`)
    const vacuumMs = Math.round(performance.now() - vacuumStarted)
    await step(`after VACUUM ANALYZE of every table (${vacuumMs} ms)`)
    console.log(`\n## Vacuum: reads before and after a round (PGlite, ${describeScale(scale)})`)
    console.log('Each read in process, the median of 7, ms.')
    console.table(rows)
    console.log('The round, table by table (each a pause for every other query):')
    console.table(tidied)
  } finally {
    await database.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}
