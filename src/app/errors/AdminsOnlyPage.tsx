import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'

/** What a signed-in non-admin sees at the address of an admin page. */
export function AdminsOnlyPage() {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="xs" maw={420} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconLock size={28} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          Admins only
        </Title>
        <Text c="dimmed">
          This page is for administrators. If you need access, ask an admin of your organisation.
        </Text>
        <Button component={Link} to="/" mt="md">
          Go to the start page
        </Button>
      </Stack>
    </Center>
  )
}
