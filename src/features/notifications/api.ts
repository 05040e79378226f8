import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { FollowResource, MarkReadBody } from '../../interface'
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
  follow: (resource: FollowResource, id: number) =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'follow', resource, id] as const,
      queryFn: ({ signal }) =>
        api.get('/follows/{resource}/{id}', { path: { resource, id }, signal }),
    }),
}

/** Follows or unfollows a record; the button shows the answer as soon as it is asked. */
export function useSetFollowing(resource: FollowResource, id: number) {
  const queryClient = useQueryClient()
  const key = notificationQueries.follow(resource, id).queryKey
  return useMutation({
    mutationFn: (following: boolean) =>
      following
        ? api.post('/follows', { body: { resource, id } })
        : api.delete('/follows/{resource}/{id}', { path: { resource, id } }),
    onMutate: (following) => {
      const before = queryClient.getQueryData(key)
      if (before) queryClient.setQueryData(key, { ...before, following })
      return { before }
    },
    onError: (_error, _following, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  })
}

export function useMarkRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: MarkReadBody) => api.post('/notifications/read', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationQueries.all() }),
  })
}
