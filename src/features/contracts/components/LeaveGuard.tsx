import { Button, Group, Text } from '@mantine/core'
import { LazyModal } from '../../../lib/ui/LazyModal'
import { useBlocker } from '@tanstack/react-router'
import { useMessages } from '../../../lib/i18n'
import { contractMessages } from '../messages'

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
  const t = useMessages(contractMessages)
  const blocker = useBlocker({
    // A switch between the record's tabs (its `?tab`) stays on the page: nothing is lost.
    shouldBlockFn: ({ current, next }) =>
      next.pathname !== current.pathname && next.pathname !== '/sign-in' && shouldAsk(),
    enableBeforeUnload: shouldAsk,
    withResolver: true,
  })

  return (
    <LazyModal
      opened={blocker.status === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t.leaveTitle}
      centered
    >
      <Text size="sm">{t.leaveText}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t.stay}
        </Button>
        <Button
          color="red"
          onClick={() => {
            onLeave()
            blocker.proceed?.()
          }}
        >
          {t.leave}
        </Button>
      </Group>
    </LazyModal>
  )
}
