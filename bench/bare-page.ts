/**
 * The bare page (bench/bare/): Vite, React and Mantine with an AppShell and a table, built with the
 * dashboard's own packages and served beside it, the floor the Lighthouse and list benches read
 * the dashboard's figures against. `?rows=100` gives the table 100 rows (25 by default).
 */
import { spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { listen } from '../server/ops/listen'

/** A free loopback port. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe: Server = createServer()
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

/**
 * Builds the bare page into a temporary folder and serves it, over HTTPS and HTTP/2 when given a
 * certificate (as the dashboard is then served); answers its address and a stop.
 */
export async function serveBarePage(tls?: { cert: Buffer; key: Buffer }) {
  const outDir = await mkdtemp(join(tmpdir(), 'staffing-bare-'))
  const build = spawnSync(
    'npx',
    [
      'vite',
      'build',
      'bench/bare',
      '--config',
      'vite.config.ts',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { stdio: 'inherit' },
  )
  if (build.status !== 0) throw new Error('The bare page did not build')
  // In the Brotli form the build writes beside each file, as the dashboard is served.
  const app = new Hono().use(
    '*',
    serveStatic({ root: outDir.replace(process.cwd(), '.'), precompressed: true }),
  )
  const { server, port, connections } = await listen({
    fetch: app.fetch,
    port: 0,
    hostname: '127.0.0.1',
    tls,
  })
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}/index.html`,
    stop: async () => {
      const closed = new Promise((resolve) => server.close(resolve))
      connections.closeAll()
      await closed
      await rm(outDir, { recursive: true, force: true })
    },
  }
}
