import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createApp } from './app'
import { readConfig } from './config'
import { openDatabase } from './db/open'
import { selfCheck } from './db/derived'
import { demoSignInsText, seedDemo } from './db/seed-demo'
import { defaultLog, flushLog } from './ops/log'
import { listen } from './ops/listen'
import { drain } from './ops/shutdown'
import { liveHub, startedHub } from './live/hub'
import { startNotifySchedule } from './notify/schedule'
import { startVacuum } from './ops/vacuum'

const started = performance.now()
const config = readConfig()
const dashboardRoot = fileURLToPath(new URL('../dist', import.meta.url))

const database = await openDatabase(config)
if (config.seedDemo) await seedDemo(database.db)
// The derived data (tallies, search texts) must say what the rows say: a start on drifted data
// would answer wrong totals until someone noticed. See server/db/derived.ts.
const checkStarted = performance.now()
const drift = await selfCheck(database.db)
if (drift.length > 0) {
  defaultLog().error(
    { drift: drift.slice(0, 20), drifted: drift.length },
    'derived data does not match the rows it derives from: not starting',
  )
  await flushLog()
  process.exit(1)
}
const checkMs = Math.round(performance.now() - checkStarted)
// The change feed's hub from the start: reads answer their feed position (server/live/feed-position.ts).
await liveHub(database.db, config)
let stopping = false
const app = createApp({
  db: database.db,
  config,
  closing: () => stopping,
  dashboardRoot: existsSync(dashboardRoot) ? dashboardRoot : undefined,
})

const listening = await listen({
  fetch: app.fetch,
  port: config.port,
  hostname: config.host,
  tls: config.tls && {
    cert: readFileSync(config.tls.certFile),
    key: readFileSync(config.tls.keyFile),
  },
})
const { port } = listening
// Every process runs the schedule; the one that takes its lock does the work (server/notify).
const notifySchedule = startNotifySchedule(database.db, config)
// PGlite has no autovacuum: the process does its rounds (server/ops/vacuum.ts).
const vacuum = await startVacuum(database)
const where =
  database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir ?? 'memory'}`
const ms = Math.round(performance.now() - started)
const scheme = config.tls ? 'https' : 'http'
console.log(
  `Staffing admin listening on ${scheme}://localhost:${port} (${where}, ready in ${ms} ms, derived data checked in ${checkMs} ms)`,
)
console.log(`API reference: ${scheme}://localhost:${port}/api/docs`)
if (config.seedDemo) console.log(demoSignInsText())

/**
 * SIGTERM or SIGINT: stop accepting, let the requests in flight finish (SHUTDOWN_TIMEOUT_SECONDS),
 * close the database, exit 0. A second signal stops at once.
 */
async function stop(signal: NodeJS.Signals) {
  const log = defaultLog()
  if (stopping) {
    log.warn({ signal }, 'second signal: stopping now')
    await flushLog()
    process.exit(1)
  }
  stopping = true
  log.info({ signal }, 'stopping: finishing the requests in flight')
  // Open event streams would hold the drain to its timeout: they end first (clients reconnect).
  await (await startedHub(database.db))?.close()
  await drain(listening, config.shutdownTimeoutSeconds * 1000, log)
  await notifySchedule.stop()
  await vacuum?.stop()
  await database.close()
  log.info('stopped')
  await flushLog()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
