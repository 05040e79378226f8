/**
 * Runs server/test/harness.ts in a Node process of its own for the component tests. In vitest's
 * jsdom environment the server's modules are transformed for the browser: Vite rewrites
 * `new URL('./migrations', import.meta.url)` in server/db/open.ts into an http: URL.
 * Protocol: one JSON line per command on stdin, one JSON line per answer on stdout.
 */
import { createInterface } from 'node:readline'
import { notifyTick } from '../../server/notify/schedule'
import { startTestServer } from '../../server/test/harness'

type Command = {
  id: number
  command: 'reset' | 'seedDemo' | 'signIn' | 'notify' | 'close'
  args: string[]
}

const server = await startTestServer()
const send = (message: unknown) => process.stdout.write(`${JSON.stringify(message)}\n`)
send({ ready: server.url })

for await (const line of createInterface({ input: process.stdin })) {
  const { id, command, args } = JSON.parse(line) as Command
  try {
    const result =
      command === 'signIn'
        ? await server.signIn(args[0] ?? '', args[1] ?? '')
        : command === 'notify'
          ? // One run of the notification schedule, without e-mail.
            await notifyTick(server.context.db, server.context.config, undefined)
          : await server[command]()
    send({ id, result: result ?? null })
  } catch (error) {
    send({ id, error: error instanceof Error ? error.message : String(error) })
  }
  if (command === 'close') process.exit(0)
}
