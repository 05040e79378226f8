// Plain values without zod, as contract-values.ts: the server's schema reads them too. The records
// the history keeps are derived from the resources' declarations (HISTORY_RESOURCES in resources.ts).

/** What a write did to its record. */
export const HISTORY_ACTIONS = [
  'created',
  'updated',
  'cancelled',
  'terminated',
  'restored',
  'deleted',
] as const
