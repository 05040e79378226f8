import { rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { spawnApiServer } from '../../src/test/api-server'
import { migratedTemplate } from '../db/open'
import { createTemplateDatabase, testPostgresUrl } from './postgres'

/**
 * One migrated database made once; every test file (and every test server process they start)
 * gets its own fresh copy of it. On PGlite: a dump in a file, found through PGLITE_TEMPLATE. On
 * PostgreSQL (DATABASE_URL set): a template database, named in POSTGRES_TEMPLATE_DATABASE.
 *
 * For the dashboard's component tests, also an API server for each worker (TEST_API_SERVERS),
 * which the test files running there take in turn (src/test/api-server.ts).
 *
 * Vitest calls this for the run and for each project that runs (the server's and the dashboard's
 * two), loading this file afresh each time: the template and the servers are kept on the process's
 * global object, made at the first call that needs them, and removed by that call's teardown at
 * the end of the run.
 */
type Shared = {
  template?: ReturnType<typeof makeTemplate>
  servers?: ReturnType<typeof startServers>
}
const shared = ((globalThis as { [key: symbol]: Shared })[Symbol.for('staffing.test-setup')] ??= {})

export default async function setup(project: TestProject) {
  const teardowns: (() => Promise<void>)[] = []
  if (shared.template) await shared.template
  else teardowns.push(await (shared.template = makeTemplate()))
  if (project.name.startsWith('dashboard')) {
    if (shared.servers) await shared.servers
    else teardowns.push(await (shared.servers = startServers(project.globalConfig.maxWorkers)))
  }
  return async () => {
    for (const teardown of teardowns.reverse()) await teardown()
  }
}

async function startServers(count: number) {
  const started = await Promise.allSettled(Array.from({ length: count }, () => spawnApiServer()))
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
  const stop = () => Promise.all(servers.map((server) => server.stop())).then(() => undefined)
  const failed = started.find((s) => s.status === 'rejected')
  if (failed) {
    await stop()
    throw failed.reason
  }
  process.env.TEST_API_SERVERS = JSON.stringify(
    servers.map(({ url, control }) => ({ url, control })),
  )
  return stop
}

async function makeTemplate() {
  const postgresUrl = testPostgresUrl()
  if (postgresUrl) {
    const template = await createTemplateDatabase(postgresUrl)
    process.env.POSTGRES_TEMPLATE_DATABASE = template.name
    return template.dropAll
  }
  const path = join(tmpdir(), `staffing-test-template-${process.pid}.tar`)
  await writeFile(path, Buffer.from(await (await migratedTemplate()).arrayBuffer()))
  process.env.PGLITE_TEMPLATE = path
  return async () => {
    await rm(path, { force: true })
  }
}
