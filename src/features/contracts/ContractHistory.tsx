import { HistoryList } from '../../lib/ui/history/HistoryList'
import { historyQuery } from '../../lib/ui/history/query'
import { contractQueries } from './api'
import { useContractHistoryFields } from './history-fields'

/** Under the contract's own key: its edits (which invalidate `['contracts']`) refresh it. */
export const contractHistoryQuery = (id: number) =>
  historyQuery([...contractQueries.all(), 'history', id], `/contracts/id/${id}/history`)

export function ContractHistory({ contractId }: { contractId: number }) {
  const fields = useContractHistoryFields()
  return <HistoryList query={contractHistoryQuery(contractId)} fieldsOf={() => fields} />
}
