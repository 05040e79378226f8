import { queryOptions } from '@tanstack/react-query'
import type { CompanyList } from '../../interface'
import { apiRequest } from '../../lib/api'

export const companyQueries = {
  all: () => ['companies'] as const,
  search: (search: string) =>
    queryOptions({
      queryKey: [...companyQueries.all(), 'search', search] as const,
      queryFn: ({ signal }) =>
        apiRequest<CompanyList>('/companies', { query: { search, limit: 20 }, signal }),
      staleTime: 60_000,
    }),
}
