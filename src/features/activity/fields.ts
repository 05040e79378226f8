import { useMemo } from 'react'
import type { HistoryEntry } from '../../interface'
import { capitalized } from '../../interface/record'
import type { HistoryFields } from '../../lib/ui/history/fields'
import { useContractHistoryFields } from '../contracts'
import { useInquiryHistoryFields } from '../inquiries'
import { useUserHistoryFields } from '../users'
import { recordFeatureOf, useRecordNames } from '../records'
import { useMessages } from '../../lib/i18n'
import { activityMessages } from './messages'

/** Any entry's field labels: its resource's (an inquiry's position's for those about one). */
export function useHistoryFieldsOf(): (entry: HistoryEntry) => HistoryFields {
  const contract = useContractHistoryFields()
  const inquiry = useInquiryHistoryFields()
  const user = useUserHistoryFields()
  const recordNames = useRecordNames()
  return useMemo(
    () => (entry: HistoryEntry) => {
      const words = recordNames(entry.resource)
      if (words)
        return Object.fromEntries(
          recordFeatureOf(entry.resource)!.resource.record.keys.map((key) => [
            key,
            { label: words[key] ?? key, kind: 'text' as const },
          ]),
        )
      return entry.resource === 'contract'
        ? contract
        : entry.resource === 'user'
          ? user
          : inquiry.fieldsOf(entry)
    },
    [contract, inquiry, user, recordNames],
  )
}

/**
 * A record's name, one (`resource_contract`) or many (`resources_contract`), in the activity's
 * words, or a record resource's own (src/features/records).
 */
export function useResourceNames() {
  const words = useMessages(activityMessages) as unknown as Record<string, string | undefined>
  const recordNames = useRecordNames()
  return {
    one: (resource: string) =>
      words[`resource_${resource}`] ?? capitalized(recordNames(resource)?.one ?? resource),
    many: (resource: string) =>
      words[`resources_${resource}`] ?? recordNames(resource)?.title ?? resource,
  }
}

/** Where an entry's record opens: the contract editor, the inquiry, the user's page. */
export function recordLink(entry: Pick<HistoryEntry, 'resource' | 'record_id'>) {
  const feature = recordFeatureOf(entry.resource)
  if (feature)
    return {
      to: `/${feature.resource.name}/$id/edit` as '/users/$userId/edit',
      params: { id: entry.record_id } as never,
    } as const
  if (entry.resource === 'contract')
    return { to: '/contracts/$contractId/edit', params: { contractId: entry.record_id } } as const
  if (entry.resource === 'inquiry')
    return { to: '/inquiries/$orderId', params: { orderId: entry.record_id } } as const
  return { to: '/users/$userId/edit', params: { userId: entry.record_id } } as const
}
