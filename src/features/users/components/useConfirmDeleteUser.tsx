import { Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import type { UserRecord } from '../../../interface'
import { useDeleteUser } from '../api'

/** Asks before a soft delete, then reports how it went. */
export function useConfirmDeleteUser(onDeleted?: () => void) {
  const deleteUser = useDeleteUser()

  return (user: Pick<UserRecord, 'id' | 'name' | 'email'>) =>
    modals.openConfirmModal({
      title: `Delete ${user.name}?`,
      centered: true,
      children: (
        <Text size="sm">
          {user.name} ({user.email}) will no longer be able to sign in and will disappear from the
          users list.
        </Text>
      ),
      labels: { confirm: 'Delete user', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteUser.mutate(user.id, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: `${user.name} was deleted.` })
            onDeleted?.()
          },
          onError: (error) =>
            notifications.show({ color: 'red', title: 'Could not delete', message: error.message }),
        }),
    })
}
