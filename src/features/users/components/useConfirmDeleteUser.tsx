import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import type { UserRecord } from '../../../interface'
import { type ConditionalWrite, useConfirm } from '../../../lib/ui/confirm'
import { userQueries, useDeleteUser } from '../api'
import { useMessages } from '../../../lib/i18n'
import { userMessages } from '../messages'

type Deletable = Pick<UserRecord, 'id' | 'name' | 'email'>

/**
 * Asks before a soft delete, then reports how it went. The delete is conditional on the version
 * the person looked at: changed meanwhile (412), they are told by whom, shown the user as it is now
 * and asked again.
 */
export function useConfirmDeleteUser(onDeleted?: () => void) {
  const deleteUser = useDeleteUser()
  const queryClient = useQueryClient()
  const t = useMessages(userMessages)
  const write: ConditionalWrite<Deletable, UserRecord> = {
    question: (user) => ({
      title: t.deleteTitle({ name: user.name }),
      children: t.deleteText({ name: user.name, email: user.email }),
      confirm: t.deleteButton,
      cancel: t.cancel,
    }),
    run: (user, etag) => deleteUser.mutateAsync({ id: user.id, etag }),
    done: (user) => {
      notifications.show({ color: 'green', message: t.deleted({ name: user.name }) })
      onDeleted?.()
    },
    failed: t.deleteFailed,
    changed: (current, user) => {
      queryClient.setQueryData(userQueries.detail(user.id).queryKey, current)
      void queryClient.invalidateQueries({ queryKey: userQueries.lists() })
      return current.record
    },
  }

  return useConfirm(write, (user) =>
    queryClient.fetchQuery({ ...userQueries.detail(user.id), staleTime: 0 }),
  )
}
