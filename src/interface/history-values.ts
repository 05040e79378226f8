// Plain values without zod, as contract-values.ts: the server's schema reads them too.

/** The records whose writes the history keeps. */
export const HISTORY_RESOURCES = ['contract', 'inquiry', 'user'] as const

/** What a write did to its record. */
export const HISTORY_ACTIONS = [
  'created',
  'updated',
  'cancelled',
  'terminated',
  'restored',
  'deleted',
] as const
