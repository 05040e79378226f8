import {
  defaultRangeExtractor,
  type Range,
  useVirtualizer,
  type VirtualItem,
} from '@tanstack/react-virtual'
import classes from './WindowedRows.module.css'
import {
  startTransition,
  type ReactElement,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'

/** Pages up to this many rows render them all: they fit a tall window, or nearly. */
export const WINDOWED_FROM = 40

/** The class of the table's scrolling viewport, which the rows are windowed in. */
export const WINDOWED_VIEWPORT = classes.viewport

type Props = {
  /** Every row of the page, each a `<tr data-index={index}>` with its own key. */
  rows: readonly ReactElement[]
  /** A row's height before one is measured (pixels). */
  rowHeight: number
}

/**
 * A long page's rows, rendered only near what the table's viewport shows (TanStack Virtual), with
 * an empty row for the height of those left out above and below: at 100 rows and 14 columns a ↓
 * press took 16 ms at p50 (the bare page 8), and a new set of results mounted a hundred rows. Kept
 * rendered wherever the view is: the first and last rows, and the focused row (a cell being edited
 * has the focus) with its neighbours (the list's ↓ and ↑ focus them, and scroll them into view).
 * The table's scrolling viewport has the class WINDOWED_VIEWPORT.
 */
export function WindowedRows({ rows, rowHeight }: Props) {
  const top = useRef<HTMLTableRowElement>(null)
  const [{ head, row }, setLayout] = useState({ head: 0, row: rowHeight })
  const [focused, setFocused] = useState(-1)
  const count = rows.length
  // A new set of rows (another page, another search); the same rows changed in place (a refetch,
  // others' edits) are the same set, and keep what is rendered and measured.
  const [set, setSet] = useState(rows)
  if (set !== rows && !sameKeys(set, rows)) setSet(rows)
  // The rows rendered besides those in view: none with a new set (the rows in view come first),
  // then moved to follow the view, in the time between key presses (see below).
  const [around, setAround] = useState({ set, from: 0, to: -1 })
  if (around.set !== set) setAround({ set, from: 0, to: -1 })
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = new Set(defaultRangeExtractor(range))
      for (let index = around.from; index <= Math.min(around.to, count - 1); index++)
        indexes.add(index)
      for (const index of [0, count - 1, focused - 1, focused, focused + 1])
        if (index >= 0 && index < count) indexes.add(index)
      return [...indexes].sort((a, b) => a - b)
    },
    [count, focused, around],
  )
  // Its instance is read afresh at each render; no compiler memoises this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => top.current?.closest<HTMLElement>(`.${classes.viewport}`) ?? null,
    estimateSize: () => row,
    overscan: 0,
    // The rows start below the header, which is in the viewport's flow (sticky).
    scrollMargin: head,
    getItemKey: (index) => rows[index]?.key ?? index,
    rangeExtractor,
  })
  useTableSizes(top, set, setLayout)
  // Once the view has come within STEP rows of either end of what is rendered, the rows rendered
  // grow towards AHEAD either side of it (and those beyond go), STEP rows a side at a time: after
  // this frame, in a transition. A ↓ that scrolls finds its rows there; rendering them in the
  // scroll's own frame (as a plain overscan does) made every such press a frame of 35-60 ms, and
  // 32 rows at once, as a new set of results settled, a task of 57-83 ms.
  const { startIndex, endIndex } = virtualizer.range ?? { startIndex: 0, endIndex: 0 }
  useEffect(() => {
    if (
      around.from <= Math.max(0, startIndex - STEP) &&
      around.to >= Math.min(count - 1, endIndex + STEP)
    )
      return
    const apart = around.to < around.from || around.to < startIndex || around.from > endIndex
    const from = Math.min(apart ? startIndex : around.from, startIndex)
    const to = Math.max(apart ? endIndex : around.to, endIndex)
    const next = {
      set,
      from: Math.max(0, startIndex - AHEAD, from - STEP),
      to: Math.min(count - 1, endIndex + AHEAD, to + STEP),
    }
    const later = setTimeout(() => startTransition(() => setAround(next)))
    return () => clearTimeout(later)
  }, [startIndex, endIndex, count, around, set])
  useEffect(() => {
    const element = top.current?.parentElement
    if (!element) return
    const follow = (event: FocusEvent) => {
      const row = (event.target as Element).closest<HTMLElement>('tr[data-index]')
      if (row) setFocused(Number(row.dataset.index))
    }
    element.addEventListener('focusin', follow)
    return () => element.removeEventListener('focusin', follow)
  }, [])

  // No size yet (a viewport not laid out: hidden, or a test's document): the first rows and the
  // last, placed by the estimate.
  const items: Pick<VirtualItem, 'index' | 'start' | 'end'>[] = virtualizer.getVirtualItems()
  const placed =
    items.length > 0 || count === 0
      ? items
      : rangeExtractor({ startIndex: 0, endIndex: AHEAD, overscan: 0, count }).map((index) => ({
          index,
          start: head + index * row,
          end: head + (index + 1) * row,
        }))
  const end = virtualizer.getTotalSize() + head
  const shown: ReactElement[] = []
  let reached = head
  for (const item of placed) {
    if (item.start > reached)
      shown.push(<Gap key={`gap-${item.index}`} height={item.start - reached} />)
    shown.push(rows[item.index]!)
    reached = item.end
  }
  return (
    <>
      <tr ref={top} aria-hidden style={{ height: 0 }} />
      {shown}
      {end > reached && <Gap key="gap-end" height={end - reached} />}
    </>
  )
}

