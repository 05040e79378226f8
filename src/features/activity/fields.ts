import { useMemo } from 'react'
import type { HistoryEntry } from '../../interface'
import type { HistoryFields } from '../../lib/ui/history/fields'
import { useContractHistoryFields } from '../contracts'
import { useInquiryHistoryFields } from '../inquiries'
import { useUserHistoryFields } from '../users'

/** Any entry's field labels: its resource's (an inquiry's position's for those about one). */
export function useHistoryFieldsOf(): (entry: HistoryEntry) => HistoryFields {
  const contract = useContractHistoryFields()
  const inquiry = useInquiryHistoryFields()
  const user = useUserHistoryFields()
  return useMemo(
    () => (entry: HistoryEntry) =>
      entry.resource === 'contract'
        ? contract
        : entry.resource === 'user'
          ? user
          : inquiry.fieldsOf(entry),
    [contract, inquiry, user],
  )
}

/** Where an entry's record opens: the contract editor, the inquiry, the user's page. */
export function recordLink(entry: Pick<HistoryEntry, 'resource' | 'record_id'>) {
  if (entry.resource === 'contract')
    return { to: '/contracts/$contractId/edit', params: { contractId: entry.record_id } } as const
  if (entry.resource === 'inquiry')
    return { to: '/inquiries/$orderId', params: { orderId: entry.record_id } } as const
  return { to: '/users/$userId/edit', params: { userId: entry.record_id } } as const
}
