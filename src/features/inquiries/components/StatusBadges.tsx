import { Badge } from '@mantine/core'

type Status = 'pending' | 'cancelled'

/** Inquiry status and position stage share their two values and their colours. */
export function StatusBadge({ status }: { status: Status }) {
  return status === 'pending' ? (
    <Badge color="blue" variant="light" miw="max-content">
      Pending
    </Badge>
  ) : (
    <Badge color="gray" variant="light" miw="max-content">
      Cancelled
    </Badge>
  )
}
