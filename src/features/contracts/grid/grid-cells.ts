import { type FocusEvent, type KeyboardEvent, useMemo } from 'react'
import { focusNearest } from '../../../lib/use-list-keyboard'
import { useStableCallback } from '../../../lib/use-stable-callback'
import { CONTRACT_LINK_COLUMN } from '../components/contract-columns'
import { type EditableColumn, isEditable } from './cell-edit'

/** The handlers the table's body takes: one each for every row's cells. */
export type GridEvents = {
  onKeyDown: (event: KeyboardEvent<HTMLTableSectionElement>) => void
  onFocus: (event: FocusEvent<HTMLTableSectionElement>) => void
}

/**
 * A cell takes the focus: the id's cell through its link, so Enter follows it. From the row above
 * or below (`nearest`), the table scrolls a row at a time (see focusNearest).
 */
export function focusCell(cell: HTMLElement, nearest = false): void {
  const link =
    cell.dataset.cell === CONTRACT_LINK_COLUMN
      ? cell.querySelector<HTMLElement>('[data-row-link]')
      : null
  const target = link ?? cell
  if (nearest) focusNearest(target)
  else target.focus()
}

/** The cell before (-1), after (1) or itself (0) on its row; none past the row's ends. */
export function cellBeside(cell: HTMLElement, move: -1 | 0 | 1): HTMLElement | undefined {
  if (move === 0) return cell
  const row = [...(cell.parentElement?.querySelectorAll<HTMLElement>('td[data-cell]') ?? [])]
  return row[row.indexOf(cell) + move]
}

type Options = {
  /** The row at `index` is the active one (the list's keys act on it). */
  onActivate: (index: number) => void
  /** Enter or F2 on an editable cell. */
  onEdit: (index: number, column: EditableColumn) => void
}

/**
 * The table's cells from the keyboard: ←/→ move along the row, ↑/↓ from a cell keep its column,
 * Enter or F2 edits an editable cell (Enter elsewhere opens the row), handled once on the body for
 * every row. From the row's link, ↑/↓ are the list's own (they focus the next row's link).
 */
export function useGridCells({ onActivate, onEdit }: Options): GridEvents {
  const onKeyDown = useStableCallback((event: KeyboardEvent<HTMLTableSectionElement>) => {
    const target = event.target as HTMLElement
    if (target.closest('[data-cell-editor]')) return
    const cell = target.closest<HTMLElement>('td[data-cell]')
    if (!cell || event.altKey || event.ctrlKey || event.metaKey) return
    const row = cell.parentElement as HTMLElement
    const column = cell.dataset.cell ?? ''
    const key = event.key
    if (key === 'ArrowLeft' || key === 'ArrowRight') {
      event.preventDefault()
      const next = cellBeside(cell, key === 'ArrowLeft' ? -1 : 1)
      if (next) focusCell(next)
      return
    }
    // On the row's link these are the list's: ↑/↓ to the next row's link, Enter follows it.
    if (target !== cell) return
    if (key === 'ArrowUp' || key === 'ArrowDown') {
      event.preventDefault()
      event.stopPropagation()
      const sibling = key === 'ArrowUp' ? row.previousElementSibling : row.nextElementSibling
      const next = sibling?.querySelector<HTMLElement>(`td[data-cell="${column}"]`)
      if (next) focusCell(next, true)
    } else if (key === 'Enter' || key === 'F2') {
      event.preventDefault()
      event.stopPropagation()
      if (isEditable(column)) onEdit(Number(row.dataset.index), column)
      else if (key === 'Enter') row.querySelector<HTMLElement>('[data-row-link]')?.click()
    }
  })
  const onFocus = useStableCallback((event: FocusEvent<HTMLTableSectionElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('tr[data-index]')
    if (row) onActivate(Number(row.dataset.index))
  })
  return useMemo(() => ({ onKeyDown, onFocus }), [onKeyDown, onFocus])
}
