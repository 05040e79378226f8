import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { compress } from 'hono/compress'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { App } from '../app'
import { access } from '../http/openapi'
import { checkedFetch, strictly } from './response-check'

const Company = z.object({ id: z.number().int(), name: z.string() })
const Contract = z.object({
  id: z.number().int(),
  notes: z.string().optional(),
  client: Company.nullable(),
  tags: z.array(z.object({ label: z.string() })),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  status: z.union([z.object({ kind: z.literal('live') }), z.object({ kind: z.literal('ended') })]),
})
const valid = {
  id: 1,
  client: { id: 2, name: 'Acme Oy' },
  tags: [{ label: 'x' }],
  changes: { notes: { from: null, to: 'a' } },
  status: { kind: 'live' },
}
const strict = strictly(Contract)

describe('a response schema made strict', () => {
  it('passes an answer with exactly its fields, optional ones left out', () => {
    expect(strict.safeParse(valid).success).toBe(true)
    expect(strict.safeParse({ ...valid, client: null, notes: 'n' }).success).toBe(true)
  })

  it('fails on a field it lacks, at any depth', () => {
    for (const answer of [
      { ...valid, extra: 1 },
      { ...valid, client: { id: 2, name: 'Acme Oy', extra: 1 } },
      { ...valid, tags: [{ label: 'x', extra: 1 }] },
      { ...valid, changes: { notes: { from: null, to: 'a', extra: 1 } } },
      { ...valid, status: { kind: 'live', extra: 1 } },
    ])
      expect(strict.safeParse(answer).success).toBe(false)
  })

  it('fails on a required field missing, at any depth', () => {
    const { client: _client, ...withoutClient } = valid
    expect(strict.safeParse(withoutClient).success).toBe(false)
    expect(strict.safeParse({ ...valid, client: { id: 2 } }).success).toBe(false)
  })

  it('leaves the schema it was given as it was', () => {
    expect(Contract.safeParse({ ...valid, extra: 1 }).success).toBe(true)
  })
})

describe('the fetch the dashboard’s tests are served by', () => {
  /** One route that declares `{id}` and answers `answer`, compressed when asked. */
  function appAnswering(answer: unknown) {
    const app = new OpenAPIHono()
    app.use('*', compress())
    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/v1/things/{id}',
        ...access('anyone'),
        request: { params: z.object({ id: z.string() }) },
        responses: {
          200: {
            description: 'A thing.',
            content: { 'application/json': { schema: z.object({ id: z.number() }) } },
          },
        },
      }),
      (c) => c.json(answer as { id: number }, 200),
    )
    return app as unknown as App
  }
  const get = (fetch: (request: Request) => Promise<Response>, encoding?: string) =>
    fetch(
      new Request('http://test/api/v1/things/1', {
        headers: encoding ? { 'Accept-Encoding': encoding } : {},
      }),
    )

  it('passes an answer its route declares, compressed or not, as it was', async () => {
    const refused: string[] = []
    const fetch = checkedFetch(appAnswering({ id: 1 }), refused)
    for (const encoding of [undefined, 'gzip', 'deflate']) {
      const response = await get(fetch, encoding)
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Encoding')).toBe(encoding ?? null)
    }
    expect(await (await get(fetch)).json()).toEqual({ id: 1 })
    expect(refused).toEqual([])
  })

  it('answers 500 naming the field, and keeps the problem, for one its schema refuses', async () => {
    const refused: string[] = []
    const fetch = checkedFetch(appAnswering({ id: 1, extra: true }), refused)
    for (const encoding of [undefined, 'gzip']) {
      const response = await get(fetch, encoding)
      expect(response.status).toBe(500)
      expect((await response.json()).message).toMatch(/GET \/api\/v1\/things\/\{id\}.*\n.*extra/)
    }
    expect(refused).toHaveLength(2)
  })
})
