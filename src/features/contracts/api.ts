import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  ConsultantList,
  ContractList,
  ContractRecord,
  CreateContractInput,
  EditContractInput,
  MessageBody,
} from '../../interface'
import { apiRequest } from '../../lib/api'
import type { ContractListSearch } from './search'

type Created = { message: string; id: number; the_contract_id: string }

export const contractQueries = {
  all: () => ['contracts'] as const,
  lists: () => [...contractQueries.all(), 'list'] as const,
  list: (query: ContractListSearch) =>
    queryOptions({
      queryKey: [...contractQueries.lists(), query] as const,
      queryFn: ({ signal }) => apiRequest<ContractList>('/contracts', { query, signal }),
      placeholderData: keepPreviousData,
    }),
  details: () => [...contractQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...contractQueries.details(), id] as const,
      queryFn: ({ signal }) => apiRequest<ContractRecord>(`/contracts/id/${id}`, { signal }),
    }),
}

export const consultantQueries = {
  search: (search: string) =>
    queryOptions({
      queryKey: ['consultants', 'search', search] as const,
      queryFn: ({ signal }) =>
        apiRequest<ConsultantList>('/consultants', { query: { search, limit: 20 }, signal }),
      staleTime: 60_000,
    }),
}

export function useCreateContract() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateContractInput) =>
      apiRequest<Created>('/contracts', { method: 'POST', body }),
    onSuccess: () => {
      // A new consultant may have been created with it.
      void queryClient.invalidateQueries({ queryKey: ['consultants'] })
      return queryClient.invalidateQueries({ queryKey: contractQueries.lists() })
    },
  })
}

export function useEditContract(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: EditContractInput) =>
      apiRequest<MessageBody>(`/contracts/id/${id}/edit`, { method: 'POST', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['consultants'] })
      return queryClient.invalidateQueries({ queryKey: contractQueries.all() })
    },
  })
}

export function useTerminateContract() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<MessageBody>(`/contracts/id/${id}`, { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      // The editor of the terminated contract is about to leave; refetching it would only 404.
      void queryClient.invalidateQueries({
        queryKey: contractQueries.detail(id).queryKey,
        refetchType: 'none',
      })
      return queryClient.invalidateQueries({ queryKey: contractQueries.lists() })
    },
  })
}
