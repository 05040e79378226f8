import { rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { migratedTemplate } from '../db/open'

/**
 * One migrated database dumped to a file; every test file (and every test server process they
 * start) loads its own fresh copy from it, found through PGLITE_TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const path = join(tmpdir(), `staffing-test-template-${process.pid}-${project.name}.tar`)
  await writeFile(path, Buffer.from(await (await migratedTemplate()).arrayBuffer()))
  process.env.PGLITE_TEMPLATE = path
  return async () => {
    await rm(path, { force: true })
  }
}
