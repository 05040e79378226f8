/**
 * `npm run restore -- FILE [--force]`: puts a backup from `GET /api/v1/backup` (or `npm run
 * backup`) into the configured DATA_DIR, while no server uses it. Exit 1 with a message when
 * refused; a refused restore changes nothing.
 */
import { parseArgs } from 'node:util'
import { readConfig } from '../config'
import { restoreBackup, RestoreRefused } from '../ops/restore'

const USAGE = 'Usage: npm run restore -- FILE [--force]   (into DATA_DIR, default ./data)'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

let parsed: { values: { force?: boolean }; positionals: string[] }
try {
  parsed = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true })
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`)
}
const [file, ...extra] = parsed.positionals
if (!file || extra.length > 0) fail(USAGE)

const config = readConfig()
if (config.databaseUrl) {
  fail(
    'DATABASE_URL is set: this restores the embedded database only. Restore PostgreSQL with ' +
      'pg_restore (see the README).',
  )
}
if (!config.dataDir) fail('DATA_DIR is memory: there is no folder to restore into.')

try {
  const { counts, movedAside } = await restoreBackup(
    file,
    config.dataDir,
    parsed.values.force ?? false,
  )
  if (movedAside) console.log(`The folder that was there is now ${movedAside}`)
  const summary = Object.entries(counts)
    .map(([table, n]) => `${n} ${table}`)
    .join(', ')
  console.log(`Restored ${file} into ${config.dataDir}: ${summary}`)
} catch (error) {
  if (error instanceof RestoreRefused) fail(error.message)
  throw error
}
