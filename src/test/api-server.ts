import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

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
  close(): Promise<void>
}

type Answer = { ready?: string; id?: number; result?: unknown; error?: string }

const processScript = join(dirname(fileURLToPath(import.meta.url)), 'api-server-process.ts')

/** The real API over a fresh in-memory database, as server/test/harness.ts starts it. */
export async function startApiServer(): Promise<TestApiServer> {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ['--import', 'tsx', processScript],
    {
      cwd: process.cwd(),
      stdio: 'pipe',
      env: process.env,
    },
  )
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))

  const waiting = new Map<number, (answer: Answer) => void>()
  let ready: (url: string) => void = () => {}
  const started = new Promise<string>((resolve, reject) => {
    ready = resolve
    child.once('exit', (code) => reject(new Error(`The test API exited (${code}): ${stderr}`)))
  })
  createInterface({ input: child.stdout }).on('line', (line) => {
    const answer = JSON.parse(line) as Answer
    if (answer.ready) ready(answer.ready)
    else if (answer.id !== undefined) waiting.get(answer.id)?.(answer)
  })

  let nextId = 0
  const call = (command: string, ...args: string[]) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++
      waiting.set(id, (answer) => {
        waiting.delete(id)
        if (answer.error) reject(new Error(answer.error))
        else resolve(answer.result)
      })
      child.stdin.write(`${JSON.stringify({ id, command, args })}\n`)
    })

  const url = await started
  return {
    url,
    reset: async () => void (await call('reset')),
    seedDemo: async () => void (await call('seedDemo')),
    signIn: async (email, password) => String(await call('signIn', email, password)),
    notify: async () => void (await call('notify')),
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
      try {
        await call('close')
      } finally {
        child.kill()
      }
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
