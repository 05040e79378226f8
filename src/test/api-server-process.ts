/**
 * Runs server/test/harness.ts in a Node process of its own for the component tests. In vitest's
 * jsdom environment the server's modules are transformed for the browser: Vite rewrites
 * `new URL('./migrations', import.meta.url)` in server/db/open.ts into an http: URL.
 *
 * Started once per Vitest worker by server/test/global-setup.ts, used by one test file at a time,
 * and ended by the set-up's teardown. It prints one JSON line when it listens,
 * `{ ready: <API url>, control: <control url> }`, and takes commands at the control url:
 * `POST {command, args}`, answered `{result}` or `{error}`.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { notifyTick } from '../../server/notify/schedule'
import { startTestServer } from '../../server/test/harness'

export type ApiServerCommand = 'reset' | 'seedDemo' | 'signIn' | 'notify' | 'takeRefused'

const server = await startTestServer()

async function run(command: ApiServerCommand, args: string[]): Promise<unknown> {
  switch (command) {
    case 'reset':
      return server.reset()
    case 'seedDemo':
      return server.seedDemo()
    case 'signIn':
      return server.signIn(args[0] ?? '', args[1] ?? '')
    case 'notify':
      // One run of the notification schedule, without e-mail.
      return notifyTick(server.context.db, server.context.config, undefined)
    case 'takeRefused':
      return server.takeRefused()
  }
}

const control = createServer((request, response) => {
  let body = ''
  request.on('data', (chunk: Buffer) => (body += chunk.toString()))
  request.on('end', async () => {
    const { command, args } = JSON.parse(body) as { command: ApiServerCommand; args: string[] }
    let answer: { result: unknown } | { error: string }
    try {
      answer = { result: (await run(command, args)) ?? null }
    } catch (error) {
      answer = { error: error instanceof Error ? error.message : String(error) }
    }
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer))
  })
})
control.listen(0, '127.0.0.1', () => {
  const { port } = control.address() as AddressInfo
  process.stdout.write(
    `${JSON.stringify({ ready: server.url, control: `http://127.0.0.1:${port}` })}\n`,
  )
})
