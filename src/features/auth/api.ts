import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { SignInBody } from '../../interface'
import { api } from '../../lib/api'
import { applyPersonLocale } from '../../lib/i18n'
import { dropSessionToken, saveSession } from '../../lib/session'

export const authQueries = {
  all: () => ['auth'] as const,
  currentUser: () =>
    queryOptions({
      queryKey: [...authQueries.all(), 'current-user'] as const,
      queryFn: ({ signal }) => api.get('/user', { signal }),
      staleTime: 5 * 60_000,
    }),
}

export function useSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (credentials: SignInBody) => {
      const answer = await api.post('/auth/token', { body: credentials })
      // The person's language before their first page: it opens in it.
      await applyPersonLocale(answer.user.locale)
      return answer
    },
    onSuccess: ({ token, user }) => {
      saveSession(token, user.id)
      // Whatever was cached belonged to the session that ended.
      queryClient.clear()
      queryClient.setQueryData(authQueries.currentUser().queryKey, user)
    },
  })
}

export function useSignOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete('/auth/token'),
    // Signing out locally must work even when the server cannot be told.
    onSettled: () => {
      dropSessionToken()
      void applyPersonLocale(undefined)
      queryClient.clear()
    },
  })
}
