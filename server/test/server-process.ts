import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { readFile } from 'node:fs/promises'
import { get as httpsGet } from 'node:https'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const { port } = probe.address() as { port: number }
  probe.close()
  await once(probe, 'close')
  return port
}

export interface ServerProcess {
  child: ChildProcess
  port: number
  /** What it wrote to stdout and stderr so far: shown when an assertion fails. */
  output: () => string
  /** Signals it and resolves with its exit code once it is gone. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

/**
 * Whether `url`'s /api/health answers 200; over HTTPS trusting `ca`, the server's own certificate
 * (Node's fetch cannot be told to). The server tests' processes and the bench's wait on it.
 */
export function answersHealth(url: string, ca?: Buffer): Promise<boolean> {
  if (!ca)
    return fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false)
  return new Promise<boolean>((resolve) => {
    const request = httpsGet(`${url}/api/health`, { ca }, (response) => {
      response.resume()
      resolve(response.statusCode === 200)
    })
    request.on('error', () => resolve(false))
  })
}

/** `npm run api` as a child process; resolves once /api/health answers. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', LOG_REQUESTS: '0', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = once(child, 'exit').then(() => child.exitCode)
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    return exited
  }
  const ca = env.TLS_CERT_FILE ? await readFile(env.TLS_CERT_FILE) : undefined
  const url = `${ca ? 'https' : 'http'}://127.0.0.1:${port}`
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The server exited (${child.exitCode}):\n${output}`)
    if (await answersHealth(url, ca)) return { child, port, output: () => output, stop }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export interface Answer {
  status: number
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads what came back
  body: any
}

/** JSON calls to a server process: the answer, or undefined when the connection broke first. */
export function apiClient(port: number, token?: string) {
  return async (method: string, path: string, body?: unknown): Promise<Answer | undefined> => {
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (token) headers.Authorization = `Bearer ${token}`
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    try {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, body: await response.json() }
    } catch {
      return undefined
    }
  }
}

/** A CLI of server/cli as a child process (never blocking this one), with its output and exit code. */
export async function runCli(
  script: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', `server/cli/${script}`, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const [status] = (await once(child, 'exit')) as [number | null]
  return { status, stdout, stderr }
}
