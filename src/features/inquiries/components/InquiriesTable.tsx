import { Skeleton, Table } from '@mantine/core'
import type { ReactNode, Ref } from 'react'
import type { InquirySummary } from '../../../interface'
import { InquiryRow } from './InquiryRow'

const COLUMNS = ['Title', 'Industry', 'Status', 'Positions', 'Created'] as const

type FrameProps = { children: ReactNode; busy?: boolean; ref?: Ref<HTMLTableElement> }

function InquiriesTableFrame({ children, busy, ref }: FrameProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table
        ref={ref}
        highlightOnHover
        aria-label="Inquiries"
        aria-busy={busy}
        style={{ opacity: busy ? 0.6 : 1 }}
      >
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

type Props = {
  inquiries: InquirySummary[]
  busy: boolean
  activeIndex: number
  onActivate: (index: number) => void
  ref?: Ref<HTMLTableElement>
}

export function InquiriesTable({ inquiries, busy, activeIndex, onActivate, ref }: Props) {
  return (
    <InquiriesTableFrame busy={busy} ref={ref}>
      {inquiries.map((inquiry, index) => (
        <InquiryRow
          key={inquiry.id}
          inquiry={inquiry}
          active={index === activeIndex}
          onFocus={() => onActivate(index)}
        />
      ))}
    </InquiriesTableFrame>
  )
}

export function InquiriesTableSkeleton({ rows }: { rows: number }) {
  return (
    <InquiriesTableFrame busy>
      {Array.from({ length: rows }, (_, row) => (
        <Table.Tr key={row}>
          {COLUMNS.map((column) => (
            <Table.Td key={column}>
              <Skeleton height={column === 'Title' ? 16 : 12} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </InquiriesTableFrame>
  )
}
