import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { MarkReadBody } from '../../interface'
import { api } from '../../lib/api'

/** How many of the newest the inbox shows. */
export const INBOX_SIZE = 10

/**
 * Every query key starts with `['notifications']`: the live stream invalidates that prefix when a
 * notification arrives. Until it does, the inbox asks again every minute.
 */
export const notificationQueries = {
  all: () => ['notifications'] as const,
  inbox: () =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'inbox'] as const,
      queryFn: ({ signal }) =>
        api.get('/notifications', { query: { per_page: INBOX_SIZE }, signal }),
      refetchInterval: 60_000,
    }),
}

export function useMarkRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: MarkReadBody) => api.post('/notifications/read', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationQueries.all() }),
  })
}
