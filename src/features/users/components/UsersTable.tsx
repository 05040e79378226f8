import { Skeleton, Table, VisuallyHidden } from '@mantine/core'
import type { ReactNode } from 'react'
import type { UserRecord } from '../../../interface'
import { UserRow } from './UserRow'
import { useMessages } from '../../../lib/i18n'
import { userMessages } from '../messages'

import { DENSITY_SPACING, type TableLayout } from '../../views'
import { USER_HEADERS, type UserColumn } from './user-columns'

/** The person's table settings: the columns shown, in order, and the rows' spacing. */
type Layout = Omit<TableLayout<UserColumn>, 'ready'>

function UsersTableFrame({
  children,
  busy,
  columns,
  density,
}: Layout & { children: ReactNode; busy?: boolean }) {
  const t = useMessages(userMessages)
  return (
    <Table.ScrollContainer type="native" minWidth={760}>
      <Table
        highlightOnHover
        verticalSpacing={DENSITY_SPACING[density]}
        aria-label={t.table}
        aria-busy={busy}
        style={{ opacity: busy ? 0.6 : 1 }}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{t[USER_HEADERS[column]]}</Table.Th>
            ))}
            <Table.Th>
              <VisuallyHidden>{t.actions}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

type Props = Layout & {
  users: UserRecord[]
  currentUserId: number
  busy: boolean
  onDelete: (user: UserRecord) => void
}

export function UsersTable({ users, currentUserId, busy, onDelete, ...layout }: Props) {
  return (
    <UsersTableFrame busy={busy} {...layout}>
      {users.map((user) => (
        <UserRow
          key={user.id}
          user={user}
          isYou={user.id === currentUserId}
          columns={layout.columns}
          onDelete={onDelete}
        />
      ))}
    </UsersTableFrame>
  )
}

export function UsersTableSkeleton({ rows, ...layout }: Layout & { rows: number }) {
  return (
    <UsersTableFrame busy {...layout}>
      {Array.from({ length: rows }, (_, row) => (
        <Table.Tr key={row}>
          {[...layout.columns, 'actions'].map((column) => (
            <Table.Td key={column}>
              <Skeleton height={column === 'name' ? 32 : 12} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </UsersTableFrame>
  )
}
