import { queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api'

export const companyQueries = {
  all: () => ['companies'] as const,
  search: (search: string) =>
    queryOptions({
      queryKey: [...companyQueries.all(), 'search', search] as const,
      queryFn: ({ signal }) => api.get('/companies', { query: { search, limit: 20 }, signal }),
      staleTime: 60_000,
    }),
}
