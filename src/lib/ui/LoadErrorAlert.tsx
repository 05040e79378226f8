import { Alert, Button, Code, Text, type AlertProps } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { ApiError } from '../api'
import { useMessages } from '../i18n'
import { commonMessages } from './messages'

type Props = Omit<AlertProps, 'title' | 'children'> & {
  title: string
  error: Error
  onRetry: () => void
}

/**
 * A query that failed with nothing to show yet: what went wrong, the request id to quote to
 * whoever runs the server, and a way to try again.
 */
export function LoadErrorAlert({ title, error, onRetry, ...props }: Props) {
  const t = useMessages(commonMessages)
  const requestId = error instanceof ApiError ? error.requestId : undefined
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      title={title}
      {...props}
    >
      <Text size="sm" mb="sm">
        {error.message}
      </Text>
      {requestId && (
        <Text size="xs" mb="sm">
          {t.requestId} <Code>{requestId}</Code>
        </Text>
      )}
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        {t.tryAgain}
      </Button>
    </Alert>
  )
}
