import { Stack, Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Tagged } from '../api'
import { ChangedNotice, changedSince } from './conflict/ChangedNotice'
import { conflictMessages } from './conflict/messages'
import { commonMessages } from './messages'

/** A question before a write that cannot simply be taken back: its words. */
export type Question = {
  title: string
  /** What happens, in a sentence (or whatever names the record too). */
  children: ReactNode
  confirm: string
  cancel: string
}

/** A destructive write conditional on the version the person looked at (`If-Match`). */
export type ConditionalWrite<T, Current = T> = {
  question: (record: T) => Question
  /** The write, sent with `If-Match: etag`. */
  run: (record: T, etag: string) => Promise<unknown>
  done: (record: T) => void
  /** The title of the notification when it failed for another reason than a change. */
  failed: string
  /**
   * Refused because the record changed (412): given the record as it is now (to show on the page)
   * and the one asked about, answers what to ask about again, or undefined when someone else
   * already did it.
   */
  changed: (current: Tagged<Current>, asked: T) => T | undefined
}

/**
 * Asks before a destructive, conditional write (a red button naming what it does) and says how it
 * went. When someone changed the record while the person decided, the question is asked again
 * about it as it is now, with who changed it and when; when they had already done the same, the
 * person is told there is nothing left to do. Every list and editor asks this way.
 */
export function confirmConditional<T, Current = T>(
  record: T,
  etag: string,
  write: ConditionalWrite<T, Current>,
  changedBy?: string,
) {
  const question = write.question(record)
  const text =
    typeof question.children === 'string' ? (
      <Text size="sm">{question.children}</Text>
    ) : (
      question.children
    )
  modals.openConfirmModal({
    title: question.title,
    centered: true,
    children: changedBy ? (
      <Stack gap="sm">
        <ChangedNotice message={changedBy} />
        {text}
      </Stack>
    ) : (
      text
    ),
    labels: { confirm: question.confirm, cancel: question.cancel },
    confirmProps: { color: 'red' },
    onConfirm: () =>
      void write.run(record, etag).then(
        () => write.done(record),
        (error: Error) => {
          const current = changedSince<Current>(error)
          const again = current && write.changed(current, record)
          if (current && again !== undefined)
            return confirmConditional(again, current.etag, write, error.message)
          notifications.show(
            current
              ? {
                  color: 'blue',
                  title: conflictMessages.get().changedTitle,
                  message: `${error.message} ${conflictMessages.get().alreadyDone}`,
                }
              : {
                  color: 'red',
                  title: write.failed,
                  message: commonMessages.get().nothingChanged({ message: error.message }),
                },
          )
        },
      ),
  })
}

/**
 * The question of `write`, asked about a record. Given the version the person is looking at
 * (`etag`, an editor's), the write is conditional on it; from a list row, the record is read afresh
 * (`reread`) as the question opens, so a change made while the person decides is caught.
 */
export function useConfirm<T, Current = T>(
  write: ConditionalWrite<T, Current>,
  reread?: (record: T, queryClient: QueryClient) => Promise<Tagged<T>>,
) {
  const queryClient = useQueryClient()
  return async (record: T, etag?: string) => {
    if (etag !== undefined || !reread) return confirmConditional(record, etag ?? '', write)
    const read = await reread(record, queryClient).catch(() => undefined)
    confirmConditional(read?.record ?? record, read?.etag ?? '', write)
  }
}
