import { Group, Table, Text, UnstyledButton } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react'
import type { ComponentProps, ReactNode } from 'react'
import { SORT_KEYS_MOST, type ContractSortField } from '../../../interface'
import { useMessages } from '../../../lib/i18n'
import { contractMessages } from '../messages'

type Direction = 'ascending' | 'descending' | undefined

type SortProps = {
  label: string
  field: ContractSortField
  sort: string | undefined
  onSort: (sort: string | undefined) => void
}

/** A sort's keys in order, each a field and `-` in front for descending. */
const keysOf = (sort: string | undefined) => (sort ? sort.split(',') : [])

/**
 * The sort after a press on `field`'s header. Alone: by that field ascending, then descending, then
 * back to the default order (newest first). Adding (Shift): a field not yet sorted by is added
 * as the last key (up to SORT_KEYS_MOST, the last replaced beyond), one ascending turns
 * descending, one descending leaves the sort.
 */
export function nextSort(
  field: ContractSortField,
  sort: string | undefined,
  add = false,
): string | undefined {
  if (!add) {
    if (sort === field) return `-${field}`
    if (sort === `-${field}`) return undefined
    return field
  }
  const keys = keysOf(sort)
  const at = keys.findIndex((key) => key.replace(/^-/, '') === field)
  if (at === -1) {
    const kept = keys.slice(0, SORT_KEYS_MOST - 1)
    return [...kept, field].join(',')
  }
  if (keys[at] === field) keys[at] = `-${field}`
  else keys.splice(at, 1)
  return keys.length > 0 ? keys.join(',') : undefined
}

/** Which way a field sorts, and its place among the keys (1 for the first). */
function placeOf(
  field: ContractSortField,
  sort: string | undefined,
): { direction: Direction; order: number } {
  const keys = keysOf(sort)
  const at = keys.findIndex((key) => key.replace(/^-/, '') === field)
  if (at === -1) return { direction: undefined, order: 0 }
  return { direction: keys[at]!.startsWith('-') ? 'descending' : 'ascending', order: at + 1 }
}

/**
 * One column's sort toggle; the column header carries `aria-sort`. Shift with a click or Enter adds
 * the field as another key; with more than one key, each shows its place.
 */
export function SortButton({ label, field, sort, onSort }: SortProps) {
  const t = useMessages(contractMessages)
  const { direction, order } = placeOf(field, sort)
  const several = keysOf(sort).length > 1
  const Icon =
    direction === 'ascending'
      ? IconArrowUp
      : direction === 'descending'
        ? IconArrowDown
        : IconArrowsSort
  return (
    <UnstyledButton
      onClick={(event) => onSort(nextSort(field, sort, event.shiftKey))}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || !event.shiftKey) return
        event.preventDefault()
        onSort(nextSort(field, sort, true))
      }}
      aria-label={t.sortBy({ column: label.toLowerCase() })}
      aria-description={several && order > 0 ? t.sortKey({ order }) : undefined}
      title={t.sortHint}
    >
      <Group gap={4} wrap="nowrap">
        <Text size="sm" fw={700} component="span">
          {label}
        </Text>
        <Icon size={14} stroke={1.8} aria-hidden opacity={direction ? 1 : 0.4} />
        {several && order > 0 && (
          <Text size="xs" fw={700} c="dimmed" component="span" aria-hidden>
            {order}
          </Text>
        )}
      </Group>
    </UnstyledButton>
  )
}

type HeaderProps = Omit<SortProps, 'field' | 'label'> & {
  /** One button, or several when a column sorts by more than one field (a period's start, end). */
  fields: { label: string; field: ContractSortField }[]
  align?: 'right'
  /** The header cell's own props (its width, its place when pinned, its keys). */
  cell?: ComponentProps<'th'> & { [data: `data-${string}`]: unknown }
  /** After the buttons: the column's resize handle. */
  children?: ReactNode
}

export function SortableHeader({ fields, sort, onSort, align, cell, children }: HeaderProps) {
  // aria-sort names the first key's column alone: the others say their place on their buttons.
  const direction = fields
    .map(({ field }) => placeOf(field, sort))
    .find((place) => place.order === 1)?.direction
  return (
    <Table.Th
      aria-sort={direction ?? 'none'}
      {...cell}
      style={{ whiteSpace: 'nowrap', ...cell?.style }}
    >
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
      {children}
    </Table.Th>
  )
}
