import { List, Text } from '@mantine/core'
import type { HistoryEntry } from '../../../interface'
import { useFormat } from '../../format'
import { useMessages } from '../../i18n'
import { formatValue, labelOf, NONE, type HistoryFields } from './fields'
import { historyMessages } from './messages'

type Props = { entry: HistoryEntry; fields: HistoryFields; size?: 'xs' | 'sm' }

/**
 * The fields one write changed, each by its form label, before → after. Every value is text
 * (rich text stripped to its words): nothing a record holds is ever rendered as markup.
 */
export function ChangeList({ entry, fields, size = 'sm' }: Props) {
  const t = useMessages(historyMessages)
  const format = useFormat()
  const order = Object.keys(fields)
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length)
  const names = Object.keys(entry.changes)
    // A record created says what it was made with: its empty fields are left out.
    .filter(
      (name) =>
        entry.action !== 'created' ||
        formatValue(fields[name], entry.changes[name]!.to, format, t) !== NONE,
    )
    // In the order the form shows them.
    .sort((a, b) => rank(a) - rank(b))
  if (names.length === 0)
    return (
      <Text size={size} c="dimmed">
        {t.noFieldChanged}
      </Text>
    )
  return (
    <List
      size={size}
      spacing={2}
      listStyleType="none"
      aria-label={t.changesOf({ when: format.dateTime(entry.at) })}
    >
      {names.map((name) => {
        const field = fields[name]
        const { from, to } = entry.changes[name]!
        const after = formatValue(field, to, format, t)
        return (
          <List.Item key={name} style={{ overflowWrap: 'anywhere' }}>
            <Text span inherit fw={500}>
              {labelOf(fields, name)}
            </Text>
            {': '}
            {entry.action === 'created' || field?.kind === 'secret' ? (
              after
            ) : (
              <Text span inherit>
                {t.change({ from: formatValue(field, from, format, t), to: after })}
              </Text>
            )}
          </List.Item>
        )
      })}
    </List>
  )
}
