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
 */
export default async function setup(project: TestProject) {
  const teardown = await makeTemplate(project)
  if (project.name !== 'dashboard') return teardown
  const started = await Promise.allSettled(
    Array.from({ length: project.globalConfig.maxWorkers }, () => spawnApiServer()),
  )
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
  const failed = started.find((s) => s.status === 'rejected')
  if (failed) {
    await Promise.all(servers.map((server) => server.stop()))
    await teardown()
    throw failed.reason
  }
  process.env.TEST_API_SERVERS = JSON.stringify(
    servers.map(({ url, control }) => ({ url, control })),
  )
  return async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await teardown()
  }
}

async function makeTemplate(project: TestProject) {
  const postgresUrl = testPostgresUrl()
  if (postgresUrl) {
    const template = await createTemplateDatabase(postgresUrl)
    process.env.POSTGRES_TEMPLATE_DATABASE = template.name
    return template.dropAll
  }
  const path = join(tmpdir(), `staffing-test-template-${process.pid}-${project.name}.tar`)
  await writeFile(path, Buffer.from(await (await migratedTemplate()).arrayBuffer()))
  process.env.PGLITE_TEMPLATE = path
  return async () => {
    await rm(path, { force: true })
  }
}
