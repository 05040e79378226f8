import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { answersHealth } from '../server/test/server-process'
import { printCpuProfile } from './cpu-profile'

export interface RunningServer {
  url: string
  process: ChildProcess
  /** Milliseconds from spawn to the first healthy /api/health. */
  startupMs: number
  stop: () => Promise<void>
}

export const freshDataDir = () => mkdtemp(join(tmpdir(), 'staffing-bench-'))

/**
 * `npm start`'s server (server/cli/start.ts, or `entry`: server/main.ts skips the dashboard build
 * check) on its own port and data folder, without request logs or /metrics unless `env` asks.
 */
export async function startServer(options: {
  dataDir: string
  port: number
  entry?: string
  env?: Record<string, string>
  /** HTTPS (and HTTP/2) with this certificate (server/test/certificate.ts). */
  tls?: { certFile: string; keyFile: string; cert: Buffer }
}) {
  const { tls } = options
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${options.port}`
  if (await answersHealth(url, tls?.cert))
    throw new Error(`Port ${options.port} is taken by another server`)
  const started = performance.now()
  // BENCH_CPU_PROF=<folder>: the server's CPU profile, summarized as it stops (cpu-profile.ts).
  const profiles = process.env.BENCH_CPU_PROF
  const profiling = profiles ? ['--cpu-prof', `--cpu-prof-dir=${profiles}`] : []
  // Its own process group, so stopping it stops everything it started.
  const { METRICS_TOKEN: _metricsToken, ...inherited } = process.env
  const child = spawn(
    process.execPath,
    [...profiling, '--import', 'tsx', options.entry ?? 'server/cli/start.ts'],
    {
      detached: true,
      env: {
        ...inherited,
        PORT: String(options.port),
        DATA_DIR: options.dataDir,
        LOG_REQUESTS: '0',
        ...(tls && { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile }),
        ...options.env,
      },
      stdio: ['ignore', process.env.BENCH_SERVER_LOG ? 'inherit' : 'pipe', 'inherit'],
    },
  )
  child.stdout?.resume()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`)
    if (await answersHealth(url, tls?.cert)) break
    if (performance.now() - started > 60_000)
      throw new Error('The server did not become healthy in 60 s')
    await new Promise((r) => setTimeout(r, 20))
  }
  const startupMs = performance.now() - started
  const stop = async () => {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      process.kill(-child.pid!, 'SIGTERM')
    })
    if (profiles) await printCpuProfile(profiles, child.pid!)
  }
  return { url, process: child, startupMs, stop } satisfies RunningServer
}

export async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (response.status !== 201) throw new Error(`Sign-in failed with ${response.status}`)
  return ((await response.json()) as { token: string }).token
}
