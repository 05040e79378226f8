import { Agent, get } from 'node:http'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { keepAliveTimeoutMs, listen } from './listen'

let server: Awaited<ReturnType<typeof listen>>
beforeAll(async () => {
  server = await listen({ fetch: () => new Response('ok'), port: 0, hostname: '127.0.0.1' })
})
afterAll(() => new Promise<void>((resolve) => server.server.close(() => resolve())))

/** One GET through `agent`; says whether it went out on a connection opened before. */
function fetchOnce(agent: Agent) {
  return new Promise<{ body: string; reused: boolean }>((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port: server.port, path: '/', agent }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () => resolve({ body, reused: request.reusedSocket }))
    })
    request.on('error', reject)
  })
}

test('an idle keep-alive connection outlives Node’s 5 s default, so a client resuming after a pause is not cut off', async () => {
  expect(keepAliveTimeoutMs).toBeGreaterThanOrEqual(60_000)
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  try {
    expect(await fetchOnce(agent)).toEqual({ body: 'ok', reused: false })
    // Past Node's default keep-alive timeout (5 s, plus the 1 s grace of newer Node versions), where the server
    // used to close the socket.
    await new Promise((resolve) => setTimeout(resolve, 7_000))
    expect(await fetchOnce(agent)).toEqual({ body: 'ok', reused: true })
  } finally {
    agent.destroy()
  }
}, 15_000)
