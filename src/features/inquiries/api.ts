import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  AddPositionBody,
  CreateInquiryBody,
  CreatedBody,
  IndustryList,
  InquiryDetail,
  InquiryList,
  InquiryListQuery,
  MessageBody,
} from '../../interface'
import { apiRecord, apiRequest } from '../../lib/api'

type InquiryCreated = { inquiry_id: string; status: 'pending'; id: number }

export const inquiryQueries = {
  all: () => ['inquiries'] as const,
  lists: () => [...inquiryQueries.all(), 'list'] as const,
  list: (query: InquiryListQuery) =>
    queryOptions({
      queryKey: [...inquiryQueries.lists(), query] as const,
      queryFn: ({ signal }) => apiRequest<InquiryList>('/inquiries', { query, signal }),
      placeholderData: keepPreviousData,
    }),
  details: () => [...inquiryQueries.all(), 'detail'] as const,
  detail: (orderId: number) =>
    queryOptions({
      queryKey: [...inquiryQueries.details(), orderId] as const,
      // With its ETag, which covers its positions too: cancelling either sends it as If-Match.
      queryFn: ({ signal }) => apiRecord<InquiryDetail>(`/inquiry/${orderId}`, { signal }),
    }),
}

export const industryQueries = {
  all: () =>
    queryOptions({
      queryKey: ['industries'] as const,
      queryFn: ({ signal }) => apiRequest<IndustryList>('/industries', { signal }),
      staleTime: 5 * 60_000,
    }),
}

export function useCreateInquiry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateInquiryBody) =>
      apiRequest<InquiryCreated>('/inquiries', { method: 'POST', body }),
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
      apiRequest<CreatedBody>(`/inquiry/${orderId}/positions`, { method: 'POST', body }),
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
    ({ etag }) =>
      apiRequest<MessageBody>(`/inquiry/${orderId}/cancel`, { method: 'POST', ifMatch: etag }),
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
      apiRequest<MessageBody>(`/inquiry/${orderId}/positions/${positionId}/cancel`, {
        method: 'POST',
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
