import { openDatabase } from './server/db/open'
import { overviewOf } from './server/db/overview'
const opened = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: '/tmp/ov-pglite' })
const db = (opened as any).db ?? opened
const today = new Date().toISOString().slice(0, 10)
for (const actor of [{ type: 'admin', companyId: 1 }, { type: 'client', companyId: 77 }] as const) {
  const times: number[] = []
  for (let i = 0; i < 40; i++) { const t0 = performance.now(); await overviewOf(db, actor as any, today); times.push(performance.now() - t0) }
  times.sort((a, b) => a - b)
  console.log(actor.type, 'p50', times[20].toFixed(1), 'p90', times[36].toFixed(1))
}
process.exit(0)
