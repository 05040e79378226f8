import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../config'
import { createTestDatabase, testPostgresUrl } from '../test/postgres'
import { openDatabase } from './open'
import { rowsOf } from './rows'

/**
 * PG_PARALLEL_WORKERS: on PostgreSQL, how many parallel workers one of the API's queries may add.
 * 0 by default: on a server of two cores the steady load's summaries and groups, each given two
 * workers by PostgreSQL's own default, left the load minutes behind (see the README's benchmarks).
 */
describe('PG_PARALLEL_WORKERS', () => {
  it('is 0 unless set, and a number of workers from 0 to 64', () => {
    expect(readConfig({}).pgParallelWorkers).toBe(0)
    expect(readConfig({ PG_PARALLEL_WORKERS: '4' }).pgParallelWorkers).toBe(4)
    for (const wrong of ['-1', '65', '1.5', 'some'])
      expect(() => readConfig({ PG_PARALLEL_WORKERS: wrong }), wrong).toThrow(/PG_PARALLEL_WORKERS/)
  })

  const url = testPostgresUrl()
  describe.skipIf(!url)('on PostgreSQL', () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>
    beforeAll(async () => {
      database = await createTestDatabase(url!)
    })
    afterAll(() => database?.drop())

    /** The setting on each of `connections` queries run at once (each on a connection of its own). */
    async function settingsOn(pgParallelWorkers: number | undefined, connections: number) {
      const { db, close } = await openDatabase({ databaseUrl: database.url, pgParallelWorkers })
      try {
        const answers = await Promise.all(
          Array.from({ length: connections }, () =>
            rowsOf<{ workers: string }>(
              db,
              sql`select current_setting('max_parallel_workers_per_gather') as workers,
                pg_sleep(0.05)`,
            ),
          ),
        )
        return new Set(answers.map(([row]) => row!.workers))
      } finally {
        await close()
      }
    }

    it("is set on every connection the API opens, over the server's own setting", async () => {
      expect(await settingsOn(undefined, 4)).toEqual(new Set(['0']))
      expect(await settingsOn(3, 4)).toEqual(new Set(['3']))
    })
  })
})
