import { Alert, Button, Text, type AlertProps } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'

type Props = Omit<AlertProps, 'title' | 'children'> & {
  title: string
  error: Error
  onRetry: () => void
}

/** A query that failed with nothing to show yet: what went wrong, and a way to try again. */
export function LoadErrorAlert({ title, error, onRetry, ...props }: Props) {
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
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  )
}
