import { Table } from '@mantine/core'
import { FigureLink, type FigureTarget } from './FigureLink'

export type FigureRow = {
  label: string
  cells: { value: number; target?: FigureTarget | undefined; label: string }[]
}

type Props = { caption: string; columns: string[]; rows: FigureRow[] }

/** Figures as a table: a row per status or month, a column per figure, each a link to its list. */
export function FigureTable({ caption, columns, rows }: Props) {
  return (
    <Table striped highlightOnHover verticalSpacing={6} fz="sm">
      <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column, i) => (
            <Table.Th key={column} ta={i === 0 ? 'start' : 'end'} scope="col">
              {column}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th scope="row" fw={500}>
              {row.label}
            </Table.Th>
            {row.cells.map((cell, i) => (
              <Table.Td key={i} ta="end">
                <FigureLink value={cell.value} target={cell.target} label={cell.label} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
