import { Anchor, Badge, Table, Text } from '@mantine/core'
import { memo } from 'react'
import type { HistoryEntry } from '../../../interface'
import { useFormat } from '../../../lib/format'
import { useMessages } from '../../../lib/i18n'
import { ChangeList } from '../../../lib/ui/history/ChangeList'
import type { HistoryFields } from '../../../lib/ui/history/fields'
import { historyMessages } from '../../../lib/ui/history/messages'
import classes from '../../../lib/ui/ListRow.module.css'
import { recordLink, useResourceNames } from '../fields'
import { activityMessages } from '../messages'
import { RowLink } from '../../../lib/ui/list/RowLink'

type Props = {
  entry: HistoryEntry
  index: number
  fieldsOf: (entry: HistoryEntry) => HistoryFields
  onActivate: (index: number) => void
}

/** One write; the record's link stretches over the row. Rendered again only when it changes. */
export const ActivityRow = memo(function ActivityRow({
  entry,
  index,
  fieldsOf,
  onActivate,
}: Props) {
  const t = useMessages(activityMessages)
  const h = useMessages(historyMessages)
  const names = useResourceNames()
  const format = useFormat()
  return (
    <Table.Tr data-index={index} className={classes.row} style={{ verticalAlign: 'top' }}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text component="time" dateTime={entry.at} size="sm">
          {format.dateTime(entry.at)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{entry.actor?.name ?? h.system}</Text>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={entry.action === 'updated' ? 'blue' : 'gray'} tt="none">
          {h[`action_${entry.action}`]}
        </Badge>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Anchor
          renderRoot={(props) => <RowLink {...props} link={recordLink(entry)} />}
          data-row-link
          fw={600}
          size="sm"
          onFocus={() => onActivate(index)}
        >
          {t.recordOf({ resource: names.one(entry.resource), id: String(entry.record_id) })}
        </Anchor>
        {entry.position_id !== undefined && (
          <Text size="xs" c="dimmed">
            {h.positionNumber({ id: entry.position_id })}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <ChangeList entry={entry} fields={fieldsOf(entry)} size="xs" />
      </Table.Td>
    </Table.Tr>
  )
})
