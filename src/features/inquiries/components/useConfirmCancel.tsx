import { Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import type { InquiryDetail, PositionRecord } from '../../../interface'
import { useCancelInquiry, useCancelPosition } from '../api'

const refused = (error: Error) =>
  notifications.show({
    color: 'red',
    title: 'Could not cancel',
    message: `${error.message} Nothing was changed.`,
  })

/** Asks before cancelling an inquiry, which cancels every position in it too. */
export function useConfirmCancelInquiry(inquiry: Pick<InquiryDetail, 'id' | 'title'>) {
  const cancelInquiry = useCancelInquiry(inquiry.id)
  return () =>
    modals.openConfirmModal({
      title: `Cancel “${inquiry.title}”?`,
      centered: true,
      children: (
        <Text size="sm">
          The inquiry and all of its positions will be cancelled. Nobody will be searched for it any
          more. This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Cancel inquiry and positions', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancelInquiry.mutate(undefined, {
          onSuccess: () =>
            notifications.show({ color: 'green', message: `“${inquiry.title}” was cancelled.` }),
          onError: refused,
        }),
    })
}

/** Asks before cancelling one position of an inquiry. */
export function useConfirmCancelPosition(orderId: number) {
  const cancelPosition = useCancelPosition(orderId)
  return (position: Pick<PositionRecord, 'id' | 'title'>) =>
    modals.openConfirmModal({
      title: `Cancel the position “${position.title}”?`,
      centered: true,
      children: (
        <Text size="sm">
          The search for this position stops. The inquiry’s other positions stay as they are.
        </Text>
      ),
      labels: { confirm: 'Cancel position', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancelPosition.mutate(position.id, {
          onSuccess: () =>
            notifications.show({ color: 'green', message: `“${position.title}” was cancelled.` }),
          onError: refused,
        }),
    })
}
