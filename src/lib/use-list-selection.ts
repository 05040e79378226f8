import { useHotkeys } from '@mantine/hooks'
import { useRef, useState, useSyncExternalStore } from 'react'

/**
 * The rows a person has picked in a list, by id. Kept outside React state: each row subscribes to
 * whether it is picked, so picking one renders that row and the count, never the whole table.
 */
export type ListSelection<Id> = {
  subscribe: (listener: () => void) => () => void
  /** The picked ids in the order they were picked: the same array until the next change. */
  ids: () => readonly Id[]
  has: (id: Id) => boolean
  /**
   * Picks or drops `id`. Given the ids of the page it is on (a Shift+click), every row of the page
   * from the row toggled last to this one takes this one's new state, as in Gmail; when the row
   * toggled last is not on that page, only this one changes.
   */
  toggle: (id: Id, page?: readonly Id[]) => void
  /** Picks (or drops) every one of `ids`. */
  set: (ids: readonly Id[], picked: boolean) => void
  replace: (ids: readonly Id[]) => void
  clear: () => void
}

export function createListSelection<Id>(): ListSelection<Id> {
  let picked = new Set<Id>()
  let ids: readonly Id[] = []
  // The row toggled last: where a Shift+click's range begins.
  let anchor: Id | undefined
  const listeners = new Set<() => void>()
  const commit = (next: Set<Id>) => {
    picked = next
    ids = [...next]
    for (const listener of listeners) listener()
  }
  return {
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    ids: () => ids,
    has: (id) => picked.has(id),
    toggle: (id, page) => {
      const from = page && anchor !== undefined ? page.indexOf(anchor) : -1
      const to = page ? page.indexOf(id) : -1
      const range =
        page && from >= 0 && to >= 0 ? page.slice(Math.min(from, to), Math.max(from, to) + 1) : [id]
      const pick = !picked.has(id)
      const next = new Set(picked)
      for (const one of range) {
        if (pick) next.add(one)
        else next.delete(one)
      }
      anchor = id
      commit(next)
    },
    set: (some, pick) => {
      const next = new Set(picked)
      for (const id of some) {
        if (pick) next.add(id)
        else next.delete(id)
      }
      commit(next)
    },
    replace: (some) => commit(new Set(some)),
    clear: () => {
      anchor = undefined
      if (picked.size > 0) commit(new Set())
    },
  }
}

/** A selection that lives as long as the component. */
export function useListSelection<Id>(): ListSelection<Id> {
  return useState(() => createListSelection<Id>())[0]
}

/** Every picked id; renders again whenever the selection changes. */
export function useSelectedIds<Id>(selection: ListSelection<Id>): readonly Id[] {
  return useSyncExternalStore(selection.subscribe, selection.ids)
}

/** Whether one row is picked; renders again only when that changes. */
export function useIsSelected<Id>(selection: ListSelection<Id>, id: Id): boolean {
  return useSyncExternalStore(selection.subscribe, () => selection.has(id))
}

export type PageSelection = 'all' | 'some' | 'none'

/** How much of a page is picked (the header checkbox: checked, indeterminate or clear). */
export function pageSelectionOf<Id>(
  selection: ListSelection<Id>,
  pageIds: readonly Id[],
): PageSelection {
  const picked = pageIds.filter((id) => selection.has(id)).length
  return picked === 0 ? 'none' : picked === pageIds.length ? 'all' : 'some'
}

export function usePageSelection<Id>(
  selection: ListSelection<Id>,
  pageIds: readonly Id[],
): PageSelection {
  return useSyncExternalStore(selection.subscribe, () => pageSelectionOf(selection, pageIds))
}

/** Picks the whole page, or, when it is all picked already, drops it. */
export function togglePage<Id>(selection: ListSelection<Id>, pageIds: readonly Id[]) {
  selection.set(pageIds, pageSelectionOf(selection, pageIds) !== 'all')
}

type KeyOptions<Row, Id> = {
  selection: ListSelection<Id>
  rows: readonly Row[] | undefined
  idOf: (row: Row) => Id
  /** From useListKeyboard: the active row's index (-1: none), and moving the focus to a row. */
  keyboard: { activeIndex: () => number; activate: (index: number) => void }
  /** The key that picks or drops the whole page. */
  pageKey?: string
}

/** A dialog or a menu is over the list: its keys (Esc closes it) are not the list's. */
const inDialog = (event: KeyboardEvent) =>
  (event.target instanceof Element && event.target.closest('[role="dialog"]') !== null) ||
  document.querySelector('[aria-haspopup="menu"][aria-expanded="true"]') !== null

/**
 * A list's selection keys: Space or `x` toggles the active row, Shift+↑/↓ extends the selection
 * from the active row (a range from where the extending began, so going back shrinks it), `a`
 * picks or drops the page, Esc clears. Nothing here renders the table: the rows whose state
 * changes render themselves.
 */
export function useListSelectionKeys<Row, Id>({
  selection,
  rows,
  idOf,
  keyboard,
  pageKey = 'a',
}: KeyOptions<Row, Id>) {
  // The range being extended: where it began, where it reaches, what was picked before it.
  const extending = useRef<{
    rows: readonly Row[]
    anchor: number
    last: number
    before: readonly Id[]
  } | null>(null)

  const toggleActive = () => {
    const row = rows?.[keyboard.activeIndex()]
    if (row === undefined) return false
    extending.current = null
    selection.toggle(idOf(row))
    return true
  }

  const extend = (step: -1 | 1) => {
    if (!rows?.length) return
    const active = keyboard.activeIndex()
    let range = extending.current
    // Moved since the last Shift+arrow (or another page): a new range begins at the active row.
    if (!range || range.rows !== rows || range.last !== active || active < 0) {
      const anchor = active < 0 ? (step > 0 ? 0 : rows.length - 1) : active
      range = { rows, anchor, last: active < 0 ? anchor - step : anchor, before: selection.ids() }
    }
    const last = Math.min(rows.length - 1, Math.max(0, range.last + step))
    keyboard.activate(last)
    const from = Math.min(range.anchor, last)
    const to = Math.max(range.anchor, last)
    selection.replace([...range.before, ...rows.slice(from, to + 1).map(idOf)])
    extending.current = { ...range, last }
  }

  /** A key for the list, unless a dialog (a confirmation, say) is open over it. */
  const forList = (event: KeyboardEvent) => {
    if (inDialog(event)) return false
    event.preventDefault()
    return true
  }

  useHotkeys([
    [
      'space',
      (event) => {
        // Space on a button or the like is that control's own; on a row (or nothing) it picks.
        const target = event.target
        const onRow =
          target === document.body ||
          (target instanceof Element && target.closest('[data-row-link]') !== null)
        if (onRow && !inDialog(event) && toggleActive()) event.preventDefault()
      },
      { preventDefault: false },
    ],
    ['x', (event) => void (forList(event) && toggleActive()), { preventDefault: false }],
    ['shift+ArrowDown', (event) => forList(event) && extend(1), { preventDefault: false }],
    ['shift+ArrowUp', (event) => forList(event) && extend(-1), { preventDefault: false }],
    [
      pageKey,
      (event) => {
        if (!forList(event)) return
        extending.current = null
        if (rows?.length) togglePage(selection, rows.map(idOf))
      },
      { preventDefault: false },
    ],
    [
      'Escape',
      (event) => {
        if (inDialog(event) || selection.ids().length === 0) return
        extending.current = null
        selection.clear()
      },
      { preventDefault: false },
    ],
  ])
}
