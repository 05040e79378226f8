import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  CreateViewInput,
  EditViewInput,
  Preferences,
  TableDensity,
  TableName,
  ViewResource,
} from '../../interface'
import { api } from '../../lib/api'

export const viewQueries = {
  all: () => ['views'] as const,
  list: (resource: ViewResource) =>
    queryOptions({
      queryKey: [...viewQueries.all(), resource] as const,
      queryFn: ({ signal }) =>
        api.get('/views', { query: { resource }, signal }).then((list) => list.views),
    }),
  /** Every view the person may see, of every list they may see (the command palette's). */
  everyList: () =>
    queryOptions({
      queryKey: [...viewQueries.all(), 'every list'] as const,
      queryFn: ({ signal }) => api.get('/views', { signal }).then((list) => list.views),
    }),
}

export function useCreateView() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateViewInput) => api.post('/views', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewQueries.all() }),
  })
}

export function useEditView() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...body }: EditViewInput & { id: number }) =>
      api.post('/views/{id}/edit', { path: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewQueries.all() }),
  })
}

export function useDeleteView() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete('/views/{id}', { path: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewQueries.all() }),
  })
}

export const preferenceQueries = {
  all: () => ['preferences'] as const,
  mine: () =>
    queryOptions({
      queryKey: preferenceQueries.all(),
      queryFn: ({ signal }) => api.get('/user/preferences', { signal }),
    }),
}

export type TableChange = {
  columns?: string[]
  density?: TableDensity
  widths?: Record<string, number>
  pinned?: string[]
}

/**
 * Changes one table's preferences at once on screen (the person is rearranging their table), and
 * puts the saved ones back when the server refuses.
 */
export function useEditTablePreferences(table: TableName) {
  const queryClient = useQueryClient()
  const key = preferenceQueries.all()
  return useMutation({
    mutationKey: key,
    mutationFn: (change: TableChange) =>
      api.post('/user/preferences', { body: { tables: { [table]: change } } }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData<Preferences>(key)
      if (before)
        queryClient.setQueryData<Preferences>(key, {
          tables: { ...before.tables, [table]: { ...before.tables[table], ...change } },
        })
      return { before }
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before)
    },
    // A later change still on its way wins over this answer.
    onSuccess: (saved) => {
      if (queryClient.isMutating({ mutationKey: key }) === 1) queryClient.setQueryData(key, saved)
    },
  })
}
