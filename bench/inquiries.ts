import { spawnSync } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { DEMO_USERS } from '../server/db/seed-demo'
import { load, printLoadTable, type LoadResult } from './load'
import { freshDataDir, signIn, startServer } from './server'

const INQUIRIES = 10_000
const POSITIONS_PER_INQUIRY = 3

/** Issue 3: the inquiry list and the positions list at 10,000 inquiries with 3 positions each. */
export async function benchInquiries(port: number) {
  const dataDir = await freshDataDir()
  try {
    console.log(
      `\n## Cached case (one request repeated): inquiries at ${INQUIRIES} inquiries × ${POSITIONS_PER_INQUIRY} positions (npm run seed:bulk)`,
    )
    const seed = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'server/cli/seed-bulk.ts',
        '--inquiries',
        String(INQUIRIES),
        '--positions-per-inquiry',
        String(POSITIONS_PER_INQUIRY),
      ],
      {
        env: { ...process.env, DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'inherit'],
        encoding: 'utf8',
      },
    )
    if (seed.status !== 0) throw new Error('seed:bulk failed')
    console.log(seed.stdout.trim().split(/\r|\n/).pop())

    const server = await startServer({ dataDir, port })
    try {
      const admin = DEMO_USERS[0]
      const client = DEMO_USERS[1]
      const adminToken = await signIn(server.url, admin.email, admin.password)
      const clientToken = await signIn(server.url, client.email, client.password)
      const asAdmin = { headers: { Authorization: `Bearer ${adminToken}` } }
      const asClient = { headers: { Authorization: `Bearer ${clientToken}` } }
      const list = `${server.url}/api/v1/inquiries`
      const results: LoadResult[] = []
      results.push(await load('inquiries, first page (admin)', list, asAdmin))
      results.push(await load('inquiries, first page (client)', list, asClient))
      results.push(await load('inquiries, page 500 (admin)', `${list}?page=500`, asAdmin))
      results.push(await load('inquiries, q=eng (3 letters)', `${list}?q=eng`, asAdmin))
      results.push(await load('inquiries, q=an (2 letters)', `${list}?q=an`, asAdmin))
      results.push(
        await load(
          'positions of one inquiry',
          `${server.url}/api/v1/inquiry/5000/positions`,
          asAdmin,
        ),
      )
      printLoadTable(results)
      console.log('Target: p99 ≤ 50 ms for each.')
    } finally {
      await server.stop()
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}
