import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../config'
import { createTestDatabase, testPostgresUrl } from '../test/postgres'
import { openDatabase } from './open'
import { rowsOf } from './rows'

/**
 * How the API uses PostgreSQL's connections: PG_POOL_SIZE, how many each process keeps (4 unless
 * set), and PG_PARALLEL_WORKERS, how many parallel workers one of its queries may add (0 unless
 * set). On a server of two cores PostgreSQL's own defaults (two workers a query) and ten
 * connections a process left the steady load seconds behind (see the README's benchmarks).
 */
describe('PG_POOL_SIZE and PG_PARALLEL_WORKERS', () => {
  it('are 4 and 0 unless set, within their bounds', () => {
    expect(readConfig({})).toMatchObject({ pgPoolSize: 4, pgParallelWorkers: 0 })
    expect(readConfig({ PG_POOL_SIZE: '12', PG_PARALLEL_WORKERS: '4' })).toMatchObject({
      pgPoolSize: 12,
      pgParallelWorkers: 4,
    })
    for (const wrong of ['-1', '65', '1.5', 'some'])
      expect(() => readConfig({ PG_PARALLEL_WORKERS: wrong }), wrong).toThrow(/PG_PARALLEL_WORKERS/)
    for (const wrong of ['0', '101', '2.5', 'many'])
      expect(() => readConfig({ PG_POOL_SIZE: wrong }), wrong).toThrow(/PG_POOL_SIZE/)
  })

  const url = testPostgresUrl()
  describe.skipIf(!url)('on PostgreSQL', () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>
    beforeAll(async () => {
      database = await createTestDatabase(url!)
    })
    afterAll(() => database?.drop())

    /**
     * Eight queries sent at once, each holding its connection 100 ms: the connections they ran on
     * (server process ids) and the parallel workers setting each saw.
     */
    async function eightAtOnce(options: { pgPoolSize?: number; pgParallelWorkers?: number }) {
      const { db, close } = await openDatabase({ databaseUrl: database.url, ...options })
      try {
        const answers = await Promise.all(
          Array.from({ length: 8 }, () =>
            rowsOf<{ pid: number; workers: string }>(
              db,
              sql`select pg_backend_pid() as pid,
                current_setting('max_parallel_workers_per_gather') as workers, pg_sleep(0.1)`,
            ),
          ),
        )
        return {
          connections: new Set(answers.map(([row]) => row!.pid)).size,
          workers: new Set(answers.map(([row]) => row!.workers)),
        }
      } finally {
        await close()
      }
    }

    it("keeps as many connections as asked, each with the workers setting, over the server's own", async () => {
      expect(await eightAtOnce({})).toEqual({ connections: 4, workers: new Set(['0']) })
      expect(await eightAtOnce({ pgPoolSize: 2, pgParallelWorkers: 3 })).toEqual({
        connections: 2,
        workers: new Set(['3']),
      })
    })
  })
})
