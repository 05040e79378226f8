import { type HotkeyItem, useHotkeys } from '@mantine/hooks'
import { type RefObject, useRef } from 'react'

type Options<Row> = {
  rows: Row[] | undefined
  table: RefObject<HTMLTableElement | null>
  search: RefObject<HTMLInputElement | null>
  onOpen: (row: Row) => void
  /** `n`: a new record, where the list has one. */
  onNew?: () => void
  /** The list's page now and its last page, once known. */
  pages: { current_page: number; last_page: number } | undefined
  /** `[` and `]`: the page before or after, when there is one. */
  onPage: (page: number) => void
  /** Further keys of one list, each given the row the person is on (if any) when it is pressed. */
  hotkeys?: [key: string, handler: (activeRow: Row | undefined) => void][]
}

/**
 * A list table's keys: `/` search, ↑/↓ or j/k move between rows (focusing the row's link, so
 * Enter follows it), Enter opens the active row, `n` a new item, `[` and `]` turn pages.
 * Mantine's useHotkeys leaves typing in inputs alone.
 *
 * The active row is the one whose link has focus: it is kept in a ref and highlighted by CSS
 * (`ListRow`'s `:focus-within`), so a ↓ press renders nothing in React, whatever the page size.
 */
export function useListKeyboard<Row>({
  rows,
  table,
  search,
  onOpen,
  onNew,
  pages,
  onPage,
  hotkeys,
}: Options<Row>) {
  const active = useRef({ rows, index: -1 })
  // Another page or search result: no row is active until the person moves again.
  const activeIndex = () => (active.current.rows === rows ? active.current.index : -1)
  const setActiveIndex = (index: number) => {
    active.current = { rows, index }
  }

  const activate = (index: number) => {
    const link = table.current?.querySelector<HTMLElement>(
      `tbody > tr[data-index="${index}"] [data-row-link]`,
    )
    if (link) focusNearest(link)
    setActiveIndex(index)
  }

  const move = (step: -1 | 1) => {
    const count = rows?.length ?? 0
    if (count === 0) return
    const current = activeIndex()
    const from = current < 0 ? (step > 0 ? -1 : count) : current
    activate(Math.min(count - 1, Math.max(0, from + step)))
  }

  const activeRow = () => rows?.[activeIndex()]

  const openActive = () => {
    // A focused row link follows itself; only open here when focus went elsewhere.
    if (document.activeElement !== document.body) return
    const row = activeRow()
    if (row) onOpen(row)
  }

  const turnPage = (step: -1 | 1) => {
    if (!pages) return
    const page = pages.current_page + step
    if (page >= 1 && page <= pages.last_page) onPage(page)
  }

  useHotkeys([
    ['/', (event) => inMenu(event) || search.current?.focus()],
    ['ArrowDown', (event) => inMenu(event) || move(1)],
    ['j', (event) => inMenu(event) || move(1)],
    ['ArrowUp', (event) => inMenu(event) || move(-1)],
    ['k', (event) => inMenu(event) || move(-1)],
    ['Enter', (event) => inMenu(event) || openActive(), { preventDefault: false }],
    ['n', (event) => inMenu(event) || onNew?.()],
    ['[', (event) => inMenu(event) || turnPage(-1)],
    [']', (event) => inMenu(event) || turnPage(1)],
    ...(hotkeys ?? []).map(([key, handler]): HotkeyItem => [
      key,
      (event) => inMenu(event) || handler(activeRow()),
    ]),
  ])

  return { setActiveIndex, activate, activeIndex }
}

/**
 * Whether a menu or a dialog has the key: the list's keys leave it alone (↓ there moves through
 * its items, which handle the key first and then let it go on up to the document, where these
 * listen). Not `defaultPrevented`: useHotkeys prevents the default before it calls a handler.
 */
function inMenu(event: KeyboardEvent): boolean {
  const target = event.target as Element | null
  return Boolean(target?.closest?.('[role="menu"], [role="dialog"]'))
}

/**
 * Focuses a row's `element`, scrolling only as far as shows it, a row at a time, as spreadsheets
 * do. A plain focus() scrolled the row to the middle once it left the view: a jump of half a
 * page every tenth ↓, and at 100 rows a page (windowed, see WindowedRows) half a page of rows to
 * render in that press. The scroll paddings keep it clear of the sticky headers.
 */
export function focusNearest(element: HTMLElement): void {
  element.focus({ preventScroll: true })
  element.scrollIntoView({ block: 'nearest', inline: 'nearest' })
}
