/**
 * `npm run backup -- --url URL --out FILE [--token TOKEN]`: downloads `GET /api/v1/backup` into
 * FILE (a folder: the server's file name inside it). The token of an admin comes from `--token`
 * or `BACKUP_TOKEN`, so that cron need not put it on a command line. Exit 1 with a message on failure.
 */
import { createWriteStream } from 'node:fs'
import { rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { pipeline } from 'node:stream/promises'
import { commandOptions } from './options'

const USAGE = 'Usage: npm run backup -- --url URL --out FILE [--token TOKEN] (or BACKUP_TOKEN=…)'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

let options: { url?: string; out?: string; token?: string }
try {
  options = commandOptions({
    url: { type: 'string' },
    out: { type: 'string' },
    token: { type: 'string' },
  })
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`)
}
const token = options.token ?? process.env.BACKUP_TOKEN
if (!options.url)
  fail(`--url is missing: the server's address, such as http://localhost:3000\n${USAGE}`)
if (!options.out) fail(`--out is missing: the file (or folder) to write\n${USAGE}`)
if (!token) fail(`No token: pass --token or set BACKUP_TOKEN to an admin's token\n${USAGE}`)

let address: URL
try {
  address = new URL('/api/v1/backup', options.url)
} catch {
  fail(`--url is not a URL: ${options.url}`)
}
let response: Response
try {
  response = await fetch(address, { headers: { Authorization: `Bearer ${token}` } })
} catch (error) {
  fail(`Cannot reach ${address.origin}: ${(error as Error).cause ?? (error as Error).message}`)
}
if (!response.ok) {
  const body = (await response.json().catch(() => ({}))) as { message?: string }
  fail(`The backup failed (HTTP ${response.status}): ${body.message ?? response.statusText}`)
}

const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1]
const isFolder = await stat(options.out).then(
  (info) => info.isDirectory(),
  () => false,
)
const file = isFolder ? join(options.out, named ?? 'staffing-backup.tar.gz') : options.out
// Written under another name first: FILE is either the whole archive or not there at all.
const partial = `${file}.partial`
try {
  await pipeline(Readable.fromWeb(response.body as WebReadableStream), createWriteStream(partial))
  await rename(partial, file)
} catch (error) {
  await rm(partial, { force: true })
  fail(`The backup broke off: ${(error as Error).message}`)
}
const { size } = await stat(file)
console.log(`Wrote ${file} (${(size / 1024 / 1024).toFixed(1)} MiB)`)
