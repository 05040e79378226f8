import type { InquiryDetail } from '../../interface'
import { HistoryList } from '../../lib/ui/history/HistoryList'
import { historyQuery } from '../../lib/ui/history/query'
import { api } from '../../lib/api'
import { inquiryQueries } from './api'
import { useInquiryHistoryFields } from './history-fields'

/** Under the inquiry's own key: its writes (which invalidate `['inquiries']`) refresh it. */
export const inquiryHistoryQuery = (orderId: number) =>
  historyQuery([...inquiryQueries.all(), 'history', orderId], (query, signal) =>
    api.get('/inquiry/{orderId}/history', { path: { orderId }, query, signal }),
  )

/** The inquiry's history with its positions', each of those saying which position it is about. */
export function InquiryHistory({ inquiry }: { inquiry: InquiryDetail }) {
  const { fieldsOf } = useInquiryHistoryFields()
  return (
    <HistoryList
      query={inquiryHistoryQuery(inquiry.id)}
      fieldsOf={fieldsOf}
      positionTitle={(id) => inquiry.positions.find((position) => position.id === id)?.title}
    />
  )
}
