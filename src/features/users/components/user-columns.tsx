import { Anchor, Avatar, Badge, Group, Text } from '@mantine/core'
import { linkOptions } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { UserRecord } from '../../../interface'
import type { TABLE_COLUMNS } from '../../../interface/resources'
import type { Formats } from '../../../lib/format'
import type { MessageKey } from '../../../lib/i18n'
import type { UserMessages, userMessages } from '../messages'
import { UserTypeBadge } from './UserTypeBadge'
import { RowLink } from '../../../lib/ui/list/RowLink'

/** A column the person may show, hide or move (table settings): its key in their preferences. */
export type UserColumn = (typeof TABLE_COLUMNS.users)[number]

/** The column holding the row's link: always shown. */
export const USER_LINK_COLUMN = 'name' satisfies UserColumn

export const USER_HEADERS: Record<UserColumn, MessageKey<typeof userMessages>> = {
  name: 'name',
  company: 'company',
  phone: 'phone',
  type: 'type',
  created_at: 'created',
  email: 'email',
}

/** Each column's name, for the table settings. */
export const userColumnLabels = (t: UserMessages): Record<string, string> =>
  Object.fromEntries(Object.entries(USER_HEADERS).map(([key, label]) => [key, t[label]]))

type Cell = { t: UserMessages; format: Formats; isYou: boolean }

/** What each column shows of one user (inside its `<td>`). */
export const USER_CELLS: Record<UserColumn, (user: UserRecord, cell: Cell) => ReactNode> = {
  name: (user, { t, isYou }) => (
    <Group gap="sm" wrap="nowrap">
      <Avatar name={user.name} color="initials" size={32} radius="xl" />
      <div>
        {/* A div: the "You" badge is one, and a paragraph may not hold it. */}
        <Text size="sm" fw={500} component="div">
          <Anchor
            renderRoot={(props) => (
              <RowLink
                {...props}
                link={linkOptions({ to: '/users/$userId/edit', params: { userId: user.id } })}
              />
            )}
            data-row-link
            inherit
            c="var(--mantine-color-text)"
          >
            {user.name}
          </Anchor>{' '}
          {isYou && (
            <Badge size="xs" variant="outline" ml={4}>
              {t.you}
            </Badge>
          )}
        </Text>
        <Text size="xs" c="dimmed">
          {user.email}
        </Text>
      </div>
    </Group>
  ),
  company: (user) => <Text size="sm">{user.company.name}</Text>,
  phone: (user) => (
    <Text size="sm" c={user.phone ? undefined : 'dimmed'}>
      {user.phone || '—'}
    </Text>
  ),
  type: (user) => <UserTypeBadge type={user.type} />,
  created_at: (user, { format }) => (
    <Text size="sm" c="dimmed">
      {format.date(user.created_at)}
    </Text>
  ),
  email: (user) => <Text size="sm">{user.email}</Text>,
}
