import { Alert, Stack, Text } from '@mantine/core'
import { ApiError, type Tagged } from '../../api'
import { useMessages } from '../../i18n'
import { conflictMessages } from './messages'

/**
 * The record as it is now, when a conditional cancel or delete was refused (412) because someone
 * changed it since the person opened it; undefined for any other failure.
 */
export function changedSince<T>(error: unknown): Tagged<T> | undefined {
  return error instanceof ApiError && error.status === 412 && error.current
    ? (error.current as Tagged<T>)
    : undefined
}

/** Said above a question asked again: the server's sentence (who changed it, when). */
export function ChangedNotice({ message }: { message: string }) {
  const t = useMessages(conflictMessages)
  return (
    <Alert color="yellow" variant="light" title={t.changedTitle}>
      <Stack gap={4}>
        <Text size="sm">{message}</Text>
        <Text size="sm">{t.askAgain}</Text>
      </Stack>
    </Alert>
  )
}
