import { Badge } from '@mantine/core'
import type { UserType } from '../../../interface'
import { useMessages } from '../../../lib/i18n'
import { userMessages } from '../messages'

export function UserTypeBadge({ type }: { type: UserType }) {
  const t = useMessages(userMessages)
  return type === 'admin' ? (
    <Badge color="grape" variant="light">
      {t.admin}
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      {t.client}
    </Badge>
  )
}
