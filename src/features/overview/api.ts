import { queryOptions } from '@tanstack/react-query'
import { FRESH_AS_IT_OPENS_MS, api } from '../../lib/api'

export const overviewQueries = {
  all: () => ['overview'] as const,
  /**
   * Figures move with every write anyone makes: asked again each time the page opens, and while it
   * is open, at the live feed's changes.
   */
  get: () =>
    queryOptions({
      queryKey: overviewQueries.all(),
      queryFn: ({ signal }) => api.get('/overview', { signal }),
      staleTime: FRESH_AS_IT_OPENS_MS,
    }),
}

export const activityQueries = {
  /** Admins: the newest writes to any contract, inquiry or user. */
  newest: () =>
    queryOptions({
      queryKey: ['activity', 'newest'] as const,
      queryFn: ({ signal }) => api.get('/activity', { query: { per_page: 8 }, signal }),
      staleTime: 0,
    }),
}
