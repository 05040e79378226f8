import { queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api'

export const overviewQueries = {
  all: () => ['overview'] as const,
  /** Figures move with every write anyone makes: asked again each time the page opens. */
  get: () =>
    queryOptions({
      queryKey: overviewQueries.all(),
      queryFn: ({ signal }) => api.get('/overview', { signal }),
      staleTime: 0,
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
