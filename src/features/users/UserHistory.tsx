import { HistoryList } from '../../lib/ui/history/HistoryList'
import { historyQuery } from '../../lib/ui/history/query'
import { userQueries } from './api'
import { useUserHistoryFields } from './history-fields'

/** Under the user's own key: their edits (which invalidate `['users']`) refresh it. */
export const userHistoryQuery = (id: number) =>
  historyQuery([...userQueries.all(), 'history', id], `/users/${id}/history`)

export function UserHistory({ userId }: { userId: number }) {
  const fields = useUserHistoryFields()
  return <HistoryList query={userHistoryQuery(userId)} fieldsOf={() => fields} />
}
