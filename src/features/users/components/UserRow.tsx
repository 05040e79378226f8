import { ActionIcon, Avatar, Badge, Group, Table, Text, Tooltip } from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { UserRecord } from '../../../interface'
import { formatDate } from '../../../lib/format'
import { UserTypeBadge } from './UserTypeBadge'

type Props = { user: UserRecord; isYou: boolean; onDelete: (user: UserRecord) => void }

export function UserRow({ user, isYou, onDelete }: Props) {
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Avatar name={user.name} color="initials" size={32} radius="xl" />
          <div>
            <Text size="sm" fw={500}>
              {user.name}{' '}
              {isYou && (
                <Badge size="xs" variant="outline" ml={4}>
                  You
                </Badge>
              )}
            </Text>
            <Text size="xs" c="dimmed">
              {user.email}
            </Text>
          </div>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{user.company.name}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={user.phone ? undefined : 'dimmed'}>
          {user.phone || '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <UserTypeBadge type={user.type} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed">
          {formatDate(user.created_at)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Edit">
            <ActionIcon
              renderRoot={(props) => (
                <Link {...props} to="/users/$userId/edit" params={{ userId: user.id }} />
              )}
              variant="subtle"
              color="gray"
              aria-label={`Edit ${user.name}`}
            >
              <IconPencil size={18} stroke={1.6} />
            </ActionIcon>
          </Tooltip>
          {!isYou && (
            <Tooltip label="Delete">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${user.name}`}
                onClick={() => onDelete(user)}
              >
                <IconTrash size={18} stroke={1.6} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  )
}
