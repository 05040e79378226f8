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
  // A contract's terms and period over time: a term added or removed, the end moved later.
  'term_added',
  'term_removed',
  'extended',
  // A contract created or updated by a CSV import.
  'imported',
  // A contract's document uploaded or deleted.
  'document_added',
  'document_removed',
] as const
