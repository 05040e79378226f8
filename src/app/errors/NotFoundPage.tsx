import { Button, Center, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'

export function NotFoundPage() {
  return (
    <Center component="main" mih="60vh" p="md">
      <Stack align="center" gap="xs">
        <Text c="dimmed" fw={700} fz={48}>
          404
        </Text>
        <Title order={1} fz="h2">
          Page not found
        </Title>
        <Text c="dimmed">The address may be mistyped, or the page has moved.</Text>
        <Button component={Link} to="/" mt="md">
          Go to the start page
        </Button>
      </Stack>
    </Center>
  )
}
