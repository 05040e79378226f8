import { Badge } from '@mantine/core'
import type { UserType } from '../../../interface'

export function UserTypeBadge({ type }: { type: UserType }) {
  return type === 'admin' ? (
    <Badge color="grape" variant="light">
      Admin
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      Client
    </Badge>
  )
}
