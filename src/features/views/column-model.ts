import { notifications } from '@mantine/notifications'
import {
  columnOrderingFeature,
  columnPinningFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  functionalUpdate,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ColumnPinningState,
  type ColumnSizingState,
  type ColumnVisibilityState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table'
import { useMemo } from 'react'
import { SORT_KEYS_MOST, TABLE_COLUMNS, type TableName } from '../../interface'
import { useMessages } from '../../lib/i18n'
import { useStableCallback } from '../../lib/use-stable-callback'
import { useEditTablePreferences, type TableChange } from './api'
import { viewMessages } from './messages'
import { useTablePreferences, type TableLayout } from './table-preferences'

const features = tableFeatures({
  columnOrderingFeature,
  columnPinningFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  rowSortingFeature,
})

type Features = typeof features
/** A list's columns as TanStack Table models them (headless: the list draws its own rows). */
export type ColumnModel = ReturnType<typeof useTable<Features, never>>

/** The list sorts on the server; the model holds its keys, in the link as `a,-b`. */
type Sorting = {
  /** The fields the list may be sorted by: columns of their own where they are not shown ones. */
  fields: readonly string[]
  sort: string | undefined
  onSort: (sort: string | undefined) => void
}

/** `a,-b` as TanStack's sorting state, and back. */
export const sortingOf = (sort: string | undefined): SortingState =>
  (sort ? sort.split(',') : []).map((key) => ({
    id: key.replace(/^-/, ''),
    desc: key.startsWith('-'),
  }))
export const sortOf = (sorting: SortingState): string | undefined =>
  sorting.length > 0 ? sorting.map(({ id, desc }) => (desc ? `-${id}` : id)).join(',') : undefined

const NO_ROWS: never[] = []
const NO_FIELDS: readonly string[] = []

/**
 * The columns of a table: every column the person may show, then the sort fields that are not
 * columns (a period sorts by its start or its end), which are never shown. A sortable column
 * needs an accessor for TanStack to sort by it; the server sorts, so it reads nothing.
 */
function columnsOf(
  table: TableName,
  link: string,
  sortFields: readonly string[],
): ColumnDef<Features, never>[] {
  const shown = TABLE_COLUMNS[table] as readonly string[]
  const sortable = (id: string) =>
    sortFields.includes(id)
      ? { accessorFn: () => null, enableSorting: true }
      : { enableSorting: false }
  return [
    ...shown.map((id) => ({ id, enableHiding: id !== link, ...sortable(id) })),
    ...sortFields
      .filter((field) => !shown.includes(field))
      .map((id) => ({ id, enableHiding: true, enablePinning: false, ...sortable(id) })),
  ]
}

export type ColumnLayout<Key extends string = string> = Omit<TableLayout<Key>, 'columns'> & {
  /** The columns shown as drawn: the pinned ones first, then the others in the person's order. */
  columns: readonly Key[]
}

/**
 * A table's column model: TanStack Table's state (order, visibility, pinning, sizes, sort) read
 * from the person's table preferences and the link's sort, and its changes (`column.pin()`,
 * `column.toggleVisibility()`, `setColumnOrder`, `setColumnSizing`, `column.toggleSorting()`)
 * written back to them. The preferences stay the one place these settings are kept: they follow
 * the person to another browser.
 */
export function useColumnModel<Key extends string>(
  table: TableName,
  link: Key,
  sorting?: Sorting,
): { model: ColumnModel; layout: ColumnLayout<Key>; change: (next: TableChange) => void } {
  const t = useMessages(viewMessages)
  const layout = useTablePreferences(table, link)
  const edit = useEditTablePreferences(table)
  const change = useStableCallback((next: TableChange) =>
    edit.mutate(next, {
      onError: (error) =>
        notifications.show({ color: 'red', title: t.preferencesFailed, message: error.message }),
    }),
  )
  const sortFields = sorting?.fields ?? NO_FIELDS
  const columns = useMemo(() => columnsOf(table, link, sortFields), [table, link, sortFields])
  const state = useMemo(() => {
    const all = columns.map((column) => column.id!)
    const hidden = all.filter((id) => !layout.columns.includes(id as Key))
    return {
      columnOrder: [...layout.columns, ...hidden],
      columnVisibility: Object.fromEntries(hidden.map((id) => [id, false])),
      columnPinning: { start: [...layout.pinned], end: [] },
      columnSizing: layout.widths as ColumnSizingState,
    }
  }, [columns, layout.columns, layout.pinned, layout.widths])
  const sort = sorting?.sort
  const onSort = sorting?.onSort
  const sortingState = useMemo(() => sortingOf(sort), [sort])
  const model = useTable<Features, never>({
    features,
    columns,
    data: NO_ROWS,
    state: { ...state, sorting: sortingState },
    enableSorting: sorting !== undefined,
    sortDescFirst: false,
    maxMultiSortColCount: SORT_KEYS_MOST,
    isMultiSortEvent: (event) => (event as { shiftKey?: boolean }).shiftKey === true,
    onSortingChange: (updater: Updater<SortingState>) =>
      onSort?.(sortOf(functionalUpdate(updater, sortingState))),
    onColumnOrderChange: (updater: Updater<string[]>) =>
      change({
        columns: functionalUpdate(updater, state.columnOrder).filter((id) =>
          layout.columns.includes(id as Key),
        ),
      }),
    onColumnVisibilityChange: (updater: Updater<ColumnVisibilityState>) => {
      const visibility = functionalUpdate(updater, state.columnVisibility)
      // A column shown again joins the end: the hidden ones come after the shown in the order.
      change({ columns: state.columnOrder.filter((id) => visibility[id] !== false) })
    },
    onColumnPinningChange: (updater: Updater<ColumnPinningState>) =>
      change({ pinned: functionalUpdate(updater, state.columnPinning).start }),
    onColumnSizingChange: (updater: Updater<ColumnSizingState>) =>
      change({ widths: functionalUpdate(updater, state.columnSizing) }),
  })
  const drawn = useMemo(
    () =>
      [...model.getStartVisibleLeafColumns(), ...model.getCenterVisibleLeafColumns()].map(
        (column) => column.id as Key,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the model reads this state
    [state],
  )
  return { model, layout: { ...layout, columns: drawn }, change }
}
