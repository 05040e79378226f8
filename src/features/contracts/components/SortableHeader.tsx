import { Group, Table, Text, UnstyledButton } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react'
import type { ContractSortField } from '../../../interface'
import { useMessages } from '../../../lib/i18n'
import { contractMessages } from '../messages'

type Direction = 'ascending' | 'descending' | undefined

type SortProps = {
  label: string
  field: ContractSortField
  sort: string | undefined
  onSort: (sort: string | undefined) => void
}

/** Ascending, then descending, then back to the default order (newest first). */
export function nextSort(field: ContractSortField, sort: string | undefined): string | undefined {
  if (sort === field) return `-${field}`
  if (sort === `-${field}`) return undefined
  return field
}

function directionOf(field: ContractSortField, sort: string | undefined): Direction {
  return sort === field ? 'ascending' : sort === `-${field}` ? 'descending' : undefined
}

/** One column's sort toggle; the column header carries `aria-sort`. */
export function SortButton({ label, field, sort, onSort }: SortProps) {
  const t = useMessages(contractMessages)
  const direction = directionOf(field, sort)
  const Icon =
    direction === 'ascending'
      ? IconArrowUp
      : direction === 'descending'
        ? IconArrowDown
        : IconArrowsSort
  return (
    <UnstyledButton
      onClick={() => onSort(nextSort(field, sort))}
      aria-label={t.sortBy({ column: label.toLowerCase() })}
    >
      <Group gap={4} wrap="nowrap">
        <Text size="sm" fw={700} component="span">
          {label}
        </Text>
        <Icon size={14} stroke={1.8} aria-hidden opacity={direction ? 1 : 0.4} />
      </Group>
    </UnstyledButton>
  )
}

type HeaderProps = Omit<SortProps, 'field' | 'label'> & {
  /** One button, or several when a column sorts by more than one field (a period's start, end). */
  fields: { label: string; field: ContractSortField }[]
  align?: 'right'
}

export function SortableHeader({ fields, sort, onSort, align }: HeaderProps) {
  const direction = fields.map(({ field }) => directionOf(field, sort)).find(Boolean)
  return (
    <Table.Th aria-sort={direction ?? 'none'} style={{ whiteSpace: 'nowrap' }}>
      <Group gap={6} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
        {fields.map((button, index) => (
          <Group key={button.field} gap={6} wrap="nowrap">
            {index > 0 && (
              <Text size="sm" c="dimmed" aria-hidden>
                –
              </Text>
            )}
            <SortButton {...button} sort={sort} onSort={onSort} />
          </Group>
        ))}
      </Group>
    </Table.Th>
  )
}
