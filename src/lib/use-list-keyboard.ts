import { type HotkeyItem, useHotkeys } from '@mantine/hooks'
import { type RefObject, useState } from 'react'

type Options<Row> = {
  rows: Row[] | undefined
  table: RefObject<HTMLTableElement | null>
  search: RefObject<HTMLInputElement | null>
  onOpen: (row: Row) => void
  onNew: () => void
  onPage: (step: -1 | 1) => void
  /** Further keys of one list, given its active row (if any). */
  hotkeys?: (activeRow: Row | undefined) => HotkeyItem[]
}

/**
 * A list table's keys: `/` search, ↑/↓ or j/k move between rows (focusing the row's link, so
 * Enter follows it), Enter opens the active row, `n` a new item, `[` and `]` turn pages.
 * Mantine's useHotkeys leaves typing in inputs alone.
 */
export function useListKeyboard<Row>({
  rows,
  table,
  search,
  onOpen,
  onNew,
  onPage,
  hotkeys,
}: Options<Row>) {
  const [activeIndex, setActiveIndex] = useState(-1)
  const [lastRows, setLastRows] = useState(rows)

  // Another page or search result: no row is active until the person moves again.
  if (rows !== lastRows) {
    setLastRows(rows)
    setActiveIndex(-1)
  }

  const activate = (index: number) => {
    const links = table.current?.querySelectorAll<HTMLElement>('[data-row-link]')
    links?.[index]?.focus()
    setActiveIndex(index)
  }

  const move = (step: -1 | 1) => {
    const count = rows?.length ?? 0
    if (count === 0) return
    const from = activeIndex < 0 ? (step > 0 ? -1 : count) : activeIndex
    activate(Math.min(count - 1, Math.max(0, from + step)))
  }

  const openActive = () => {
    // A focused row link follows itself; only open here when focus went elsewhere.
    if (document.activeElement !== document.body) return
    const row = rows?.[activeIndex]
    if (row) onOpen(row)
  }

  useHotkeys([
    ['/', () => search.current?.focus()],
    ['ArrowDown', () => move(1)],
    ['j', () => move(1)],
    ['ArrowUp', () => move(-1)],
    ['k', () => move(-1)],
    ['Enter', openActive, { preventDefault: false }],
    ['n', onNew],
    ['[', () => onPage(-1)],
    [']', () => onPage(1)],
    ...(hotkeys?.(rows?.[activeIndex]) ?? []),
  ])

  return { activeIndex, setActiveIndex, activate }
}
