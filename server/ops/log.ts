import pino, { type Logger } from 'pino'

export type { Logger }

/**
 * One JSON line per event on stdout, written asynchronously (never a synchronous write on the
 * request path); `flushLog` before the process exits. `npm run dev` pipes it through pino-pretty.
 */
export function createLog(destination: pino.DestinationStream = pino.destination({ sync: false })) {
  return pino(
    {
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  )
}

/** The process's log: created on first use, so tests that pass their own never open stdout. */
let processLog: Logger | undefined
export const defaultLog = (): Logger => (processLog ??= createLog())

export function flushLog(): Promise<void> {
  if (!processLog) return Promise.resolve()
  return new Promise((resolve) => processLog!.flush(() => resolve()))
}
