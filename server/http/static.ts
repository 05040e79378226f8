import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import type { Context } from 'hono'
import { accepts } from 'hono/accepts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
}

/** Whether the request takes Brotli (named in Accept-Encoding, and not with q=0). */
const takesBrotli = (c: Context) =>
  accepts(c, { header: 'Accept-Encoding', supports: ['br'], default: '' }) === 'br'

/**
 * A file under `root` by URL path, or undefined; never a path outside `root`. Its Brotli form,
 * written beside it by the build (`name.br`, vite.config.ts), to a browser that takes Brotli.
 */
export async function sendFile(
  c: Context,
  root: string,
  urlPath: string,
  cache: 'immutable' | 'revalidate',
) {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  const path = normalize(join(root, decoded))
  if (path !== root && !path.startsWith(root + sep)) return undefined
  const info = await stat(path).catch(() => undefined)
  if (!info?.isFile()) return undefined
  c.header('Content-Type', TYPES[extname(path)] ?? 'application/octet-stream')
  c.header(
    'Cache-Control',
    cache === 'immutable' ? 'public, max-age=31536000, immutable' : 'no-cache',
  )
  c.header('Vary', 'Accept-Encoding')
  if (takesBrotli(c)) {
    const packed = await readFile(`${path}.br`).catch(() => undefined)
    if (packed) {
      c.header('Content-Encoding', 'br')
      return c.body(packed)
    }
  }
  return c.body(await readFile(path))
}

/**
 * The built dashboard: hashed assets cached for good, anything else that is not a file is a
 * client-side route and gets index.html.
 */
export function dashboard(root: string) {
  return async (c: Context) => {
    const path = c.req.path
    const immutable = path.startsWith('/assets/')
    const file =
      path === '/'
        ? undefined
        : await sendFile(c, root, path, immutable ? 'immutable' : 'revalidate')
    if (file) return file
    if (immutable || extname(path) !== '') return c.json({ message: 'Not Found' }, 404)
    const index = await sendFile(c, root, '/index.html', 'revalidate')
    return index ?? c.text('The dashboard is not built: run `npm run build`.', 503)
  }
}
