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
import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'

/** A free loopback port. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe: Server = createServer()
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

/** Builds the bare page into a temporary folder and serves it; answers its address and a stop. */
export async function serveBarePage() {
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
  const port = await freePort()
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' })
  return {
    url: `http://127.0.0.1:${port}/index.html`,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve))
      await rm(outDir, { recursive: true, force: true })
    },
  }
}
