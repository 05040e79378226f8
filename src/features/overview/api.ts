import { queryOptions } from '@tanstack/react-query'
import type { Overview } from '../../interface'
import { apiRequest } from '../../lib/api'

export const overviewQueries = {
  all: () => ['overview'] as const,
  /** Figures move with every write anyone makes: asked again each time the page opens. */
  get: () =>
    queryOptions({
      queryKey: overviewQueries.all(),
      queryFn: ({ signal }) => apiRequest<Overview>('/overview', { signal }),
      staleTime: 0,
    }),
}
