import { constants } from 'node:fs'
import { copyFile, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises'
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
 * PostgreSQL. The folder is copied once while requests go on, then brought up to date while PGlite
 * runs no statement (`runExclusive`), so the copy is exactly what a process killed at that moment
 * would leave: every committed write is in it and the next start recovers it, as after a crash.
 * Requests wait only for that second pass, which copies just the files written meanwhile; the
 * archive is then compressed and streamed from the copy while they go on.
 * An in-memory database (tests) is dumped with PGlite's `dumpDataDir` instead.
 */
export async function snapshot(
  db: Database,
): Promise<{ archive: Readable; pausedMs: number } | undefined> {
  const client = (db as unknown as { $client: unknown }).$client
  if (!(client instanceof PGlite)) return undefined
  if (!client.dataDir) {
    // Compressed here at level 1: half the time of PGlite's own gzip (a CompressionStream at its
    // default level) for an archive a tenth bigger; the fuzz and e2e tests take many of them.
    const dump = await client.dumpDataDir('none')
    const gzip = createGzip({ level: 1 })
    pipeline(Readable.fromWeb(dump.stream() as WebReadableStream), gzip).catch(() => {})
    return { archive: gzip, pausedMs: 0 }
  }
  const dataDir = resolve(client.dataDir)
  const staging = await mkdtemp(join(dirname(dataDir), `.${basename(dataDir)}.backup-`))
  const copy = join(staging, 'data')
  let pausedMs: number
  try {
    const copied = await copyFolder(dataDir, copy)
    pausedMs = await client.runExclusive(async () => {
      const pausedAt = performance.now()
      await copyFolder(dataDir, copy, copied)
      return performance.now() - pausedAt
    })
  } catch (error) {
    await rm(staging, { recursive: true, force: true })
    throw error
  }
  const gzip = createGzip({ level: 6 })
  pipeline(Readable.from(archiveOf(copy, staging)), gzip).catch(() => {})
  return { archive: gzip, pausedMs }
}

/** The copy's tar; the copy is gone before the archive's end is sent, or when it is given up. */
async function* archiveOf(copy: string, staging: string) {
  try {
    yield* tarFolder(copy)
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

/** A file as it was just before it was copied. */
interface Copied {
  mtimeMs: number
  size: number
}

/** Files written this close to (or after) the first pass began are copied again: mtime is coarse. */
const RACY_MS = 2000

/**
 * Copies the folder `from` into `to`, file by file (reflinked where the file system can). Given
 * what an earlier pass copied, copies only what changed since, and removes what is gone.
 */
async function copyFolder(
  from: string,
  to: string,
  earlier?: { files: Map<string, Copied>; startedAt: number },
): Promise<{ files: Map<string, Copied>; startedAt: number }> {
  const startedAt = Date.now()
  const files = new Map<string, Copied>()
  const visit = async (relative: string) => {
    await mkdir(join(to, relative), { recursive: true })
    for (const entry of await readdir(join(from, relative), { withFileTypes: true })) {
      const path = join(relative, entry.name)
      if (entry.isDirectory()) {
        await visit(path)
        continue
      }
      if (!entry.isFile()) continue
      const info = await stat(join(from, path)).catch(() => undefined)
      if (!info) continue
      files.set(path, { mtimeMs: info.mtimeMs, size: info.size })
      const before = earlier?.files.get(path)
      const unchanged =
        before !== undefined &&
        before.mtimeMs === info.mtimeMs &&
        before.size === info.size &&
        info.mtimeMs < earlier!.startedAt - RACY_MS
      if (unchanged) continue
      // In the first pass PostgreSQL may remove a file (an old WAL segment) under our feet.
      await copyFile(join(from, path), join(to, path), constants.COPYFILE_FICLONE).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error
          files.delete(path)
        },
      )
    }
  }
  await visit('')
  for (const path of earlier?.files.keys() ?? []) {
    if (!files.has(path)) await rm(join(to, path), { force: true })
  }
  return { files, startedAt: earlier?.startedAt ?? startedAt }
}
