import { Table, VisuallyHidden } from '@mantine/core'
import type { PositionRecord } from '../../../interface'
import { PositionRow } from './PositionRow'

const COLUMNS = [
  'Position',
  'Stage',
  'Type',
  'Level',
  'Remote',
  'Budget',
  'Allocation',
  'Start',
  'End',
] as const

type Props = { positions: PositionRecord[]; onCancel: (position: PositionRecord) => void }

export function PositionsTable({ positions, onCancel }: Props) {
  return (
    // Wider than most screens: Tab reaches the scroller itself, so the arrow keys scroll it even
    // when no row holds a button (all positions cancelled, none with details).
    <Table.ScrollContainer
      minWidth={1100}
      type="native"
      tabIndex={0}
      role="region"
      aria-label="Positions"
    >
      <Table aria-label="Positions" highlightOnHover>
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
