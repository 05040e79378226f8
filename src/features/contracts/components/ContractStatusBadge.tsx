import { Badge } from '@mantine/core'
import type { ContractStatus } from '../../../interface'
import { STATUS_COLORS, statusLabels } from '../labels'
import { useMessages } from '../../../lib/i18n'
import { contractMessages } from '../messages'

/** A dot of the status colour beside plain text: green or yellow text would fall below 4.5:1. */
export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const t = useMessages(contractMessages)
  return (
    <Badge color={STATUS_COLORS[status]} variant="dot" miw="max-content">
      {statusLabels(t)[status]}
    </Badge>
  )
}
