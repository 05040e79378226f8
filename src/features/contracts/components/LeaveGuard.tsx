import { Button, Group, Modal, Text } from '@mantine/core'
import { useBlocker } from '@tanstack/react-router'

type Props = {
  /** Whether leaving now would lose changes. */
  shouldAsk: () => boolean
  /** The person chose to leave: what they typed goes. */
  onLeave: () => void
}

/**
 * Asks before the editor is left with unsaved changes: in the app (router navigation) and when the
 * tab closes or reloads (beforeunload). An expired session's trip to sign-in is not asked about:
 * the draft keeps the changes for after it.
 */
export function LeaveGuard({ shouldAsk, onLeave }: Props) {
  const blocker = useBlocker({
    shouldBlockFn: ({ next }) => next.pathname !== '/sign-in' && shouldAsk(),
    enableBeforeUnload: shouldAsk,
    withResolver: true,
  })

  return (
    <Modal
      opened={blocker.status === 'blocked'}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      centered
    >
      <Text size="sm">Your changes to this contract are not saved. They will be lost.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Stay and keep editing
        </Button>
        <Button
          color="red"
          onClick={() => {
            onLeave()
            blocker.proceed?.()
          }}
        >
          Leave without saving
        </Button>
      </Group>
    </Modal>
  )
}
