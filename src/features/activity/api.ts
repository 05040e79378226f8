import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import dayjs from 'dayjs'
import { FRESH_AS_IT_OPENS_MS, api } from '../../lib/api'
import type { ActivitySearch } from './search'

export const activityQueries = {
  all: () => ['activity'] as const,
  /**
   * Every record's writes the filters select; `since` is a day, from its local midnight. Asked
   * again each time the page opens.
   */
  list: (search: ActivitySearch) =>
    queryOptions({
      queryKey: [...activityQueries.all(), 'list', search] as const,
      queryFn: ({ signal }) =>
        api.get('/activity', {
          query: {
            page: search.page,
            per_page: search.per_page,
            resource: search.resource,
            actor_id: search.actor_id,
            since: search.since && dayjs(search.since).startOf('day').toISOString(),
          },
          signal,
        }),
      placeholderData: keepPreviousData,
      staleTime: FRESH_AS_IT_OPENS_MS,
    }),
}
