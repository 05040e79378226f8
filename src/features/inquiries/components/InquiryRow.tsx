import { Table } from '@mantine/core'
import { memo } from 'react'
import type { InquirySummary } from '../../../interface'
import { useFormat } from '../../../lib/format'
import classes from '../../../lib/ui/ListRow.module.css'
import { LiveRowMark } from '../../../lib/ui/list/LiveList'
import { INQUIRY_CELLS, INQUIRY_LINK_COLUMN, type InquiryColumn } from './inquiry-columns'
import { useMessages } from '../../../lib/i18n'
import { inquiryMessages } from '../messages'

type Props = {
  inquiry: InquirySummary
  index: number
  /** The columns shown, in order (the person's table settings). */
  columns: readonly InquiryColumn[]
  onActivate: (index: number) => void
}

/** One inquiry; rendered again only when its inquiry changes (the callback is stable). */
export const InquiryRow = memo(function InquiryRow({ inquiry, index, columns, onActivate }: Props) {
  const t = useMessages(inquiryMessages)
  const format = useFormat()
  return (
    <Table.Tr data-index={index} className={classes.row}>
      {columns.map((key) => (
        <Table.Td key={key}>
          {INQUIRY_CELLS[key](inquiry, { t, format, index, onActivate })}
          {key === INQUIRY_LINK_COLUMN && <LiveRowMark id={inquiry.id} />}
        </Table.Td>
      ))}
    </Table.Tr>
  )
})
