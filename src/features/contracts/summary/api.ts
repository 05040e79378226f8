import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ContractExportInput } from '../../../interface'
import { api } from '../../../lib/api'
import { contractQueries } from '../api'
import type { ContractListSearch } from '../search'

/** Every summary's answers. */
export const SUMMARY_KEY = [...contractQueries.lists(), 'summary'] as const

/**
 * The sums of what the list shows: under the lists' key, so every write that refreshes the lists
 * (an edit, an import, a live change) refreshes them too.
 */
export const contractSummaryQuery = (
  query: Omit<Partial<ContractListSearch>, 'page' | 'per_page' | 'sort'> &
    Pick<ContractExportInput, 'ids'>,
) =>
  queryOptions({
    queryKey: [...SUMMARY_KEY, query] as const,
    queryFn: ({ signal }) => api.get('/contracts/summary', { query, signal }),
    placeholderData: keepPreviousData,
  })
