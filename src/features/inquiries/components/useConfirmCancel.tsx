import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import type { InquiryDetail, PositionRecord } from '../../../interface'
import type { Tagged } from '../../../lib/api'
import { type ConditionalWrite, useConfirm } from '../../../lib/ui/confirm'
import { inquiryQueries, useCancelInquiry, useCancelPosition } from '../api'
import { useMessages } from '../../../lib/i18n'
import { inquiryMessages } from '../messages'

type Cancellable = Pick<InquiryDetail, 'title' | 'status'>
type CancellablePosition = Pick<PositionRecord, 'id' | 'title'>

/** The inquiry as a refused cancel (412) answered it: the page shows it at once. */
function useShowCurrent(orderId: number) {
  const queryClient = useQueryClient()
  return (current: Tagged<InquiryDetail>) => {
    queryClient.setQueryData(inquiryQueries.detail(orderId).queryKey, current)
    return current.record
  }
}

/**
 * Asks before cancelling an inquiry, which cancels every position in it too. The cancel is
 * conditional on the version the person looked at (`etag`): changed meanwhile, they are told by
 * whom and when, shown it as it is now, and asked again.
 */
export function useConfirmCancelInquiry(orderId: number) {
  const t = useMessages(inquiryMessages)
  const cancelInquiry = useCancelInquiry(orderId)
  const showCurrent = useShowCurrent(orderId)
  const write: ConditionalWrite<Cancellable, InquiryDetail> = {
    question: (inquiry) => ({
      title: t.cancelInquiryTitle({ title: inquiry.title }),
      children: t.cancelInquiryText,
      confirm: t.cancelInquiryConfirm,
      cancel: t.keepIt,
    }),
    run: (_, etag) => cancelInquiry.mutateAsync({ etag }),
    done: (inquiry) =>
      notifications.show({ color: 'green', message: t.wasCancelled({ title: inquiry.title }) }),
    failed: t.cancelFailed,
    changed: (current) => {
      const now = showCurrent(current)
      return now.status === 'cancelled' ? undefined : now
    },
  }
  return useConfirm(write)
}

/** Asks before cancelling one position of an inquiry; `etag` is the inquiry's (it covers its positions). */
export function useConfirmCancelPosition(orderId: number) {
  const t = useMessages(inquiryMessages)
  const cancelPosition = useCancelPosition(orderId)
  const showCurrent = useShowCurrent(orderId)
  const write: ConditionalWrite<CancellablePosition, InquiryDetail> = {
    question: (position) => ({
      title: t.cancelPositionTitle({ title: position.title }),
      children: t.cancelPositionText,
      confirm: t.cancelPosition,
      cancel: t.keepIt,
    }),
    run: (position, etag) => cancelPosition.mutateAsync({ positionId: position.id, etag }),
    done: (position) =>
      notifications.show({ color: 'green', message: t.wasCancelled({ title: position.title }) }),
    failed: t.cancelFailed,
    changed: (current, position) => {
      const now = showCurrent(current).positions
      return now.find((one) => one.id === position.id && one.stage !== 'cancelled')
    },
  }
  return useConfirm(write)
}
