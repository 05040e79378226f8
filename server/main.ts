import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { readConfig } from './config'
import { openDatabase } from './db/open'
import { demoSignInsText, seedDemo } from './db/seed-demo'

const started = performance.now()
const config = readConfig()
const dashboardRoot = fileURLToPath(new URL('../dist', import.meta.url))

const database = await openDatabase(config)
if (config.seedDemo) await seedDemo(database.db)
const app = createApp({
  db: database.db,
  config,
  dashboardRoot: existsSync(dashboardRoot) ? dashboardRoot : undefined,
})

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const where =
    database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir ?? 'memory'}`
  const ms = Math.round(performance.now() - started)
  console.log(
    `Staffing admin listening on http://localhost:${info.port} (${where}, ready in ${ms} ms)`,
  )
  console.log(`API reference: http://localhost:${info.port}/api/docs`)
  if (config.seedDemo) console.log(demoSignInsText())
})

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  server.close()
  await database.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
