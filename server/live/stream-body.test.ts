import { describe, expect, it } from 'vitest'
import { streamBody } from './stream-body'

const decoder = new TextDecoder()
const text = async (read: Promise<ReadableStreamReadResult<Uint8Array>>) => {
  const { done, value } = await read
  return done ? undefined : decoder.decode(value)
}

describe('an event stream’s body', () => {
  it('sends what is written in one moment as one chunk, and later writes in the next', async () => {
    const body = streamBody(1_000)
    const reader = body.stream.getReader()
    body.write('a')
    body.write('b')
    body.write('c')
    expect(await text(reader.read())).toBe('abc')
    const next = reader.read()
    body.write('d')
    expect(await text(next)).toBe('d')
  })

  it('holds what the connection has not taken, and sends it all when it asks again', async () => {
    const body = streamBody(1_000)
    const reader = body.stream.getReader()
    body.write('first')
    await new Promise((resolve) => setTimeout(resolve, 10))
    body.write(' second')
    expect(await text(reader.read())).toBe('first second')
  })

  it('past its limit ends the stream and drops what waits; replayed text is never cut', async () => {
    const body = streamBody(10)
    const reader = body.stream.getReader()
    body.write('0123456789abcdef', true)
    expect(await text(reader.read())).toBe('0123456789abcdef')
    body.write('01234')
    body.write('56789')
    body.write('x')
    expect(await text(reader.read())).toBeUndefined()
    await body.ended
  })

  it('closed, it sends what waits and then ends', async () => {
    const body = streamBody(1_000)
    const reader = body.stream.getReader()
    body.write('last words')
    body.close()
    body.write('too late')
    expect(await text(reader.read())).toBe('last words')
    expect(await text(reader.read())).toBeUndefined()
    await body.ended
  })

  it('ends when the client goes away', async () => {
    const body = streamBody(1_000)
    let ended = false
    void body.ended.then(() => (ended = true))
    await body.stream.cancel()
    await Promise.resolve()
    expect(ended).toBe(true)
  })
})
