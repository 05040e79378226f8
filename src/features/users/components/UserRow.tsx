import { ActionIcon, Group, Table, Tooltip } from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { linkOptions } from '@tanstack/react-router'
import { memo } from 'react'
import type { UserRecord } from '../../../interface'
import { useFormat } from '../../../lib/format'
import classes from '../../../lib/ui/ListRow.module.css'
import { LiveRowMark } from '../../../lib/ui/list/LiveList'
import { USER_CELLS, USER_LINK_COLUMN, type UserColumn } from './user-columns'
import { useMessages } from '../../../lib/i18n'
import { userMessages } from '../messages'
import { RowLink } from '../../../lib/ui/list/RowLink'

type Props = {
  user: UserRecord
  isYou: boolean
  /** The columns shown, in order (the person's table settings). */
  columns: readonly UserColumn[]
  onDelete: (user: UserRecord) => void
}

/** One user; rendered again only when its user changes (the callback is stable). */
export const UserRow = memo(function UserRow({ user, isYou, columns, onDelete }: Props) {
  const t = useMessages(userMessages)
  const format = useFormat()
  return (
    <Table.Tr className={classes.row}>
      {columns.map((key) => (
        <Table.Td key={key}>
          {USER_CELLS[key](user, { t, format, isYou })}
          {key === USER_LINK_COLUMN && <LiveRowMark id={user.id} />}
        </Table.Td>
      ))}
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t.edit}>
            <ActionIcon
              renderRoot={(props) => (
                <RowLink
                  {...props}
                  link={linkOptions({ to: '/users/$userId/edit', params: { userId: user.id } })}
                />
              )}
              variant="subtle"
              color="gray"
              aria-label={t.editUser({ name: user.name })}
            >
              <IconPencil size={18} stroke={1.6} />
            </ActionIcon>
          </Tooltip>
          {!isYou && (
            <Tooltip label={t.delete}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t.deleteUser({ name: user.name })}
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
})
