import { Skeleton, Table } from '@mantine/core'
import { memo, useDeferredValue, useMemo, type ReactNode, type Ref } from 'react'
import type { InquirySummary } from '../../../interface'
import { InquiryRow } from './InquiryRow'
import { useStableCallback } from '../../../lib/use-stable-callback'
import { useMessages } from '../../../lib/i18n'
import { inquiryMessages } from '../messages'

import { DENSITY_SPACING, type TableLayout } from '../../views'
import { INQUIRY_HEADERS, type InquiryColumn } from './inquiry-columns'

/** The person's table settings: the columns shown, in order, and the rows' spacing. */
type Layout = Omit<TableLayout<InquiryColumn>, 'ready'>

type FrameProps = Layout & { children: ReactNode; busy?: boolean; ref?: Ref<HTMLTableElement> }

/**
 * The table itself, memoised: Mantine's cells read the table's context, so rendering the table
 * again renders every cell again. It renders when its rows change, not when the list turns busy.
 */
const InquiriesTableElement = memo(function InquiriesTableElement({
  children,
  ref,
  columns,
  density,
}: Omit<FrameProps, 'busy'>) {
  const t = useMessages(inquiryMessages)
  return (
    <Table
      ref={ref}
      highlightOnHover
      verticalSpacing={DENSITY_SPACING[density]}
      aria-label={t.table}
    >
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column}>{t[INQUIRY_HEADERS[column]]}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  )
})

function InquiriesTableFrame({ busy, ...table }: FrameProps) {
  return (
    <Table.ScrollContainer
      type="native"
      minWidth={760}
      aria-busy={busy}
      style={{ opacity: busy ? 0.6 : 1 }}
    >
      <InquiriesTableElement {...table} />
    </Table.ScrollContainer>
  )
}

type Props = Layout & {
  inquiries: InquirySummary[]
  busy: boolean
  onActivate: (index: number) => void
  ref?: Ref<HTMLTableElement>
}

export function InquiriesTable({ inquiries, busy, onActivate, ref, ...layout }: Props) {
  // New rows render in the background, a few milliseconds at a time: typing stays responsive.
  const shown = useDeferredValue(inquiries)
  const activate = useStableCallback(onActivate)
  const rows = useMemo(
    () =>
      shown.map((inquiry, index) => (
        <InquiryRow
          key={inquiry.id}
          inquiry={inquiry}
          index={index}
          columns={layout.columns}
          onActivate={activate}
        />
      )),
    [shown, layout.columns, activate],
  )
  return (
    // Dimmed until the rows shown are the rows asked for.
    <InquiriesTableFrame busy={busy || shown !== inquiries} ref={ref} {...layout}>
      {rows}
    </InquiriesTableFrame>
  )
}

export function InquiriesTableSkeleton({ rows, ...layout }: Layout & { rows: number }) {
  return (
    <InquiriesTableFrame busy {...layout}>
      {Array.from({ length: rows }, (_, row) => (
        <Table.Tr key={row}>
          {layout.columns.map((column) => (
            <Table.Td key={column}>
              <Skeleton height={column === 'title' ? 16 : 12} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </InquiriesTableFrame>
  )
}
