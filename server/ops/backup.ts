import { constants } from 'node:fs'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import type { Database } from '../db/open'
import { tarFolder } from './tar'

/** `staffing-20261123-154500.tar.gz`, in UTC. */
export function backupFileName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)
  return `staffing-${stamp}.tar.gz`
}

/**
 * A consistent snapshot of the embedded database as a gzipped tar of its data folder; undefined on
 * PostgreSQL. The folder is copied while PGlite runs no statement (`runExclusive`), so the copy is
 * exactly what a process killed at that moment would leave: every committed write is in it and the
 * next start recovers it, as after a crash. Requests wait only for that copy (reflinked where the
 * file system can); the archive is then compressed and streamed from the copy while they go on.
 * An in-memory database (tests) is dumped with PGlite's `dumpDataDir` instead.
 */
export async function snapshot(db: Database): Promise<Readable | undefined> {
  const client = (db as unknown as { $client: unknown }).$client
  if (!(client instanceof PGlite)) return undefined
  if (!client.dataDir) {
    const dump = await client.dumpDataDir('gzip')
    return Readable.fromWeb(dump.stream() as WebReadableStream)
  }
  const dataDir = resolve(client.dataDir)
  const staging = await mkdtemp(join(dirname(dataDir), `.${basename(dataDir)}.backup-`))
  const copy = join(staging, 'data')
  try {
    await client.runExclusive(() =>
      cp(dataDir, copy, { recursive: true, mode: constants.COPYFILE_FICLONE }),
    )
  } catch (error) {
    await rm(staging, { recursive: true, force: true })
    throw error
  }
  const gzip = createGzip({ level: 6 })
  pipeline(Readable.from(archiveOf(copy, staging)), gzip).catch(() => {})
  return gzip
}

/** The copy's tar; the copy is gone before the archive's end is sent, or when it is given up. */
async function* archiveOf(copy: string, staging: string) {
  try {
    yield* tarFolder(copy)
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}