/** Rows rendered beyond either end of the view: at most AHEAD, added STEP at a time. */
const AHEAD = 16
const STEP = 8

/** Whether `next` holds the rows of `previous`, in the same places (by their keys). */
const sameKeys = (previous: readonly ReactElement[], next: readonly ReactElement[]) =>
  previous.length === next.length && next.every((row, index) => row.key === previous[index]?.key)

/** The height of rows left out. */
function Gap({ height }: { height: number }) {
  return <tr aria-hidden data-rows-gap style={{ height }} />
}

/**
 * The sizes the rows are placed by, from a ResizeObserver (after the browser's own layout: a size
 * read while React commits laid the table out again, 10 ms and more of a new set of results), once
 * a set of rows: where the rows start (below the header, which is in the viewport's flow) and how
 * tall a row is (each is one line: long names end in an ellipsis), from the first row.
 *
 * And each header cell's width as the set's rows draw it, kept as its least (--locked-width) until
 * a new set, and widened with it: in a table sized by its content a column narrowed or
 * widened as rows came and went, and every ↓ that did so laid out and painted the whole table
 * again (up to 76 ms a press).
 */
function useTableSizes(
  top: RefObject<HTMLElement | null>,
  set: readonly ReactElement[],
  setLayout: (layout: { head: number; row: number }) => void,
) {
  useLayoutEffect(() => {
    const table = top.current?.closest('table')
    const head = table?.tHead
    const first = top.current?.nextElementSibling
    const cells = [...(head?.rows[0]?.cells ?? [])]
    if (!head || !first) return
    for (const cell of cells) cell.style.removeProperty('--locked-width')
    const sizes = { head: 0, row: 0 }
    // The widths to lock, written in a task of their own after the frame that drew the rows: each
    // write lays the whole table out again, 9-14 ms at 14 columns inside that frame.
    const locks = new Map<HTMLElement, number>()
    let writing: ReturnType<typeof setTimeout> | undefined
    const lock = () => {
      writing = undefined
      for (const [cell, width] of locks) cell.style.setProperty('--locked-width', `${width}px`)
      locks.clear()
    }
    const observer = new ResizeObserver((entries) => {
      let placed = false
      for (const { target, borderBoxSize } of entries) {
        const size = borderBoxSize[0]
        if (!size) continue
        const element = target as HTMLElement
        if (element === head) {
          placed ||= sizes.head !== size.blockSize
          sizes.head = size.blockSize
        } else if (element === first) {
          // The first size only: a focused row unfolds its long names.
          if (sizes.row === 0 && size.blockSize > 0) {
            sizes.row = size.blockSize
            placed = true
          }
          observer.unobserve(first)
        } else {
          const width = Math.ceil(size.inlineSize)
          const locked = parseFloat(element.style.getPropertyValue('--locked-width') || '0')
          if (width > Math.max(locked, locks.get(element) ?? 0)) locks.set(element, width)
        }
      }
      if (locks.size > 0) writing ??= setTimeout(lock)
      if (placed && sizes.row > 0) setLayout({ ...sizes })
    })
    for (const element of [head, first, ...cells]) observer.observe(element)
    return () => {
      observer.disconnect()
      clearTimeout(writing)
    }
  }, [top, set, setLayout])
}
