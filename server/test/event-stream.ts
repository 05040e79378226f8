import { createParser, type EventSourceMessage } from 'eventsource-parser'

/** One message of an event stream as it came: its id, kind and parsed data. */
export interface StreamMessage {
  id: number | undefined
  event: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever came back
  data: any
}

/**
 * Reads an event stream answer as it arrives: every message in `messages`, every comment in
 * `comments`; `next` waits for a message the predicate takes; `close` cancels the body (the
 * server sees the stream end, as when a browser tab closes).
 */
export function readStream(response: Response) {
  const messages: StreamMessage[] = []
  const comments: string[] = []
  const waiters = new Set<() => void>()
  const wake = () => {
    for (const waiter of waiters) waiter()
  }
  const parser = createParser({
    onEvent: (message: EventSourceMessage) => {
      chunkOf.set(messages.length, chunks)
      messages.push({
        id: message.id === undefined ? undefined : Number(message.id),
        event: message.event ?? 'message',
        data: message.data ? JSON.parse(message.data) : undefined,
      })
      wake()
    },
    onComment: (comment) => {
      comments.push(comment.trim())
      wake()
    },
  })
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let ended = false
  let chunks = 0
  /** By message index, the chunk of the body it came in (0, 1, …): messages sent in one go share one. */
  const chunkOf = new Map<number, number>()
  const pump = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        parser.feed(decoder.decode(value, { stream: true }))
        chunks += 1
      }
    } catch {
      // cancelled
    }
    ended = true
    wake()
  })()

  /** Waits (up to `timeoutMs`) until `ready()` holds; fails naming `what` when it never does. */
  async function until(ready: () => boolean, what: string, timeoutMs = 5000) {
    if (ready()) return
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(check)
        reject(new Error(`Timed out waiting for ${what}; got ${JSON.stringify(messages)}`))
      }, timeoutMs)
      const check = () => {
        if (!ready() && !ended) return
        clearTimeout(timer)
        waiters.delete(check)
        if (ready()) resolve()
        else reject(new Error(`The stream ended before ${what}; got ${JSON.stringify(messages)}`))
      }
      waiters.add(check)
    })
  }

  return {
    status: response.status,
    headers: response.headers,
    messages,
    comments,
    /** Which chunk of the body `message` came in: messages sent in one go share one. */
    chunkOf: (message: StreamMessage) => chunkOf.get(messages.indexOf(message)),
    /** The `change` events so far. */
    changes: () => messages.filter((m) => m.event === 'change'),
    until,
    /** The first message after the first `skip` that `match` takes. */
    async next(match: (message: StreamMessage) => boolean, what: string, timeoutMs?: number) {
      await until(() => messages.some(match), what, timeoutMs)
      return messages.find(match)!
    },
    /** Waits (up to `timeoutMs`) until the server has ended the stream. */
    end: (timeoutMs?: number) => until(() => ended, 'the end of the stream', timeoutMs),
    async close() {
      await reader.cancel().catch(() => {})
      await pump
    },
  }
}

export type EventStream = ReturnType<typeof readStream>

/**
 * An answer's text; of an event stream, only its first message (then it is closed): a test that
 * sends any request reads every answer so, and a stream would never end.
 */
export async function answerText(response: Response): Promise<string> {
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) return response.text()
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  while (!text.includes('\n\n')) {
    const { done, value } = await reader.read()
    if (done) break
    text += decoder.decode(value, { stream: true })
  }
  await reader.cancel()
  return text
}
