import { ActionIcon, Table } from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import type { ContractRecord } from '../../../interface'
import { useFormat } from '../../../lib/format'
import classes from '../../../lib/ui/ListRow.module.css'
import { LiveRowMark } from '../../../lib/ui/list/LiveList'
import {
  CONTRACT_CELLS,
  CONTRACT_HEADERS,
  CONTRACT_LINK_COLUMN,
  type ContractColumn,
} from './contract-columns'
import { useMessages } from '../../../lib/i18n'
import { contractMessages } from '../messages'
import { contractBulkMessages } from '../bulk/messages'

type Props = {
  contract: ContractRecord
  index: number
  /** The columns shown, in order (the person's table settings). */
  columns: readonly ContractColumn[]
  onActivate: (index: number) => void
  onTerminate: (contract: ContractRecord) => void
  selected: boolean
  /** `range`: Shift was held, so the rows from the one toggled last to this one follow it. */
  onSelect: (id: number, options: { range: boolean }) => void
}

/**
 * One contract; rendered again only when its contract or whether it is selected changes (the
 * callbacks are stable).
 */
export const ContractRow = memo(function ContractRow({
  contract,
  index,
  columns,
  onActivate,
  onTerminate,
  selected,
  onSelect,
}: Props) {
  const t = useMessages(contractMessages)
  const bulk = useMessages(contractBulkMessages)
  const format = useFormat()
  const editLink = {
    to: '/contracts/$contractId/edit',
    params: { contractId: contract.id },
  } as const
  // Plain elements with Mantine's table classes, not Table.Tr/Td, Checkbox and Text: a hundred
  // rows of those components made a new page of results a task of 70 ms and more to render.
  return (
    <tr
      className={`${Table.classes.tr} ${classes.row}`}
      data-with-row-border
      data-hover
      data-selected={selected || undefined}
    >
      <td className={Table.classes.td}>
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
      {columns.map((key) => (
        <td
          key={key}
          className={Table.classes.td}
          style={CONTRACT_HEADERS[key].align && { textAlign: CONTRACT_HEADERS[key].align }}
        >
          {CONTRACT_CELLS[key](contract, { t, format, index, onActivate })}
          {key === CONTRACT_LINK_COLUMN && <LiveRowMark id={contract.id} />}
        </td>
      ))}
      <td className={Table.classes.td}>
        <div className={classes.actions}>
          {/* A native title, not a Tooltip: a hundred rows of floating tooltips made typing stall. */}
          <ActionIcon
            renderRoot={(props) => <Link {...props} {...editLink} />}
            variant="subtle"
            color="gray"
            aria-label={t.editContract({ id: contract.the_contract_id })}
            title={t.edit}
            tabIndex={-1}
          >
            <IconPencil size={18} stroke={1.6} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
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
