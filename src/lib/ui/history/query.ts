import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query'
import type { HistoryPage } from '../../../interface'

export const HISTORY_PAGE_SIZE = 20

/**
 * One record's history, page after page (newest first). `queryKey` sits under the feature's own
 * key (`['contracts', 'history', 12]`), so the feature's writes, which invalidate that prefix on
 * success, refresh it.
 */
export function historyQuery(
  queryKey: QueryKey,
  read: (page: { page: number; per_page: number }, signal: AbortSignal) => Promise<HistoryPage>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      read({ page: pageParam, per_page: HISTORY_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: HistoryPage) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
    staleTime: 0,
  })
}
