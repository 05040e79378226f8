import { queryOptions } from '@tanstack/react-query'
import type { ContractRecord } from '../../interface'
import { api } from '../../lib/api'
import type { RowFilter } from './filter-keys'

const NAME_IN: Record<RowFilter, (contract: ContractRecord) => string | null> = {
  client_company_id: (contract) => contract.client_company.name,
  vendor_company_id: (contract) => contract.vendor_company.name,
  consultant_id: (contract) => contract.consultant?.name ?? null,
}

/**
 * The name of the company or consultant a filter's id names, for its chip: the URL keeps only the
 * id. A pick puts the name here at once; after a reload it is read from a contract that the filter
 * alone selects (null when none does: then the list is empty anyway).
 */
export const filterNameQuery = (filter: RowFilter, id: number) =>
  queryOptions({
    queryKey: ['contract-filter-names', filter, id] as const,
    queryFn: async ({ signal }) => {
      const answer = await api.get('/contracts', {
        query: { [filter]: id, per_page: 1 },
        signal,
      })
      const contract = answer.contracts[0]
      return contract ? NAME_IN[filter](contract) : null
    },
    staleTime: Infinity,
  })
