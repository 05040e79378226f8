import type { Listening } from './listen'
import type { Logger } from './log'

/**
 * Stops a server the way a deploy wants: no new connections, idle keep-alive connections closed,
 * every request in flight answered (its connection closes after the answer), at most `timeoutMs`;
 * then whatever is still open is cut. Resolves when no connection is left.
 */
export async function drain(
  { server, connections }: Listening,
  timeoutMs: number,
  log: Logger,
): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  connections.closeIdle()
  // A connection whose request began before the signal goes idle after its answer: close it then.
  const sweep = setInterval(() => connections.closeIdle(), 50)
  const timeout = setTimeout(() => {
    log.warn({ timeoutMs }, 'requests still in flight at the shutdown timeout: closing them')
    connections.closeAll()
  }, timeoutMs)
  try {
    await closed
  } finally {
    clearInterval(sweep)
    clearTimeout(timeout)
  }
}
