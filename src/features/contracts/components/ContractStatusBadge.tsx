import { Badge } from '@mantine/core'
import type { ContractStatus } from '../../../interface'
import { STATUS_COLORS, STATUS_LABELS } from '../labels'

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" miw="max-content">
      {STATUS_LABELS[status]}
    </Badge>
  )
}
