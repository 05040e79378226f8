import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { readConfig } from '../config'
import { createTestContext, type TestContext } from '../test/harness'

let t: TestContext
let root: string
let request: (path: string, acceptEncoding?: string) => Promise<Response>
// Big enough to be compressed on the way (more than 1 KB), and not the same in every line.
const script = Array.from({ length: 400 }, (_, i) => `export const line${i} = ${i * 7};`).join('\n')
const page = '<!doctype html><title>Staffing</title><div id="root"></div>'.padEnd(2000, ' ')

beforeAll(async () => {
  t = await createTestContext()
  root = await mkdtemp(join(tmpdir(), 'staffing-static-'))
  await mkdir(join(root, 'assets'))
  // As the build leaves them: each file beside its Brotli form, but one written without.
  await writeFile(join(root, 'assets', 'app-1.js'), script)
  await writeFile(join(root, 'assets', 'app-1.js.br'), brotliCompressSync(script))
  await writeFile(join(root, 'assets', 'other-2.js'), script)
  await writeFile(join(root, 'index.html'), page)
  await writeFile(join(root, 'index.html.br'), brotliCompressSync(page))
  const config = readConfig({ DATA_DIR: 'memory:', LOG_REQUESTS: '0' } as NodeJS.ProcessEnv)
  const app = createApp({ db: t.db, config, dashboardRoot: root })
  request = (path, acceptEncoding) =>
    Promise.resolve(
      app.request(path, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }),
    )
})
afterAll(async () => {
  await t.close()
  await rm(root, { recursive: true, force: true })
})

const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer())

describe('the built dashboard', () => {
  it('is sent in its Brotli form, made by the build, to a browser that takes Brotli', async () => {
    const response = await request('/assets/app-1.js', 'gzip, deflate, br, zstd')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(response.headers.get('cache-control')).toContain('immutable')
    expect(brotliDecompressSync(await bytes(response)).toString()).toBe(script)
  })

  it('a client-side route gets the page in its Brotli form too', async () => {
    const response = await request('/contracts', 'br')
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(await bytes(response)).toString()).toBe(page)
  })

  it('is gzipped on the way for a browser that takes gzip only, or refuses Brotli', async () => {
    for (const accepted of ['gzip, deflate', 'br;q=0, gzip']) {
      const response = await request('/assets/app-1.js', accepted)
      expect(response.headers.get('content-encoding')).toBe('gzip')
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i)
      expect(gunzipSync(await bytes(response)).toString()).toBe(script)
    }
  })

  it('is sent as it is to a client that takes no encoding', async () => {
    const response = await request('/assets/app-1.js')
    expect(response.headers.get('content-encoding')).toBeNull()
    expect((await bytes(response)).toString()).toBe(script)
  })

  it('a file the build left without a Brotli form is gzipped for a browser that takes both', async () => {
    const response = await request('/assets/other-2.js', 'gzip, deflate, br')
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(await bytes(response)).toString()).toBe(script)
  })
})
