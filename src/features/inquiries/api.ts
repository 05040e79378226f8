import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  AddPositionBody,
  CreateInquiryBody,
  InquiryDetail,
  InquiryListQuery,
  MessageBody,
} from '../../interface'
import { api } from '../../lib/api'

export const inquiryQueries = {
  all: () => ['inquiries'] as const,
  lists: () => [...inquiryQueries.all(), 'list'] as const,
  list: (query: InquiryListQuery) =>
    queryOptions({
      queryKey: [...inquiryQueries.lists(), query] as const,
      queryFn: ({ signal }) => api.get('/inquiries', { query, signal }),
      placeholderData: keepPreviousData,
    }),
  details: () => [...inquiryQueries.all(), 'detail'] as const,
  detail: (orderId: number) =>
    queryOptions({
      queryKey: [...inquiryQueries.details(), orderId] as const,
      // With its ETag, which covers its positions too: cancelling either sends it as If-Match.
      queryFn: ({ signal }) => api.record('/inquiry/{orderId}', { path: { orderId }, signal }),
    }),
}

export const industryQueries = {
  all: () =>
    queryOptions({
      queryKey: ['industries'] as const,
      queryFn: ({ signal }) => api.get('/industries', { signal }),
      staleTime: 5 * 60_000,
    }),
}

export function useCreateInquiry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateInquiryBody) => api.post('/inquiries', { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inquiryQueries.lists() }),
        // A typed industry name may have created a new one.
        queryClient.invalidateQueries({ queryKey: industryQueries.all().queryKey }),
      ]),
  })
}

export function useAddPosition(orderId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AddPositionBody) =>
      api.post('/inquiry/{orderId}/positions', { path: { orderId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiryQueries.all() }),
  })
}

/**
 * Shows a cancellation on the inquiry's page before the server answers; puts the page back as it
 * was if the server refuses. Lists are refetched either way.
 */
function useOptimisticCancel<Variables>(
  orderId: number,
  request: (variables: Variables) => Promise<MessageBody>,
  cancelled: (inquiry: InquiryDetail, variables: Variables) => InquiryDetail,
) {
  const queryClient = useQueryClient()
  const { queryKey } = inquiryQueries.detail(orderId)
  return useMutation({
    mutationFn: request,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey })
      const before = queryClient.getQueryData(queryKey)
      if (before)
        queryClient.setQueryData(queryKey, {
          ...before,
          record: cancelled(before.record, variables),
        })
      return { before }
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: inquiryQueries.all() }),
  })
}

/** `etag`: the inquiry's, as the person saw it; changed since, the server refuses (412). */
export function useCancelInquiry(orderId: number) {
  return useOptimisticCancel<{ etag: string }>(
    orderId,
    ({ etag }) => api.post('/inquiry/{orderId}/cancel', { path: { orderId }, ifMatch: etag }),
    (inquiry) => ({
      ...inquiry,
      status: 'cancelled',
      positions: inquiry.positions.map((position) => ({ ...position, stage: 'cancelled' })),
    }),
  )
}

/** A position has no ETag of its own: `etag` is its inquiry's. */
export function useCancelPosition(orderId: number) {
  return useOptimisticCancel<{ positionId: number; etag: string }>(
    orderId,
    ({ positionId, etag }) =>
      api.post('/inquiry/{orderId}/positions/{positionId}/cancel', {
        path: { orderId, positionId },
        ifMatch: etag,
      }),
    (inquiry, { positionId }) => ({
      ...inquiry,
      positions: inquiry.positions.map((position) =>
        position.id === positionId ? { ...position, stage: 'cancelled' } : position,
      ),
    }),
  )
}
