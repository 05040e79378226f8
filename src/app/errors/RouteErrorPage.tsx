import { Button, Center, Group, Stack, Text, Title } from '@mantine/core'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ApiError } from '../../lib/api'

export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
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
          {notFound ? 'Not found' : 'Something went wrong'}
        </Title>
        <Text c="dimmed">
          {notFound
            ? 'It may have been deleted, or you may not have access to it.'
            : (error instanceof Error && error.message) ||
              'An unexpected error stopped this page from loading.'}
        </Text>
        <Group mt="md">
          {!notFound && <Button onClick={retry}>Try again</Button>}
          <Button variant="default" onClick={() => router.history.push('/')}>
            Go to the start page
          </Button>
        </Group>
      </Stack>
    </Center>
  )
}
