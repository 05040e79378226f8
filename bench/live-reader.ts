/**
 * The `live` part's stream reader, a child process of the load client (bench/live.ts forks it):
 * it opens the event streams, parses them (eventsource-parser) and reports each change event's
 * arrival back, so that reading 500 streams costs the load client's event loop nothing but a
 * message every 100 ms. Times are milliseconds since the epoch with the sub-millisecond precision
 * of performance.now() (performance.timeOrigin + performance.now(), as the load client turns its
 * own times into), so a write's start and an event's arrival in the two processes compare exactly.
 *
 * Messages in: `open` (the streams: url and token each), `clock` (answered at once with this
 * process's time), `close`. Out: `opened` (each stream's ready id), `arrivals` (batches of
 * [stream, event id, time], first arrivals only), `clock`, `closed` (per stream: duplicates,
 * resets, keep-alives, whether its body ended before it was closed), `failed`.
 */
import { createParser, type EventSourceMessage } from 'eventsource-parser'

export interface ReaderStream {
  url: string
  token: string
}

export interface StreamTally {
  duplicates: number
  resets: number
  keepAlives: number
  /** The body ended before the reader closed it. */
  endedEarly: boolean
}

export type ToReader =
  { type: 'open'; streams: ReaderStream[]; width: number } | { type: 'clock' } | { type: 'close' }

export type FromReader =
  | { type: 'opened'; readyIds: (number | null)[] }
  /** [stream index, event id, arrival (ms since the epoch)] */
  | { type: 'arrivals'; batch: [number, number, number][] }
  | { type: 'clock'; at: number }
  | { type: 'closed'; tallies: StreamTally[] }
  | { type: 'failed'; message: string }

/** How often arrivals are sent back, ms. */
const BATCH_MS = 100

const now = () => performance.timeOrigin + performance.now()

interface Open extends StreamTally {
  readyId: number | null
  seen: Set<number>
  close: () => Promise<void>
}

let batch: [number, number, number][] = []
const send = (message: FromReader) =>
  new Promise<void>((resolve, reject) =>
    process.send!(message, undefined, {}, (err) => (err ? reject(err) : resolve())),
  )
const flush = async () => {
  if (!batch.length) return
  const out = batch
  batch = []
  await send({ type: 'arrivals', batch: out })
}
const flusher = setInterval(() => void flush(), BATCH_MS)

/** One stream, read as it arrives; resolves once `ready` (or `reset`) came. */
async function openStream(index: number, { url, token }: ReaderStream): Promise<Open> {
  const controller = new AbortController()
  const response = await fetch(`${url}/api/v1/events`, {
    headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
    signal: controller.signal,
  })
  if (response.status !== 200 || !response.body)
    throw new Error(`GET /api/v1/events answered ${response.status}`)
  let readied: () => void = () => {}
  const ready = new Promise<void>((resolve) => (readied = resolve))
  let closing = false
  const stream: Open = {
    readyId: null,
    seen: new Set(),
    duplicates: 0,
    resets: 0,
    keepAlives: 0,
    endedEarly: false,
    close: async () => {
      closing = true
      controller.abort()
      await pump
    },
  }
  const parser = createParser({
    onEvent: (message: EventSourceMessage) => {
      const at = now()
      if (message.event === 'ready') {
        stream.readyId = (JSON.parse(message.data) as { last_event_id: number }).last_event_id
        readied()
      } else if (message.event === 'change') {
        const id = Number(message.id)
        if (stream.seen.has(id)) stream.duplicates += 1
        else {
          stream.seen.add(id)
          batch.push([index, id, at])
        }
      } else if (message.event === 'reset') {
        stream.resets += 1
        readied()
      }
    },
    onComment: () => {
      stream.keepAlives += 1
    },
  })
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  const pump = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        parser.feed(decoder.decode(value, { stream: true }))
      }
    } catch {
      // aborted
    }
    if (!closing) stream.endedEarly = true
    readied()
  })()
  await ready
  return stream
}

let streams: Open[] = []

process.on('message', (message: ToReader) => {
  void (async () => {
    try {
      if (message.type === 'clock') await send({ type: 'clock', at: now() })
      else if (message.type === 'open') {
        const { streams: wanted, width } = message
        for (let i = 0; i < wanted.length; i += width)
          streams.push(
            ...(await Promise.all(
              wanted.slice(i, i + width).map((s, j) => openStream(streams.length + j, s)),
            )),
          )
        await send({ type: 'opened', readyIds: streams.map((s) => s.readyId) })
      } else if (message.type === 'close') {
        await Promise.all(streams.map((s) => s.close()))
        clearInterval(flusher)
        await flush()
        await send({
          type: 'closed',
          tallies: streams.map(({ duplicates, resets, keepAlives, endedEarly }) => ({
            duplicates,
            resets,
            keepAlives,
            endedEarly,
          })),
        })
        streams = []
        process.exit(0)
      }
    } catch (err) {
      await send({ type: 'failed', message: String(err) })
    }
  })()
})
