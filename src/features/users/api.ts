import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateUserBody, EditUserBody, UserListQuery } from '../../interface'
import { api } from '../../lib/api'

export const userQueries = {
  all: () => ['users'] as const,
  lists: () => [...userQueries.all(), 'list'] as const,
  list: (query: UserListQuery) =>
    queryOptions({
      queryKey: [...userQueries.lists(), query] as const,
      queryFn: ({ signal }) => api.get('/users', { query, signal }),
      placeholderData: keepPreviousData,
    }),
  details: () => [...userQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...userQueries.details(), id] as const,
      queryFn: ({ signal }) => api.record('/users/{id}', { path: { id }, signal }),
    }),
}

export function useCreateUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateUserBody) => api.post('/users', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueries.lists() }),
  })
}

export function useEditUser(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    /** `etag`: the version the person edited (the editor's); the profile's own edits send none. */
    mutationFn: ({ body, etag }: { body: EditUserBody; etag?: string }) =>
      api.post('/users/{id}/edit', { path: { id }, body, ifMatch: etag }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueries.all() }),
  })
}

export function useDeleteUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, etag }: { id: number; etag: string }) =>
      api.delete('/users/{id}', { path: { id }, ifMatch: etag }),
    onSuccess: (_answer, { id }) => {
      // The page showing the deleted user is about to leave; refetching it would only answer 404.
      void queryClient.invalidateQueries({
        queryKey: userQueries.detail(id).queryKey,
        refetchType: 'none',
      })
      return queryClient.invalidateQueries({ queryKey: userQueries.lists() })
    },
  })
}
