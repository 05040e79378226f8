import { Table, VisuallyHidden } from '@mantine/core'
import type { PositionRecord } from '../../../interface'
import { PositionRow } from './PositionRow'
import { useMessages } from '../../../lib/i18n'
import { inquiryMessages } from '../messages'

const COLUMNS = [
  'columnPosition',
  'columnStage',
  'columnType',
  'columnLevel',
  'columnRemote',
  'columnBudget',
  'columnAllocation',
  'columnStart',
  'columnEnd',
] as const

type Props = { positions: PositionRecord[]; onCancel: (position: PositionRecord) => void }

export function PositionsTable({ positions, onCancel }: Props) {
  const t = useMessages(inquiryMessages)
  return (
    // Wider than most screens: Tab reaches the scroller itself, so the arrow keys scroll it even
    // when no row holds a button (all positions cancelled, none with details).
    <Table.ScrollContainer
      minWidth={1100}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={t.positions}
    >
      <Table aria-label={t.positions} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{t[column]}</Table.Th>
            ))}
            <Table.Th>
              <VisuallyHidden>{t.actions}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {positions.map((position) => (
            <PositionRow
              key={position.id}
              position={position}
              columns={COLUMNS.length + 1}
              onCancel={() => onCancel(position)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
