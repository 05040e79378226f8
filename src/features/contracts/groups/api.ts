import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ContractGroupsQuery } from '../../../interface'
import { api } from '../../../lib/api'
import { contractQueries } from '../api'

/** Every grouping's answers. */
export const GROUPS_KEY = [...contractQueries.lists(), 'groups'] as const

/**
 * The groups of what the list's filters select: under the lists' key, so every write that
 * refreshes the lists (an edit, an import, a live change) refreshes them too.
 */
export const contractGroupsQuery = (query: ContractGroupsQuery) =>
  queryOptions({
    queryKey: [...GROUPS_KEY, query] as const,
    queryFn: ({ signal }) => api.get('/contracts/groups', { query, signal }),
    placeholderData: keepPreviousData,
  })
