import { Skeleton, Table, VisuallyHidden } from '@mantine/core'
import { memo, useCallback, useDeferredValue, useMemo, type ReactNode, type Ref } from 'react'
import type { ContractRecord } from '../../../interface'
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
import { useMessages } from '../../../lib/i18n'
import { contractMessages } from '../messages'
import { DENSITY_SPACING, type TableLayout } from '../../views'
import { CONTRACT_HEADERS, type ContractColumn } from './contract-columns'

type Sorting = { sort: string | undefined; onSort: (sort: string | undefined) => void }

/** The person's table settings: the columns shown, in order, and the rows' spacing. */
type Layout = Omit<TableLayout<ContractColumn>, 'ready'>

type FrameProps = Sorting &
  Layout & {
    children: ReactNode
    busy?: boolean
    ref?: Ref<HTMLTableElement>
    /** The header's checkbox that selects the page. */
    pageCheckbox?: ReactNode
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
  onSort,
  columns,
  density,
  pageCheckbox,
}: Omit<FrameProps, 'busy'>) {
  const t = useMessages(contractMessages)
  const shownColumns = columns.map((key) => CONTRACT_HEADERS[key])
  return (
    <Table
      ref={ref}
      highlightOnHover
      horizontalSpacing="sm"
      verticalSpacing={DENSITY_SPACING[density]}
      aria-label={t.table}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={44}>{pageCheckbox}</Table.Th>
          {shownColumns.map((column) =>
            column.sortBy ? (
              <SortableHeader
                key={column.label}
                fields={column.sortBy.map((button) => ({ ...button, label: t[button.label] }))}
                align={column.align}
                sort={sort}
                onSort={onSort}
              />
            ) : (
              <Table.Th key={column.label} ta={column.align}>
                {t[column.label]}
              </Table.Th>
            ),
          )}
          <Table.Th>
            <VisuallyHidden>{t.actions}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  )
})

function ContractsTableFrame({ busy, onSort, ...table }: FrameProps) {
  const sortBy = useStableCallback(onSort)
  return (
    <Table.ScrollContainer
      type="native"
      minWidth={1080}
      aria-busy={busy}
      // A layer of its own: dimming it while the next page loads repaints nothing (it was a whole
      // table's paint, 30-50 ms, as the search set off).
      style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 120ms', willChange: 'opacity' }}
    >
      <ContractsTableElement {...table} onSort={sortBy} />
    </Table.ScrollContainer>
  )
}

type Props = Sorting &
  Layout & {
    contracts: ContractRecord[]
    busy: boolean
    onActivate: (index: number) => void
    onTerminate: (contract: ContractRecord) => void
    selection: ListSelection<number>
    ref?: Ref<HTMLTableElement>
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
  // New rows render in the background, a few milliseconds at a time: typing stays responsive.
  const shown = useDeferredValue(contracts)
  const activate = useStableCallback(onActivate)
  const terminate = useStableCallback(onTerminate)
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
          columns={frame.columns}
          onActivate={activate}
          onTerminate={terminate}
          onSelect={select}
          selection={selection}
        />
      )),
    [shown, frame.columns, activate, terminate, select, selection],
  )
  const pageCheckbox = useMemo(
    () => <PageCheckbox selection={selection} ids={shown.map((contract) => contract.id)} />,
    [shown, selection],
  )
  const mounted = useRowsInFrames(shown)
  // Dimmed until the rows shown are the rows asked for.
  return (
    <ContractsTableFrame {...frame} busy={busy || shown !== contracts} pageCheckbox={pageCheckbox}>
      {mounted < rows.length ? rows.slice(0, mounted) : rows}
    </ContractsTableFrame>
  )
}

export function ContractsTableSkeleton({ rows, ...frame }: Sorting & Layout & { rows: number }) {
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
