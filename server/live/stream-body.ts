/**
 * The body of one event stream: what the hub writes to it waits in a queue of its own until the
 * connection takes more, and what was written in the same moment (a read of the feed writes each
 * of its events to every stream) goes out as one chunk.
 *
 * Hono's `streamSSE` passes each write through a TransformStream and two readers, several promise
 * turns each: with 500 streams open, that machinery was most of the server's time spent on them
 * (a CPU profile, 2026-11-28). This is one ReadableStream, pulled by the server as it writes.
 */
export interface StreamBody {
  stream: ReadableStream<Uint8Array>
  /**
   * Queues `text`. Past `mostBytes` not yet taken by the connection (a client that stopped reading
   * but keeps its connection) the stream ends and what waits is dropped: its memory is freed and
   * the client replays what it missed when it reconnects. `replayed` text (the replay on
   * subscribing, bounded by the hub) is never cut, or a long replay could never be read.
   */
  write: (text: string, replayed?: boolean) => void
  /** Ends the stream once what waits has gone out (a revoked token, the server stopping). */
  close: () => void
  /** Settles when the stream has ended, for whatever reason. */
  ended: Promise<void>
}

export function streamBody(mostBytes: number): StreamBody {
  const encoder = new TextEncoder()
  let waiting: string[] = []
  let waitingBytes = 0
  let wanted = false
  let over = false
  let controller!: ReadableStreamDefaultController<Uint8Array>
  let settle: () => void = () => {}
  const ended = new Promise<void>((resolve) => (settle = resolve))

  const take = () => {
    const chunk = encoder.encode(waiting.join(''))
    waiting = []
    waitingBytes = 0
    return chunk
  }
  const flush = () => {
    if (over || !wanted || waiting.length === 0) return
    wanted = false
    controller.enqueue(take())
  }
  const end = (keepWaiting: boolean) => {
    if (over) return
    over = true
    if (keepWaiting && waiting.length > 0) controller.enqueue(take())
    waiting = []
    waitingBytes = 0
    controller.close()
    settle()
  }

  const stream = new ReadableStream<Uint8Array>(
    {
      start: (given) => {
        controller = given
      },
      pull: () => {
        wanted = true
        flush()
      },
      cancel: () => {
        over = true
        waiting = []
        settle()
      },
    },
    { highWaterMark: 0 },
  )

  return {
    stream,
    write: (text, replayed = false) => {
      if (over) return
      const bytes = Buffer.byteLength(text)
      if (!replayed && waitingBytes + bytes > mostBytes) return end(false)
      waiting.push(text)
      waitingBytes += bytes
      if (waiting.length === 1) queueMicrotask(flush)
    },
    close: () => end(true),
    ended,
  }
}
