import { createReadStream } from 'node:fs'
import { opendir, stat } from 'node:fs/promises'
import { join } from 'node:path'

const BLOCK = 512

/** A POSIX ustar header: what PGlite's `loadDataDir` (tinytar) and GNU tar read. */
function header(name: string, size: number, mode: number, mtime: Date, directory: boolean) {
  const block = Buffer.alloc(BLOCK)
  let prefix = ''
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 155)
    if (cut <= 0 || Buffer.byteLength(name) - cut - 1 > 100)
      throw new Error(`Path too long: ${name}`)
    prefix = name.slice(0, cut)
    name = name.slice(cut + 1)
  }
  const octal = (value: number, length: number) => value.toString(8).padStart(length - 1, '0')
  block.write(name, 0, 100, 'utf8')
  block.write(octal(mode & 0o7777, 8), 100)
  block.write(octal(0, 8), 108)
  block.write(octal(0, 8), 116)
  block.write(octal(size, 12), 124)
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136)
  block.write('        ', 148)
  block.write(directory ? '5' : '0', 156)
  block.write('ustar\u000000', 257)
  block.write(prefix, 345, 155, 'utf8')
  let sum = 0
  for (const byte of block) sum += byte
  block.write(`${octal(sum, 7)}\u0000`, 148)
  return block
}

/** Every folder and file under `root`, depth first, as paths relative to it. */
async function* walk(root: string, relative = ''): AsyncGenerator<string> {
  const folder = await opendir(join(root, relative))
  const names: string[] = []
  for await (const entry of folder) names.push(entry.name)
  for (const name of names.sort()) {
    const path = relative ? `${relative}/${name}` : name
    yield path
    if ((await stat(join(root, path))).isDirectory()) yield* walk(root, path)
  }
}

/** The folder `root` as an uncompressed tar stream, read file by file (never whole in memory). */
export async function* tarFolder(root: string): AsyncGenerator<Buffer> {
  for await (const path of walk(root)) {
    const info = await stat(join(root, path))
    if (info.isDirectory()) {
      yield header(`${path}/`, 0, info.mode, info.mtime, true)
      continue
    }
    if (!info.isFile()) continue
    yield header(path, info.size, info.mode, info.mtime, false)
    let written = 0
    for await (const chunk of createReadStream(join(root, path)) as AsyncIterable<Buffer>) {
      // A file that grew meanwhile is cut at the size the header promised.
      const part = chunk.subarray(0, info.size - written)
      written += part.length
      if (part.length > 0) yield part
    }
    if (written < info.size) yield Buffer.alloc(info.size - written)
    if (info.size % BLOCK) yield Buffer.alloc(BLOCK - (info.size % BLOCK))
  }
  yield Buffer.alloc(BLOCK * 2)
}
