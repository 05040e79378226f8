import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { CreatedBody, HistoryPage, MessageBody, RECORD_RESOURCES } from '../../interface'
import type { RecordListQuery, RecordResource, RecordTexts } from '../../interface/record'
import { send, type RequestOptions, type Tagged } from '../../lib/api'
import { historyQuery } from '../../lib/ui/history/query'

/**
 * A record resource's calls. Its paths are its name's, so they are typed by its declaration's
 * schemas instead of by path: every answer is parsed with the schema its route declares.
 */
async function call<T>(
  path: string,
  schema: z.ZodType<T>,
  options: Omit<RequestOptions, 'signal'> = {},
  signal?: AbortSignal,
): Promise<{ body: T; etag: string }> {
  const { body, response } = await send<unknown>(path, { ...options, signal })
  return { body: schema.parse(body), etag: response.headers.get('ETag') ?? '' }
}

/** The queries of the record resource whose list is `name` (the route tree knows only names). */
export const recordQueriesOf = (name: string) =>
  recordQueries(RECORD_RESOURCES.find((resource) => resource.name === name)!)

export function recordQueries(resource: RecordResource) {
  const { name, record } = resource
  const all = [name] as const
  return {
    all: () => all,
    lists: () => [...all, 'list'] as const,
    list: (query: RecordListQuery) =>
      queryOptions({
        queryKey: [...all, 'list', query] as const,
        queryFn: async ({ signal }) =>
          (await call(`/${name}`, record.List, { query }, signal)).body,
        placeholderData: keepPreviousData,
      }),
    detail: (id: number) =>
      queryOptions({
        queryKey: [...all, 'detail', id] as const,
        queryFn: async ({ signal }): Promise<Tagged<z.output<typeof record.Record>>> => {
          const { body, etag } = await call(`/${name}/${id}`, record.Record, {}, signal)
          return { record: body, etag }
        },
      }),
    /** Under the resource's key: its writes, which invalidate it, refresh it. */
    history: (id: number) =>
      historyQuery([...all, 'history', id], async (query, signal) => {
        return (await call(`/${name}/${id}/history`, HistoryPage, { query }, signal)).body
      }),
  }
}

/** Create, edit and delete; each refreshes the resource's lists (an edit also its record). */
export function useRecordWrites(resource: RecordResource) {
  const queryClient = useQueryClient()
  const queries = recordQueries(resource)
  const { name } = resource
  const refresh = () => queryClient.invalidateQueries({ queryKey: queries.all() })
  return {
    create: useMutation({
      mutationFn: async (body: RecordTexts) =>
        (await call(`/${name}`, CreatedBody, { method: 'POST', body })).body,
      onSuccess: refresh,
    }),
    edit: useMutation({
      mutationFn: ({ id, body, etag }: { id: number; body: RecordTexts; etag: string }) =>
        call(`/${name}/${id}/edit`, MessageBody, { method: 'POST', body, ifMatch: etag }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: ({ id, etag }: { id: number; etag: string }) =>
        call(`/${name}/${id}`, MessageBody, { method: 'DELETE', ifMatch: etag }),
      onSuccess: (_answer, { id }) => {
        void queryClient.invalidateQueries({
          queryKey: queries.detail(id).queryKey,
          refetchType: 'none',
        })
        return queryClient.invalidateQueries({ queryKey: queries.lists() })
      },
    }),
  }
}
