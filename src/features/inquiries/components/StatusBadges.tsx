import { Badge } from '@mantine/core'
import { useMessages } from '../../../lib/i18n'
import { inquiryMessages } from '../messages'

type Status = 'pending' | 'cancelled'

/** Inquiry status and position stage share their two values and their colours. */
export function StatusBadge({ status }: { status: Status }) {
  const t = useMessages(inquiryMessages)
  return status === 'pending' ? (
    <Badge color="blue" variant="light" miw="max-content">
      {t.pending}
    </Badge>
  ) : (
    <Badge color="gray" variant="light" miw="max-content">
      {t.cancelled}
    </Badge>
  )
}
