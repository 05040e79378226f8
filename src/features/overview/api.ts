import { queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api'

export const overviewQueries = {
  all: () => ['overview'] as const,
  /**
   * Figures move with every write anyone makes: asked again each time the page opens, unless they
   * were read in the last few seconds. Those seconds are the route's own read: its loader asks
   * while the page's code loads, and the page, mounted after, must not ask a second time. While
   * the page is open, the live feed's changes ask again.
   */
  get: () =>
    queryOptions({
      queryKey: overviewQueries.all(),
      queryFn: ({ signal }) => api.get('/overview', { signal }),
      staleTime: 5_000,
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
