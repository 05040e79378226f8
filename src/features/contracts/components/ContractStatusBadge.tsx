import { Badge } from '@mantine/core'
import type { ContractStatus } from '../../../interface'
import { STATUS_COLORS, STATUS_LABELS } from '../labels'

/** A dot of the status colour beside plain text: green or yellow text would fall below 4.5:1. */
export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="dot" miw="max-content">
      {STATUS_LABELS[status]}
    </Badge>
  )
}
