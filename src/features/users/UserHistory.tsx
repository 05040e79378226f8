import { HistoryList } from '../../lib/ui/history/HistoryList'
import { historyQuery } from '../../lib/ui/history/query'
import { api } from '../../lib/api'
import { userQueries } from './api'
import { useUserHistoryFields } from './history-fields'

/** Under the user's own key: their edits (which invalidate `['users']`) refresh it. */
export const userHistoryQuery = (id: number) =>
  historyQuery([...userQueries.all(), 'history', id], (query, signal) =>
    api.get('/users/{id}/history', { path: { id }, query, signal }),
  )

export function UserHistory({ userId }: { userId: number }) {
  const fields = useUserHistoryFields()
  return <HistoryList query={userHistoryQuery(userId)} fieldsOf={() => fields} />
}
