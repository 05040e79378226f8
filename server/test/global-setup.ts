import { rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { migratedTemplate } from '../db/open'
import { createTemplateDatabase, testPostgresUrl } from './postgres'

/**
 * One migrated database made once; every test file (and every test server process they start)
 * gets its own fresh copy of it. On PGlite: a dump in a file, found through PGLITE_TEMPLATE. On
 * PostgreSQL (DATABASE_URL set): a template database, named in POSTGRES_TEMPLATE_DATABASE.
 */
export default async function setup(project: TestProject) {
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
