import { Alert } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'

export function FormErrorAlert({ message }: { message: string | undefined }) {
  if (!message) return null
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      {message}
    </Alert>
  )
}
