import { Skeleton, Table, VisuallyHidden } from '@mantine/core'
import type { ReactNode, Ref } from 'react'
import type { ContractRecord, ContractSortField } from '../../../interface'
import { ContractRow } from './ContractRow'
import { SortableHeader } from './SortableHeader'

type Column = {
  label: string
  sortBy?: { label: string; field: ContractSortField }[]
  align?: 'right'
}

const COLUMNS: Column[] = [
  { label: 'Contract', sortBy: [{ label: 'Contract', field: 'the_contract_id' }] },
  { label: 'Client', sortBy: [{ label: 'Client', field: 'client_company' }] },
  { label: 'Vendor', sortBy: [{ label: 'Vendor', field: 'vendor_company' }] },
  { label: 'Consultant', sortBy: [{ label: 'Consultant', field: 'consultant' }] },
  { label: 'Status', sortBy: [{ label: 'Status', field: 'status' }] },
  {
    label: 'Period',
    sortBy: [
      { label: 'Start', field: 'contract_start' },
      { label: 'End', field: 'contract_end' },
    ],
  },
  { label: 'Allocation', align: 'right' },
  {
    label: 'Client price',
    sortBy: [{ label: 'Client price', field: 'client_price' }],
    align: 'right',
  },
  {
    label: 'Vendor price',
    sortBy: [{ label: 'Vendor price', field: 'vendor_price' }],
    align: 'right',
  },
]

type Sorting = { sort: string | undefined; onSort: (sort: string | undefined) => void }

type FrameProps = Sorting & { children: ReactNode; busy?: boolean; ref?: Ref<HTMLTableElement> }

function ContractsTableFrame({ children, busy, ref, sort, onSort }: FrameProps) {
  return (
    <Table.ScrollContainer minWidth={1080}>
      <Table
        ref={ref}
        highlightOnHover
        horizontalSpacing="sm"
        aria-label="Contracts"
        aria-busy={busy}
        style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 120ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) =>
              column.sortBy ? (
                <SortableHeader
                  key={column.label}
                  fields={column.sortBy}
                  align={column.align}
                  sort={sort}
                  onSort={onSort}
                />
              ) : (
                <Table.Th key={column.label} ta={column.align}>
                  {column.label}
                </Table.Th>
              ),
            )}
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

type Props = Sorting & {
  contracts: ContractRecord[]
  busy: boolean
  activeIndex: number
  onActivate: (index: number) => void
  onTerminate: (contract: ContractRecord) => void
  ref?: Ref<HTMLTableElement>
}

export function ContractsTable({
  contracts,
  activeIndex,
  onActivate,
  onTerminate,
  ...frame
}: Props) {
  return (
    <ContractsTableFrame {...frame}>
      {contracts.map((contract, index) => (
        <ContractRow
          key={contract.id}
          contract={contract}
          active={index === activeIndex}
          onFocus={() => onActivate(index)}
          onTerminate={onTerminate}
        />
      ))}
    </ContractsTableFrame>
  )
}

export function ContractsTableSkeleton({ rows, ...sorting }: Sorting & { rows: number }) {
  return (
    <ContractsTableFrame busy {...sorting}>
      {Array.from({ length: rows }, (_, row) => (
        <Table.Tr key={row}>
          {[...COLUMNS, { label: 'actions' }].map((column) => (
            <Table.Td key={column.label}>
              <Skeleton height={12} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </ContractsTableFrame>
  )
}
