import type { ActivitySearch as ActivityListSearch } from '../../interface'
import type { HISTORY_RESOURCES } from '../../interface/resources'
import { LIST_SEARCH } from '../../lib/list-search-schemas'
import { listSearch } from '../../lib/url-search'

export { PER_PAGE_OPTIONS } from '../../lib/url-search'

export type ActivityResource = (typeof HISTORY_RESOURCES)[number]

/**
 * The activity list, as its URL says: which records, whose writes, from which day on (the API's
 * query of the list with `since` a day: ActivitySearch).
 */
export type ActivitySearch = ActivityListSearch

/** The activity list lives in the URL; anything malformed there falls back to a sensible default. */
export const ActivitySearch = listSearch<ActivitySearch>(LIST_SEARCH.activity)

/** The person filter's search box, which `/` focuses. */
export const ACTIVITY_SEARCH_ID = 'activity-person'
