import { HistoryList } from '../../lib/ui/history/HistoryList'
import { historyQuery } from '../../lib/ui/history/query'
import { api } from '../../lib/api'
import { contractQueries } from './api'
import { useContractHistoryFields } from './history-fields'

/** Under the contract's own key: its edits (which invalidate `['contracts']`) refresh it. */
export const contractHistoryQuery = (id: number) =>
  historyQuery([...contractQueries.all(), 'history', id], (query, signal) =>
    api.get('/contracts/id/{id}/history', { path: { id }, query, signal }),
  )

export function ContractHistory({ contractId }: { contractId: number }) {
  const fields = useContractHistoryFields()
  return <HistoryList query={contractHistoryQuery(contractId)} fieldsOf={() => fields} />
}
