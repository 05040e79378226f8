import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
// Only types from the interface: a schema imported here would keep the contract pages' first reads
// waiting for the signed-in code (the `app` chunk), as the CSV import's did (now in import/api.ts).
import type {
  BulkContractsBody,
  CreateContractInput,
  CreateTermInput,
  EditContractInput,
  ExtendContractInput,
} from '../../interface'
import { api } from '../../lib/api'
import { type ContractListSearch, listQueryOf } from './search'

export const contractQueries = {
  all: () => ['contracts'] as const,
  lists: () => [...contractQueries.all(), 'list'] as const,
  list: (search: ContractListSearch) => {
    const query = listQueryOf(search)
    return queryOptions({
      queryKey: [...contractQueries.lists(), query] as const,
      queryFn: ({ signal }) => api.get('/contracts', { query, signal }),
      placeholderData: keepPreviousData,
    })
  },
  details: () => [...contractQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...contractQueries.details(), id] as const,
      queryFn: ({ signal }) => api.record('/contracts/id/{id}', { path: { id }, signal }),
    }),
  /** Under the contract's own key: every write of it (an edit too) refreshes its terms. */
  terms: (id: number) =>
    queryOptions({
      queryKey: [...contractQueries.all(), 'terms', id] as const,
      queryFn: ({ signal }) => api.get('/contracts/id/{id}/terms', { path: { id }, signal }),
    }),
}

export const consultantQueries = {
  search: (search: string) =>
    queryOptions({
      queryKey: ['consultants', 'search', search] as const,
      queryFn: ({ signal }) => api.get('/consultants', { query: { search, limit: 20 }, signal }),
      staleTime: 60_000,
    }),
}

export function useCreateContract() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateContractInput) => api.post('/contracts', { body }),
    onSuccess: () => {
      // A new consultant may have been created with it.
      void queryClient.invalidateQueries({ queryKey: ['consultants'] })
      return queryClient.invalidateQueries({ queryKey: contractQueries.lists() })
    },
  })
}

/** An edit of the fields sent; refused (412) when the contract is no longer the version `etag`. */
export const editContract = ({
  id,
  body,
  etag,
}: {
  id: number
  body: EditContractInput
  etag: string
}) => api.post('/contracts/id/{id}/edit', { path: { id }, body, ifMatch: etag })

export function useEditContract(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (edit: { body: EditContractInput; etag: string }) => editContract({ id, ...edit }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['consultants'] })
      return queryClient.invalidateQueries({ queryKey: contractQueries.all() })
    },
  })
}

/**
 * A term's write moves the contract on (its version, maybe today's prices, its end): its detail,
 * terms, history and the lists are read again, and the promise waits for those on screen.
 */
function useTermWrite<Variables, Answer>(write: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractQueries.all() }),
  })
}

/** A rate or workload change from a day on. */
export function useAddContractTerm(id: number) {
  return useTermWrite((body: CreateTermInput) =>
    api.post('/contracts/id/{id}/terms', { path: { id }, body }),
  )
}

/** Takes back a term that has not started yet. */
export function useRemoveContractTerm(id: number) {
  return useTermWrite((termId: number) =>
    api.delete('/contracts/id/{id}/terms/{termId}', { path: { id, termId } }),
  )
}

/** Moves the end later, with new prices or allocation from the day after the old end. */
export function useExtendContract(id: number) {
  return useTermWrite((body: ExtendContractInput) =>
    api.post('/contracts/id/{id}/extend', { path: { id }, body }),
  )
}

export function useTerminateContract() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, etag }: { id: number; etag: string }) =>
      api.delete('/contracts/id/{id}', { path: { id }, ifMatch: etag }),
    onSuccess: (_answer, { id }) => {
      // The editor of the terminated contract is about to leave; refetching it would only 404.
      void queryClient.invalidateQueries({
        queryKey: contractQueries.detail(id).queryKey,
        refetchType: 'none',
      })
      return queryClient.invalidateQueries({ queryKey: contractQueries.lists() })
    },
  })
}

/** Brings terminated contracts back (the Undo after a terminate), one request each. */
export function useRestoreContracts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (ids: number[]) => {
      for (const id of ids) await api.post('/contracts/id/{id}/restore', { path: { id } })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractQueries.all() }),
  })
}

/** Sets the status of, or terminates, many contracts in one request: all of them or none. */
export function useBulkContracts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: BulkContractsBody) => api.post('/contracts/bulk', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractQueries.all() }),
  })
}

/**
 * The ids of the first `most` contracts the list's filters match, in its order, read a hundred at
 * a time (the most a page holds).
 */
export async function fetchMatchingContractIds(
  filters: ContractListSearch,
  most: number,
  signal?: AbortSignal,
): Promise<number[]> {
  const ids: number[] = []
  for (let page = 1; ids.length < most; page++) {
    const list = await api.get('/contracts', {
      query: { ...filters, page, per_page: 100 },
      signal,
    })
    ids.push(...list.contracts.map((contract) => contract.id))
    if (page >= list.last_page) break
  }
  return ids.slice(0, most)
}
