import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { promisify } from 'node:util'
import { gunzip } from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

/** The tables a staffing database has; a backup missing one is not ours. */
const TABLES = ['users', 'companies', 'api_tokens', 'inquiries', 'positions', 'contracts']

export class RestoreRefused extends Error {}

/** The names in a tar archive, every header's checksum checked; throws on anything else. */
export function tarNames(tar: Buffer): string[] {
  const names: string[] = []
  let at = 0
  const text = (from: number, length: number) =>
    tar.toString('utf8', from, from + length).replace(/\0.*$/s, '')
  while (at + 512 <= tar.length) {
    const block = tar.subarray(at, at + 512)
    if (block.every((byte) => byte === 0)) return names
    let sum = 0
    for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!
    const recorded = parseInt(text(at + 148, 8).trim(), 8)
    if (recorded !== sum) throw new Error(`damaged tar header at byte ${at}`)
    const prefix = text(at + 345, 155)
    const name = text(at, 100)
    names.push((prefix ? `${prefix}/${name}` : name).replace(/^\.?\/+/, ''))
    const size = parseInt(text(at + 124, 12).trim() || '0', 8)
    at += 512 + Math.ceil(size / 512) * 512
  }
  throw new Error('the archive ends early (no end-of-archive marker)')
}

/** The counts a person can check against what they expect, read from the restored database. */
async function countRows(pg: PGlite): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of TABLES) {
    const result = await pg.query<{ n: number }>(`select count(*)::int as n from ${table}`)
    counts[table] = result.rows[0]!.n
  }
  return counts
}

/**
 * The whole archive checked before anything on disk changes: it unpacks, it is a PostgreSQL data
 * folder, PGlite opens it in memory (recovering it as after a crash) and it has the staffing tables.
 */
export async function validateBackup(file: string): Promise<{ tar: Buffer }> {
  const packed = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    throw new RestoreRefused(`Cannot read ${file}: ${error.code ?? error.message}`)
  })
  const refuse = (why: string) =>
    new RestoreRefused(
      `${file} is not a staffing backup, or it is damaged: ${why}. Nothing was changed.`,
    )
  let tar: Buffer
  try {
    tar = await promisify(gunzip)(packed)
  } catch (error) {
    throw refuse(`not a complete gzip file (${(error as Error).message})`)
  }
  let names: string[]
  try {
    names = tarNames(tar)
  } catch (error) {
    throw refuse((error as Error).message)
  }
  for (const required of ['PG_VERSION', 'global/pg_control']) {
    if (!names.includes(required)) throw refuse(`it has no ${required}`)
  }
  let pg: PGlite | undefined
  try {
    pg = await PGlite.create({
      extensions: { pg_trgm },
      loadDataDir: new Blob([new Uint8Array(tar)], { type: 'application/x-tar' }),
    })
    await countRows(pg)
  } catch (error) {
    throw refuse(`the database in it does not open (${(error as Error).message})`)
  } finally {
    await pg?.close().catch(() => {})
  }
  return { tar }
}

export interface RestoreResult {
  counts: Record<string, number>
  /** Where the folder that was there went (`--force`). */
  movedAside?: string
}

const stamp = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '')

/**
 * Restores a backup into `dataDir`: validated whole first, unpacked into a folder beside it, and
 * only then put in place. A folder that holds anything is refused unless `force`, which moves it
 * to `<dataDir>.before-restore-<time>`; nothing is ever deleted.
 */
export async function restoreBackup(
  file: string,
  dataDir: string,
  force: boolean,
): Promise<RestoreResult> {
  const target = resolve(dataDir)
  const occupied = existsSync(target) && (await readdir(target)).length > 0
  if (occupied && !force) {
    const what = existsSync(`${target}/PG_VERSION`) ? 'holds a database' : 'is not empty'
    throw new RestoreRefused(
      `${target} ${what}: nothing was changed. Stop the server and run again with --force to move ` +
        `it aside (to ${target}.before-restore-<time>) and restore into its place.`,
    )
  }
  const { tar } = await validateBackup(file)
  const at = new Date()
  await mkdir(dirname(target), { recursive: true })
  const unpacking = `${target}.restoring-${stamp(at)}`
  await rm(unpacking, { recursive: true, force: true })
  await mkdir(unpacking)
  let counts: Record<string, number>
  try {
    // PGlite unpacks the archive into the folder, recovers it and shuts down cleanly.
    const pg = await PGlite.create(unpacking, {
      extensions: { pg_trgm },
      loadDataDir: new Blob([new Uint8Array(tar)], { type: 'application/x-tar' }),
    })
    try {
      counts = await countRows(pg)
    } finally {
      await pg.close()
    }
  } catch (error) {
    await rm(unpacking, { recursive: true, force: true })
    throw error
  }
  let movedAside: string | undefined
  if (occupied) {
    movedAside = `${target}.before-restore-${stamp(at)}`
    await rename(target, movedAside)
  } else if (existsSync(target)) {
    await rm(target, { recursive: true })
  }
  await rename(unpacking, target)
  return { counts, ...(movedAside ? { movedAside } : {}) }
}
