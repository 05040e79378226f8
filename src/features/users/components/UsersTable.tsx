import { Skeleton, Table, VisuallyHidden } from '@mantine/core'
import type { ReactNode } from 'react'
import type { UserRecord } from '../../../interface'
import { UserRow } from './UserRow'

const COLUMNS = ['Name', 'Company', 'Phone', 'Type', 'Created'] as const

function UsersTableFrame({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table
        highlightOnHover
        aria-label="Users"
        aria-busy={busy}
        style={{ opacity: busy ? 0.6 : 1 }}
      >
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

type Props = {
  users: UserRecord[]
  currentUserId: number
  busy: boolean
  onDelete: (user: UserRecord) => void
}

export function UsersTable({ users, currentUserId, busy, onDelete }: Props) {
  return (
    <UsersTableFrame busy={busy}>
      {users.map((user) => (
        <UserRow key={user.id} user={user} isYou={user.id === currentUserId} onDelete={onDelete} />
      ))}
    </UsersTableFrame>
  )
}

export function UsersTableSkeleton({ rows }: { rows: number }) {
  return (
    <UsersTableFrame busy>
      {Array.from({ length: rows }, (_, row) => (
        <Table.Tr key={row}>
          {[...COLUMNS, 'actions'].map((column) => (
            <Table.Td key={column}>
              <Skeleton height={column === 'Name' ? 32 : 12} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </UsersTableFrame>
  )
}
