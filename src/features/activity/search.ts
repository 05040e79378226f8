import type { HISTORY_RESOURCES } from '../../interface/history-values'
import {
  dayOf,
  idOf,
  oneOf,
  pagingOf,
  present,
  searchSchema,
  type Paging,
} from '../../lib/url-search'

export { PER_PAGE_OPTIONS } from '../../lib/url-search'

export type ActivityResource = (typeof HISTORY_RESOURCES)[number]

/**
 * The interface's resources, written out: this module sits in the entry chunk, which would
 * otherwise take in the interface's list of actions too. `satisfies` and `Missing` keep the two
 * lists the same.
 */
const RESOURCES = ['contract', 'inquiry', 'user'] as const satisfies readonly ActivityResource[]
type Missing = Exclude<ActivityResource, (typeof RESOURCES)[number]>
/** Fails to compile while the interface has a resource the list above lacks. */
export type EveryResource = [Missing] extends [never] ? true : never
true satisfies EveryResource

/** The activity list, as its URL says: which records, whose writes, from which day on. */
export type ActivitySearch = Paging & {
  resource?: ActivityResource
  actor_id?: number
  since?: string
}

const resourceOf = oneOf(RESOURCES)
const actorOf = (value: unknown) =>
  typeof value === 'number'
    ? idOf(String(value))
    : typeof value === 'string'
      ? idOf(value)
      : undefined

/** The activity list lives in the URL; anything malformed there falls back to a sensible default. */
export const ActivitySearch = searchSchema((search): ActivitySearch =>
  present({
    ...pagingOf(search),
    resource: resourceOf(search.resource),
    actor_id: actorOf(search.actor_id),
    since: dayOf(search.since),
  }),
)

/** The person filter's search box, which `/` focuses. */
export const ACTIVITY_SEARCH_ID = 'activity-person'
