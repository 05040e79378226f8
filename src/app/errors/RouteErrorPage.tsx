import { Button, Center, Group, Stack, Text, Title } from '@mantine/core'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ApiError } from '../../lib/api'
import { useMessages } from '../../lib/i18n'
import { errorMessages } from './messages'

export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const t = useMessages(errorMessages)
  const router = useRouter()
  const queryErrorBoundary = useQueryErrorResetBoundary()

  useEffect(() => queryErrorBoundary.reset(), [queryErrorBoundary])

  const notFound = error instanceof ApiError && error.status === 404
  const retry = () => {
    reset()
    void router.invalidate()
  }

  return (
    <Center component="main" mih="60vh" p="md">
      <Stack align="center" gap="xs" maw={480} ta="center">
        <Title order={1} fz="h2">
          {notFound ? t.notFound : t.somethingWentWrong}
        </Title>
        <Text c="dimmed">
          {notFound
            ? t.notFoundText
            : (error instanceof Error && error.message) || t.unexpectedError}
        </Text>
        <Group mt="md">
          {!notFound && <Button onClick={retry}>{t.tryAgain}</Button>}
          <Button variant="default" onClick={() => router.history.push('/')}>
            {t.startPage}
          </Button>
        </Group>
      </Stack>
    </Center>
  )
}
