import { ActionIcon, Table } from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { linkOptions } from '@tanstack/react-router'
import { memo, type CSSProperties, type ReactNode } from 'react'
import type { ContractRecord } from '../../../interface'
import { useFormat } from '../../../lib/format'
import classes from '../../../lib/ui/ListRow.module.css'
import cells from './contract-cells.module.css'
import { LiveRowMark } from '../../../lib/ui/list/LiveList'
import { RowLink } from '../../../lib/ui/list/RowLink'
import {
  CONTRACT_CELLS,
  CONTRACT_HEADERS,
  CONTRACT_LINK_COLUMN,
  type ContractColumn,
} from './contract-columns'
import { useMessages } from '../../../lib/i18n'
import { contractMessages } from '../messages'
import { contractBulkMessages } from '../bulk/messages'

/**
 * The row's icon buttons (pixels): WCAG's smallest target, so a compact row is as tall as its text.
 * Mantine's default (28) made every compact row 32.5 px instead of 28.5: at 1400 × 900, 21 rows in
 * the table's viewport instead of 23.
 */
const ICON_BUTTON = 24

type Props = {
  contract: ContractRecord
  index: number
  /** The columns shown, in order (the person's table settings), the pinned ones first. */
  columns: readonly ContractColumn[]
  /** How many of the leading columns are pinned at the left. */
  pins: number
  /** Widths the person gave columns (pixels), by key. */
  widths: Readonly<Record<string, number>>
  onTerminate: (contract: ContractRecord) => void
  selected: boolean
  /** `range`: Shift was held, so the rows from the one toggled last to this one follow it. */
  onSelect: (id: number, options: { range: boolean }) => void
  /** The cell being edited in place, on this row: its column and its editor. */
  editor?: { column: ContractColumn; node: ReactNode }
}

/**
 * A cell's alignment, and with a width given its column, how wide its text may run before the
 * ellipsis (--cell-width, read by the truncated cells). A pinned cell's place comes from the
 * table's stylesheet, by its data-pinned (ContractsTable's usePinnedPlaces).
 */
function cellStyle(key: ContractColumn, width: number | undefined): CSSProperties | undefined {
  const align = CONTRACT_HEADERS[key].align
  if (!align && width === undefined) return undefined
  return {
    ...(align && { textAlign: align }),
    ...(width !== undefined && { '--cell-width': `${width - 24}px` }),
  } as CSSProperties
}

/**
 * One contract; rendered again only when its contract or whether it is selected changes (the
 * callbacks are stable).
 */
export const ContractRow = memo(function ContractRow({
  contract,
  index,
  columns,
  pins,
  widths,
  onTerminate,
  selected,
  onSelect,
  editor,
}: Props) {
  const t = useMessages(contractMessages)
  const bulk = useMessages(contractBulkMessages)
  const format = useFormat()
  const editLink = linkOptions({
    to: '/contracts/$contractId/edit',
    params: { contractId: contract.id },
  })
  // The row's link stretched over the cell it is in, or from the last cell over the whole row. A
  // pinned cell is painted above the rest of its row (see contract-cells.module.css), so each
  // pinned cell but the id's (its own link covers it) holds one too.
  const overlay = <RowLink link={editLink} data-row-overlay tabIndex={-1} aria-hidden />
  // Plain elements with Mantine's table classes, not Table.Tr/Td, Checkbox and Text: a hundred
  // rows of those components made a new page of results a task of 70 ms and more to render.
  // Each cell can take the focus (the table's ←/→), and says which column it is (data-cell).
  return (
    <tr
      data-index={index}
      aria-rowindex={index + 2}
      className={`${Table.classes.tr} ${classes.row}`}
      data-with-row-border
      data-hover
      data-selected={selected || undefined}
    >
      <td
        className={pins > 0 ? `${Table.classes.td} ${cells.pinned}` : Table.classes.td}
        style={pins > 0 ? { left: 0 } : undefined}
      >
        {pins > 0 && overlay}
        {/*
          Out of the Tab order, as the edit icon: the keys (Space, x) pick the active row. A click
          leaves the focus where it was, so the list's keys (which inputs ignore) keep working.
        */}
        <input
          type="checkbox"
          className={classes.check}
          aria-label={bulk.selectContract({ id: contract.the_contract_id })}
          checked={selected}
          onChange={(event) =>
            onSelect(contract.id, { range: (event.nativeEvent as MouseEvent).shiftKey === true })
          }
          onMouseDown={(event) => event.preventDefault()}
          tabIndex={-1}
        />
      </td>
      {columns.map((key, at) => (
        <td
          key={key}
          className={
            at < pins
              ? `${Table.classes.td} ${cells.pinned} ${at === pins - 1 ? cells.pinnedLast : ''}`
              : Table.classes.td
          }
          style={cellStyle(key, widths[key])}
          data-pinned={at < pins ? at : undefined}
          data-cell={key}
          tabIndex={-1}
        >
          {at < pins && key !== CONTRACT_LINK_COLUMN && overlay}
          {editor?.column === key ? editor.node : CONTRACT_CELLS[key](contract, { t, format })}
          {key === CONTRACT_LINK_COLUMN && <LiveRowMark id={contract.id} />}
        </td>
      ))}
      <td className={Table.classes.td}>
        {pins > 0 && overlay}
        <div className={classes.actions}>
          {/* A native title, not a Tooltip: a hundred rows of floating tooltips made typing stall. */}
          <ActionIcon
            renderRoot={(props) => <RowLink {...props} link={editLink} />}
            variant="subtle"
            color="gray"
            size={ICON_BUTTON}
            aria-label={t.editContract({ id: contract.the_contract_id })}
            title={t.edit}
            tabIndex={-1}
          >
            <IconPencil size={18} stroke={1.6} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            size={ICON_BUTTON}
            aria-label={t.terminateContract({ id: contract.the_contract_id })}
            title={t.terminate}
            onClick={() => onTerminate(contract)}
          >
            <IconTrash size={18} stroke={1.6} />
          </ActionIcon>
        </div>
      </td>
    </tr>
  )
})
