import { Button, Center, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useMessages } from '../../lib/i18n'
import { errorMessages } from './messages'

export function NotFoundPage() {
  const t = useMessages(errorMessages)
  return (
    <Center component="main" mih="60vh" p="md">
      <Stack align="center" gap="xs">
        <Text c="dimmed" fw={700} fz={48}>
          404
        </Text>
        <Title order={1} fz="h2">
          {t.pageNotFound}
        </Title>
        <Text c="dimmed">{t.pageNotFoundText}</Text>
        <Button component={Link} to="/" mt="md">
          {t.startPage}
        </Button>
      </Stack>
    </Center>
  )
}
