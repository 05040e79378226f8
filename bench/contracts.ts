import { spawnSync } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { DEMO_USERS } from '../server/db/seed-demo'
import { load, printLoadTable, type LoadResult } from './load'
import { freshDataDir, signIn, startServer } from './server'

const COUNTS = { contracts: 100_000, companies: 5_000, consultants: 20_000 }
/** Terms searched once each on a fresh server: every one has its exact total counted. */
const FIRST_SEARCHES = ['ber', 'lin', 'son', 'kar', 'mak', 'vir', 'ott', 'lai', 'hei', 'joh']

/** Median milliseconds of a search whose total is not cached yet, one request at a time. */
async function firstSearches(url: string, headers: Record<string, string>): Promise<number> {
  const times: number[] = []
  for (const term of FIRST_SEARCHES) {
    const started = performance.now()
    const response = await fetch(`${url}/api/v1/contracts?search=${term}`, { headers })
    await response.text()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return Math.round(times[Math.floor(times.length / 2)]!)
}

/** Issue 4: the contract list and the companies list at 100,000 contracts. */
export async function benchContracts(port: number) {
  const dataDir = await freshDataDir()
  try {
    console.log(
      `\n## Cached case (one request repeated): contracts at ${COUNTS.contracts} contracts, ${COUNTS.companies} companies, ${COUNTS.consultants} consultants`,
    )
    const args = Object.entries(COUNTS).flatMap(([name, n]) => [`--${name}`, String(n)])
    const seed = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'server/cli/seed-bulk.ts', ...args],
      {
        env: { ...process.env, DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'inherit'],
        encoding: 'utf8',
      },
    )
    if (seed.status !== 0) throw new Error('seed:bulk failed')
    console.log(seed.stdout.trim().split(/\r|\n/).pop()?.trim())

    const measure = async (names: [string, string][]) => {
      const server = await startServer({ dataDir, port })
      try {
        const admin = DEMO_USERS[0]
        const headers = {
          Authorization: `Bearer ${await signIn(server.url, admin.email, admin.password)}`,
        }
        const firstSearchMs = await firstSearches(server.url, headers)
        const results: LoadResult[] = []
        for (const [name, path] of names)
          results.push(await load(name, `${server.url}${path}`, { headers }))
        return { results, firstSearchMs }
      } finally {
        await server.stop()
      }
    }
    const { results, firstSearchMs } = await measure([
      ['contracts, first page', '/api/v1/contracts'],
      ['contracts, status=ongoing', '/api/v1/contracts?status=ongoing'],
      ['contracts, search=nie (3 letters)', '/api/v1/contracts?search=nie'],
      ['contracts, search=an (2 letters)', '/api/v1/contracts?search=an'],
      ['contracts, status + search', '/api/v1/contracts?status=ongoing&search=nie'],
      ['contracts, page 500', '/api/v1/contracts?page=500'],
      ['companies, search=ab&limit=20', '/api/v1/companies?search=ab&limit=20'],
    ])
    printLoadTable(results)

    // The same three-letter search without the trigram index, for the ratio the index buys.
    const pg = new PGlite(dataDir, { extensions: { pg_trgm } })
    await pg.exec('drop index contracts_search_trgm_idx')
    await pg.close()
    const unindexed = await measure([
      ['contracts, search=nie, no trigram index', '/api/v1/contracts?search=nie'],
    ])
    const withoutIndex = unindexed.results[0]!
    printLoadTable([withoutIndex])
    const withIndex = results[2]!
    console.log(
      `The trigram index, repeated search (its total cached): ${withIndex.requestsPerSecond} vs ` +
        `${withoutIndex.requestsPerSecond} req/s (×${(withIndex.requestsPerSecond / Math.max(1, withoutIndex.requestsPerSecond)).toFixed(1)}).\n` +
        `The trigram index, first search of a term (its total counted): median ${firstSearchMs} ms vs ` +
        `${unindexed.firstSearchMs} ms (×${(unindexed.firstSearchMs / Math.max(1, firstSearchMs)).toFixed(1)} faster).\n` +
        'Target: p99 ≤ 50 ms for each.',
    )
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}
