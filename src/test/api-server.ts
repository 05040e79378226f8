import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ApiServerCommand } from './api-server-process'

export type TestApiServer = {
  url: string
  reset(): Promise<void>
  seedDemo(): Promise<void>
  signIn(email: string, password: string): Promise<string>
  /** One run of the notification schedule: makes the notifications due. */
  notify(): Promise<void>
  /**
   * A request as a colleague's browser makes it (no If-Match, so it always lands): a GET, or a
   * POST of `body`. Anything but a 2xx throws, failing the test with the answer.
   */
  api<T>(token: string, path: string, body?: unknown): Promise<T>
  /** Fails if the API answered what its schemas refuse; the server itself stays for the next file. */
  close(): Promise<void>
}

/** A worker's API server as the global set-up started it: where it answers and takes commands. */
export type ApiServerAddress = { url: string; control: string }

const processScript = join(dirname(fileURLToPath(import.meta.url)), 'api-server-process.ts')

/**
 * The real API over a fresh in-memory database, as server/test/harness.ts starts it, in a process
 * of its own (api-server-process.ts): started by the global set-up, one for each Vitest worker.
 * Answers its address, and `stop`.
 */
export async function spawnApiServer() {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ['--import', 'tsx', processScript],
    { cwd: process.cwd(), stdio: 'pipe', env: process.env },
  )
  // The last of what it wrote to stderr: said if it ends before it is stopped.
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-8000)))
  let stopping = false
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const address = await new Promise<ApiServerAddress>((resolve, reject) => {
    void exited.then((code) => reject(new Error(`The test API exited (${code}): ${stderr}`)))
    createInterface({ input: child.stdout }).once('line', (line) => {
      const { ready, control } = JSON.parse(line) as { ready: string; control: string }
      resolve({ url: ready, control })
    })
  })
  // Every test file after it on its worker fails to reach it: this says why, once.
  void exited.then((code) => {
    if (!stopping) console.error(`The test API at ${address.url} exited (${code}): ${stderr}`)
  })
  return {
    ...address,
    stop: async () => {
      stopping = true
      if (child.exitCode === null) child.kill()
      await exited
    },
  }
}

async function command(server: ApiServerAddress, name: ApiServerCommand, ...args: string[]) {
  const response = await fetch(server.control, {
    method: 'POST',
    body: JSON.stringify({ command: name, args }),
  })
  const answer = (await response.json()) as { result?: unknown; error?: string }
  if (answer.error !== undefined) throw new Error(answer.error)
  return answer.result
}

/**
 * This test file's API server: its worker's (VITEST_POOL_ID: one test file runs in a worker at a
 * time), emptied for the file. Starting a server for each file cost 3-10 s of it; `close` leaves
 * it running for the next.
 */
export async function workerApiServer(): Promise<TestApiServer> {
  const servers = JSON.parse(process.env.TEST_API_SERVERS ?? '[]') as ApiServerAddress[]
  const server = servers[Number(process.env.VITEST_POOL_ID) - 1]
  if (!server)
    throw new Error(
      `No test API server for Vitest worker ${process.env.VITEST_POOL_ID} (${servers.length} started by server/test/global-setup.ts)`,
    )
  await command(server, 'takeRefused')
  await command(server, 'reset')
  const { url } = server
  return {
    url,
    reset: async () => void (await command(server, 'reset')),
    seedDemo: async () => void (await command(server, 'seedDemo')),
    signIn: async (email, password) => String(await command(server, 'signIn', email, password)),
    notify: async () => void (await command(server, 'notify')),
    api: async <T>(token: string, path: string, body?: unknown) => {
      const response = await fetch(`${url}/api/v1${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          'Content-Type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
      const text = await response.text()
      return (text ? JSON.parse(text) : undefined) as T
    },
    // Fails when the API answered the dashboard what its response schemas refuse.
    close: async () => {
      const refused = (await command(server, 'takeRefused')) as string[]
      if (refused.length > 0)
        throw new Error(`The API answered what its schemas refuse:\n${refused.join('\n')}`)
    },
  }
}

/** A second admin, Bea Admin of Staffing HQ, made by the admin `adminToken`: her token. */
export async function colleagueAdmin(server: TestApiServer, adminToken: string) {
  await server.api(adminToken, '/users', {
    name: 'Bea Admin',
    email: 'bea@example.com',
    password: 'long-enough-1',
    confirm_password: 'long-enough-1',
    company_name: 'Staffing HQ',
    type: 'admin',
  })
  return server.signIn('bea@example.com', 'long-enough-1')
}
