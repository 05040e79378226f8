import { Button, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useMessages } from '../../../lib/i18n'
import { useRestoreContracts } from '../api'
import { contractMessages } from '../messages'

/** How long an Undo is offered (of a terminate, of an edit in a cell). */
export const UNDO_MS = 10_000

/** Says what was done, green, with an Undo button, for UNDO_MS; hidden by `notifications.hide(id)`. */
export function showUndoNotice({
  id,
  message,
  undoLabel,
  onUndo,
}: {
  id: string
  message: string
  undoLabel: string
  onUndo: () => void
}) {
  notifications.show({
    id,
    color: 'green',
    autoClose: UNDO_MS,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="compact-sm" variant="light" onClick={onUndo}>
          {undoLabel}
        </Button>
      </Group>
    ),
  })
}

/**
 * After a terminate, single or bulk: says so, with an Undo that restores every contract it
 * terminated, offered for ten seconds.
 */
export function useUndoTerminate() {
  const t = useMessages(contractMessages)
  const restore = useRestoreContracts()

  return (ids: number[], message: string) => {
    const id = `terminated-${ids.join('-')}-${Date.now()}`
    const undo = () => {
      notifications.hide(id)
      restore.mutate(ids, {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: ids.length === 1 ? t.restoredOne : t.restoredMany({ count: ids.length }),
          }),
        onError: (error) =>
          notifications.show({ color: 'red', title: t.restoreFailed, message: error.message }),
      })
    }
    showUndoNotice({ id, message, undoLabel: t.undo, onUndo: undo })
  }
}
