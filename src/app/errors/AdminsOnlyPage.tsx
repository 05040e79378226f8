import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useMessages } from '../../lib/i18n'
import { errorMessages } from './messages'

/** What a signed-in non-admin sees at the address of an admin page. */
export function AdminsOnlyPage() {
  const t = useMessages(errorMessages)
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="xs" maw={420} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconLock size={28} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {t.adminsOnly}
        </Title>
        <Text c="dimmed">{t.adminsOnlyText}</Text>
        <Button component={Link} to="/" mt="md">
          {t.startPage}
        </Button>
      </Stack>
    </Center>
  )
}
