import { Skeleton, Table, VisuallyHidden } from '@mantine/core'
import { useMergedRef } from '@mantine/hooks'
import {
  memo,
  useCallback,
  useDeferredValue,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react'
import { COLUMN_WIDTH, type ContractRecord } from '../../../interface'
import classes from '../../../lib/ui/ListRow.module.css'
import { ContractRow } from './ContractRow'
import {
  type ListSelection,
  togglePage,
  useIsSelected,
  usePageSelection,
} from '../../../lib/use-list-selection'
import { contractBulkMessages } from '../bulk/messages'
import { SortableHeader } from './SortableHeader'
import { useStableCallback } from '../../../lib/use-stable-callback'
import { useRowsInFrames } from '../../../lib/use-rows-in-frames'
import { WINDOWED_FROM, WINDOWED_VIEWPORT, WindowedRows } from '../../../lib/ui/list/WindowedRows'
import { useMessages } from '../../../lib/i18n'
import { contractMessages } from '../messages'
import { DENSITY_SPACING, sortingOf, viewMessages } from '../../views'
import type { ContractColumns } from '../grid/use-contract-columns'
import cells from './contract-cells.module.css'
import { CONTRACT_HEADERS, type ContractColumn } from './contract-columns'
import { ColumnMenu } from '../grid/ColumnMenu'
import { type CellMove, CellEditor } from '../grid/CellEditor'
import { type GridEvents, cellBeside, focusCell, useGridCells } from '../grid/grid-cells'
import { useCellEditing } from '../grid/use-cell-editing'

/**
 * The grid's columns (see useContractColumns): those shown as drawn, pinned first, their widths
 * and the rows' spacing, the sort, and the column model's columns by id.
 */
type Layout = Omit<ContractColumns, 'ready'>

type FrameProps = Layout & {
  /** Widths can be given: by dragging a column's edge or from the keyboard. */
  resizable?: boolean
  children: ReactNode
  busy?: boolean
  ref?: Ref<HTMLTableElement>
  /** The header's checkbox that selects the page. */
  pageCheckbox?: ReactNode
  /** The rows' keys and focus, handled once for every cell (see useGridCells). */
  gridEvents?: GridEvents
  /** How many rows the page has (a long page renders those near the view: WindowedRows). */
  rowCount?: number
}

/**
 * The table itself, memoised: Mantine's cells read the table's context, so rendering the table
 * again renders every cell again. It renders when its rows or its sort change, not when the list
 * turns busy (that shows on the container).
 */
const ContractsTableElement = memo(function ContractsTableElement({
  children,
  ref,
  sort,
  columnOf,
  setWidth,
  columns,
  density,
  widths,
  pinned,
  resizable,
  pageCheckbox,
  gridEvents,
  rowCount,
}: Omit<FrameProps, 'busy'>) {
  const t = useMessages(contractMessages)
  const v = useMessages(viewMessages)
  const own = useRef<HTMLTableElement>(null)
  const tableRef = useMergedRef(ref, own)
  const pinScope = usePinnedPlaces(own, [columns, pinned, widths])
  const pins = pinned.length
  // The header whose menu is open, and where the focus was when it opened (it goes back there).
  const [menu, setMenu] = useState<{ key: ContractColumn; header: HTMLElement } | null>(null)
  const focusBefore = useRef<HTMLElement | null>(null)
  const openMenu = (key: ContractColumn, header: HTMLElement) => {
    focusBefore.current = header.contains(document.activeElement)
      ? (document.activeElement as HTMLElement)
      : null
    setMenu({ key, header })
  }
  const closeMenu = () => {
    setMenu(null)
    const back = focusBefore.current?.isConnected ? focusBefore.current : null
    ;(back ?? menu?.header.querySelector<HTMLElement>('button'))?.focus()
  }
  return (
    <Table
      ref={tableRef}
      data-pins={pinScope}
      stickyHeader
      highlightOnHover
      horizontalSpacing="sm"
      verticalSpacing={DENSITY_SPACING[density]}
      aria-label={t.table}
      aria-rowcount={rowCount === undefined ? undefined : rowCount + 1}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={44} {...(pins > 0 ? pinnedCell(-1, false) : {})}>
            {pageCheckbox}
          </Table.Th>
          {columns.map((key, index) => {
            const column = CONTRACT_HEADERS[key]
            const label = t[column.label]
            const width = widths[key]
            const cell = {
              ...(index < pins && pinnedCell(index, index === pins - 1)),
              style: {
                ...(index >= pins && { position: 'relative' as const }),
                ...(width !== undefined && {
                  width,
                  minWidth: width,
                  maxWidth: width,
                  overflow: 'hidden',
                }),
              },
              'data-column': key,
              ...(resizable && {
                'aria-keyshortcuts': 'Alt+ArrowLeft Alt+ArrowRight Shift+F10',
                title: v.resizeHint,
                onContextMenu: (event: MouseEvent<HTMLTableCellElement>) => {
                  event.preventDefault()
                  openMenu(key, event.currentTarget)
                },
              }),
              onKeyDown: (event: KeyboardEvent<HTMLTableCellElement>) => {
                if (!resizable) return
                if ((event.shiftKey && event.key === 'F10') || event.key === 'ContextMenu') {
                  event.preventDefault()
                  openMenu(key, event.currentTarget)
                  return
                }
                if (!event.altKey) return
                const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0
                if (step === 0) return
                event.preventDefault()
                setWidth(key, nextWidth(event.currentTarget, width, step))
              },
            }
            const edgeAndMenu = resizable && (
              <>
                <ColumnResizer onWidth={(w) => setWidth(key, w)} />
                {menu?.key === key && (
                  <ColumnMenu
                    column={key}
                    label={label}
                    width={width}
                    columnOf={columnOf}
                    onStep={(step) => setWidth(key, nextWidth(menu.header, width, step))}
                    onClose={closeMenu}
                  />
                )}
              </>
            )
            return column.sortBy ? (
              <SortableHeader
                key={key}
                fields={column.sortBy.map((button) => ({
                  label: t[button.label],
                  column: columnOf(button.field),
                }))}
                align={column.align}
                keys={sortKeys(sort)}
                cell={cell}
              >
                {edgeAndMenu}
              </SortableHeader>
            ) : (
              <Table.Th key={key} ta={column.align} {...cell} tabIndex={resizable ? 0 : undefined}>
                {label}
                {edgeAndMenu}
              </Table.Th>
            )
          })}
          <Table.Th>
            <VisuallyHidden>{t.actions}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody {...gridEvents}>{children}</Table.Tbody>
    </Table>
  )
})

/** How many keys the list is sorted by. */
const sortKeys = (sort: string | undefined) => sortingOf(sort).length

/** A column's width one step (10 px) narrower or wider, from its given or drawn width. */
function nextWidth(header: HTMLElement, width: number | undefined, step: -1 | 1): number {
  const now = width ?? Math.round(header.getBoundingClientRect().width)
  return Math.min(COLUMN_WIDTH.max, Math.max(COLUMN_WIDTH.min, now + step * 10))
}

/**
 * The handle on a header's right edge, for the mouse: a drag moves the header alone (no row
 * renders) and gives the width once let go. From the keyboard, Alt+← and Alt+→ on the header.
 */
function ColumnResizer({ onWidth }: { onWidth: (width: number) => void }) {
  return (
    <span
      aria-hidden
      className={cells.resizer}
      onPointerDown={(event) => {
        event.preventDefault()
        const handle = event.currentTarget
        const th = handle.closest('th') as HTMLElement
        const startX = event.clientX
        const startWidth = th.getBoundingClientRect().width
        let drawn = startWidth
        handle.setPointerCapture(event.pointerId)
        const move = (moved: PointerEvent) => {
          drawn = Math.round(
            Math.min(
              COLUMN_WIDTH.max,
              Math.max(COLUMN_WIDTH.min, startWidth + moved.clientX - startX),
            ),
          )
          th.style.width = th.style.minWidth = th.style.maxWidth = `${drawn}px`
        }
        const up = () => {
          handle.removeEventListener('pointermove', move)
          handle.removeEventListener('pointerup', up)
          if (drawn !== startWidth) onWidth(drawn)
        }
        handle.addEventListener('pointermove', move)
        handle.addEventListener('pointerup', up)
      }}
    />
  )
}

/** A pinned cell's props: kept at the left while the table scrolls (index -1: the checkbox). */
function pinnedCell(index: number, last: boolean) {
  return {
    className: `${cells.pinned} ${last ? cells.pinnedLast : ''}`,
    'data-pinned': index,
    ...(index === -1 && { style: { left: 0 } }),
  }
}

/**
 * Where each pinned column sticks: the widths of the checkbox's and the pinned headers before it,
 * written as `left` for each pinned column's cells (`[data-pinned="<index>"]`) in a stylesheet of
 * the table's own (the table carries the returned scope as `data-pins`), measured again when the
 * columns or their widths change (widths, not places: a stuck header's place moves as the table
 * scrolls); and the viewport's scroll padding under the header and beside the pinned columns.
 *
 * A stylesheet, not custom properties on the table: a custom property written there restyled
 * every element the table holds (about 1,150 at 14 columns), 11-13 ms each time a new set of
 * results widened a pinned column, and that happened twice in the frame that drew them. A rule
 * that changes restyles only the elements its selector names: the pinned cells.
 *
 * Measured only by the observer, whose first report comes after the frame's layout and before its
 * paint: measuring in the effect itself forced the page's first layout in the middle of React's
 * commit (100 ms of a cold load of the contracts page in a CPU profile), and again after it.
 */
function usePinnedPlaces(table: RefObject<HTMLTableElement | null>, deps: unknown[]) {
  const scope = useId()
  // Observed before this frame is painted: its first report places the pinned cells in it.
  useLayoutEffect(() => {
    const element = table.current
    if (!element) return
    const viewport = element.closest<HTMLElement>(`.${cells.viewport}`)
    const sheet = document.head.appendChild(document.createElement('style'))
    const place = () => {
      // Every size read before anything is written, and only a changed place written: a write
      // between two reads laid the whole table out again (40 ms of typing a search at 14 columns).
      const headers = [...element.querySelectorAll<HTMLElement>('thead th[data-pinned]')]
      const widths = headers.map((th) => th.getBoundingClientRect().width)
      const headHeight = element.tHead?.offsetHeight ?? 0
      const ownTable = `table[data-pins="${scope}"]`
      let left = 0
      const rules = headers.map((th, index) => {
        const rule = `${ownTable} [data-pinned="${th.dataset.pinned}"] { left: ${left}px }`
        left += widths[index]!
        return rule
      })
      const text = rules.join('\n')
      if (sheet.textContent !== text) sheet.textContent = text
      // A cell scrolled into view stops clear of the header and the pinned columns (restyling the
      // viewport alone: scroll-padding is not inherited).
      viewport?.style.setProperty('scroll-padding', `${headHeight}px 0 0 ${left}px`)
    }
    const observer = new ResizeObserver(place)
    element.querySelectorAll('thead th').forEach((th) => observer.observe(th))
    return () => {
      observer.disconnect()
      sheet.remove()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- measured again when these change
  }, deps)
  return scope
}

function ContractsTableFrame({ busy, ...table }: FrameProps) {
  return (
    <Table.ScrollContainer
      type="native"
      minWidth={1080}
      className={`${cells.viewport} ${WINDOWED_VIEWPORT}`}
      aria-busy={busy}
      // A layer of its own: dimming it while the next page loads repaints nothing (it was a whole
      // table's paint, 30-50 ms, as the search set off). Its scrolling composited too (with the
      // viewport's opaque background): a ↓ that scrolled it repainted the table, p50 23.8 ms a
      // press against 10.8 for the bare page; 11.6 against 9.3 so.
      style={{
        opacity: busy ? 0.6 : 1,
        transition: 'opacity 120ms',
        willChange: 'opacity, scroll-position',
      }}
    >
      <ContractsTableElement {...table} />
    </Table.ScrollContainer>
  )
}

/** A row's height at each density, before the rows are measured (pixels). */
const ROW_HEIGHT: Record<Layout['density'], number> = { compact: 29, comfortable: 39, spacious: 57 }

type Props = Layout & {
  contracts: ContractRecord[]
  busy: boolean
  onActivate: (index: number) => void
  onTerminate: (contract: ContractRecord) => void
  selection: ListSelection<number>
  ref?: Ref<HTMLTableElement>
  resizable?: boolean
}

type RowProps = Omit<Parameters<typeof ContractRow>[0], 'selected'> & {
  selection: ListSelection<number>
}

/** A row that follows whether its contract is selected: a pick renders that row, not the table. */
function SelectableContractRow({ selection, ...row }: RowProps) {
  const selected = useIsSelected(selection, row.contract.id)
  return <ContractRow {...row} selected={selected} />
}

function PageCheckbox({ selection, ids }: { selection: ListSelection<number>; ids: number[] }) {
  const t = useMessages(contractBulkMessages)
  const picked = usePageSelection(selection, ids)
  // Native, as the rows' checkboxes are (see ContractRow); "some" is a property, not an attribute.
  return (
    <input
      type="checkbox"
      className={classes.check}
      aria-label={t.selectPage}
      checked={picked === 'all'}
      ref={(input) => {
        if (input) input.indeterminate = picked === 'some'
      }}
      onChange={() => togglePage(selection, ids)}
    />
  )
}

export function ContractsTable({
  contracts,
  busy,
  onActivate,
  onTerminate,
  selection,
  ...frame
}: Props) {
  const { columns, pinned, widths } = frame
  // New rows render in the background, a few milliseconds at a time: typing stays responsive.
  const shown = useDeferredValue(contracts)
  const terminate = useStableCallback(onTerminate)
  const cells = useCellEditing()
  const gridEvents = useGridCells({
    onActivate,
    onEdit: (index, column) => {
      const contract = shown[index]
      if (contract) cells.start(contract, column)
    },
  })
  const editing = cells.editing
  /** The editor let go: the focus back on its cell, or on the one beside it (Tab). */
  const closeEditor = useCallback(
    (cell: HTMLElement | null, move: CellMove) => {
      cells.cancel()
      // Past the row's last cell (or before its first), the focus stays on the cell edited.
      const next = cell && (cellBeside(cell, move) ?? cell)
      if (next) focusCell(next)
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- cancel only sets state
    [],
  )
  // A Shift+click picks (or drops) the rows from the one toggled last, on the page shown.
  const select = useCallback(
    (id: number, { range }: { range: boolean }) =>
      selection.toggle(id, range ? shown.map((contract) => contract.id) : undefined),
    [selection, shown],
  )
  const rows = useMemo(
    () =>
      shown.map((contract, index) => (
        <SelectableContractRow
          key={contract.id}
          contract={contract}
          index={index}
          columns={columns}
          pins={pinned.length}
          widths={widths}
          onTerminate={terminate}
          onSelect={select}
          selection={selection}
          editor={
            editing?.contract.id === contract.id
              ? {
                  column: editing.column,
                  node: (
                    <CellEditor
                      key={editing.column}
                      contract={editing.contract}
                      column={editing.column}
                      onSave={cells.save}
                      onClose={closeEditor}
                    />
                  ),
                }
              : undefined
          }
        />
      )),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- cells.save follows `editing`
    [shown, columns, pinned.length, widths, terminate, select, selection, editing],
  )
  const pageCheckbox = useMemo(
    () => <PageCheckbox selection={selection} ids={shown.map((contract) => contract.id)} />,
    [shown, selection],
  )
  // A long page renders the rows near the viewport (all at once); a short one a few a frame.
  const windowed = rows.length > WINDOWED_FROM
  const mounted = useRowsInFrames(shown, windowed ? rows.length : undefined)
  // Made again only with the rows: a new element would render the table's header again.
  const rowHeight = ROW_HEIGHT[frame.density]
  const windowedRows = useMemo(
    () => <WindowedRows rows={rows} rowHeight={rowHeight} />,
    [rows, rowHeight],
  )
  // Dimmed until the rows shown are the rows asked for.
  return (
    <>
      <ContractsTableFrame
        {...frame}
        busy={busy || shown !== contracts}
        pageCheckbox={pageCheckbox}
        gridEvents={gridEvents}
        rowCount={rows.length}
      >
        {windowed ? windowedRows : mounted < rows.length ? rows.slice(0, mounted) : rows}
      </ContractsTableFrame>
      {cells.dialog}
    </>
  )
}

export function ContractsTableSkeleton({ rows, ...frame }: Layout & { rows: number }) {
  return (
    <ContractsTableFrame busy {...frame}>
      {Array.from({ length: rows }, (_, row) => (
        <Table.Tr key={row}>
          {['select', ...frame.columns, 'actions'].map((column) => (
            <Table.Td key={column}>
              <Skeleton height={12} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </ContractsTableFrame>
  )
}
