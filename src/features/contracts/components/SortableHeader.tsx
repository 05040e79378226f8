import { Group, Table, Text, UnstyledButton } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react'
import type { ComponentProps, ReactNode } from 'react'
import type { ContractColumns } from '../grid/use-contract-columns'
import { useMessages } from '../../../lib/i18n'
import { contractMessages } from '../messages'

/** A field the list sorts by, as the column model holds it (see useContractColumns). */
type SortColumn = ReturnType<ContractColumns['columnOf']>

type SortProps = {
  label: string
  column: SortColumn
  /** How many keys the list is sorted by: with more than one, each shows its place. */
  keys: number
}

const DIRECTIONS = { asc: 'ascending', desc: 'descending' } as const

/**
 * One field's sort toggle (TanStack Table's sorting: alone, by that field ascending, then
 * descending, then the default order, newest first; with Shift, a click or Enter adds the field as
 * the last key, up to SORT_KEYS_MOST, the first dropped beyond, and one already sorted by turns
 * descending, then leaves the sort). The column header carries `aria-sort`.
 */
export function SortButton({ label, column, keys }: SortProps) {
  const t = useMessages(contractMessages)
  const sorted = column.getIsSorted()
  const order = column.getSortIndex() + 1
  const several = keys > 1
  const Icon = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconArrowsSort
  return (
    <UnstyledButton
      onClick={column.getToggleSortingHandler()}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || !event.shiftKey) return
        event.preventDefault()
        column.toggleSorting(undefined, true)
      }}
      aria-label={t.sortBy({ column: label.toLowerCase() })}
      aria-description={several && order > 0 ? t.sortKey({ order }) : undefined}
      title={t.sortHint}
    >
      <Group gap={4} wrap="nowrap">
        <Text size="sm" fw={700} component="span">
          {label}
        </Text>
        <Icon size={14} stroke={1.8} aria-hidden opacity={sorted ? 1 : 0.4} />
        {several && order > 0 && (
          <Text size="xs" fw={700} c="dimmed" component="span" aria-hidden>
            {order}
          </Text>
        )}
      </Group>
    </UnstyledButton>
  )
}

type HeaderProps = Omit<SortProps, 'column' | 'label'> & {
  /** One button, or several when a column sorts by more than one field (a period's start, end). */
  fields: { label: string; column: SortColumn }[]
  align?: 'right'
  /** The header cell's own props (its width, its place when pinned, its keys). */
  cell?: ComponentProps<'th'> & { [data: `data-${string}`]: unknown }
  /** After the buttons: the column's resize handle. */
  children?: ReactNode
}

export function SortableHeader({ fields, keys, align, cell, children }: HeaderProps) {
  // aria-sort names the first key's column alone: the others say their place on their buttons.
  const first = fields.find(({ column }) => column.getSortIndex() === 0)?.column.getIsSorted()
  const direction = first ? DIRECTIONS[first] : undefined
  return (
    <Table.Th
      aria-sort={direction ?? 'none'}
      {...cell}
      style={{ whiteSpace: 'nowrap', ...cell?.style }}
    >
      <Group gap={6} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
        {fields.map((button, index) => (
          <Group key={button.column.id} gap={6} wrap="nowrap">
            {index > 0 && (
              <Text size="sm" c="dimmed" aria-hidden>
                –
              </Text>
            )}
            <SortButton {...button} keys={keys} />
          </Group>
        ))}
      </Group>
      {children}
    </Table.Th>
  )
}
