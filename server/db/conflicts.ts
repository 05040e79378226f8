import { etagOf, matchesIfMatch, type IfMatch } from '../domain/etag'
import { ChangedSinceError } from '../domain/errors'
import { lastChange, type HistoryResource } from './history'
import type { Database } from './open'

/**
 * Refuses a write whose If-Match no longer meets the record: the caller has locked the record in
 * its transaction and read `current` (as GET answers it) after the lock, so nobody writes it between
 * this check and the write. Nothing to check without an If-Match.
 */
export async function expectUnchanged(
  db: Pick<Database, 'execute'>,
  expected: IfMatch | undefined,
  what: { label: string; resource: HistoryResource; id: number },
  current: unknown,
) {
  if (expected === undefined || matchesIfMatch(expected, etagOf(current))) return
  const last = await lastChange(db, what.resource, what.id)
  // An inquiry's entries include its positions': the message names what changed last.
  throw new ChangedSinceError(last?.positionId ? 'Position' : what.label, current, last)
}
