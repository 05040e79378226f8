import { Avatar, Group, Paper, Stack, Text } from '@mantine/core'
import type { CurrentUser } from '../../interface'
import { UserTypeBadge } from '../users'
import { useMessages } from '../../lib/i18n'
import { profileMessages } from './messages'

export function ProfileSummary({ currentUser }: { currentUser: CurrentUser }) {
  const t = useMessages(profileMessages)
  const details = [
    { label: t.email, value: currentUser.email },
    { label: t.company, value: currentUser.company },
    { label: t.phone, value: currentUser.phone || '—' },
  ]
  return (
    <Paper withBorder radius="md" p="xl">
      <Group gap="lg" align="flex-start">
        <Avatar name={currentUser.name} color="initials" size={64} radius="xl" />
        <Stack gap={6} flex={1}>
          <Group gap="xs">
            <Text fw={600} size="lg">
              {currentUser.name}
            </Text>
            <UserTypeBadge type={currentUser.type} />
          </Group>
          <Group gap="xl">
            {details.map((detail) => (
              <div key={detail.label}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {detail.label}
                </Text>
                <Text size="sm">{detail.value}</Text>
              </div>
            ))}
          </Group>
        </Stack>
      </Group>
    </Paper>
  )
}
