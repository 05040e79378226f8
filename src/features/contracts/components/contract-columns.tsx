import { Anchor, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ContractRecord, ContractSortField } from '../../../interface'
import type { TABLE_COLUMNS } from '../../../interface/preferences'
import type { Formats } from '../../../lib/format'
import type { MessageKey } from '../../../lib/i18n'
import { formatAllocation } from '../labels'
import type { ContractMessages, contractMessages } from '../messages'
import { ContractStatusBadge } from './ContractStatusBadge'

/** A column the person may show, hide or move (table settings): its key in their preferences. */
export type ContractColumn = (typeof TABLE_COLUMNS.contracts)[number]

/** The column holding the row's link, which the keyboard and the row's click need: always shown. */
export const CONTRACT_LINK_COLUMN = 'the_contract_id' satisfies ContractColumn

type Header = {
  label: MessageKey<typeof contractMessages>
  sortBy?: { label: MessageKey<typeof contractMessages>; field: ContractSortField }[]
  align?: 'right'
}

export const CONTRACT_HEADERS: Record<ContractColumn, Header> = {
  the_contract_id: {
    label: 'columnContract',
    sortBy: [{ label: 'columnContract', field: 'the_contract_id' }],
  },
  client_company: {
    label: 'columnClient',
    sortBy: [{ label: 'columnClient', field: 'client_company' }],
  },
  vendor_company: {
    label: 'columnVendor',
    sortBy: [{ label: 'columnVendor', field: 'vendor_company' }],
  },
  consultant: {
    label: 'columnConsultant',
    sortBy: [{ label: 'columnConsultant', field: 'consultant' }],
  },
  status: { label: 'columnStatus', sortBy: [{ label: 'columnStatus', field: 'status' }] },
  period: {
    label: 'columnPeriod',
    sortBy: [
      { label: 'columnStart', field: 'contract_start' },
      { label: 'columnEnd', field: 'contract_end' },
    ],
  },
  allocation: { label: 'columnAllocation', align: 'right' },
  client_price: {
    label: 'columnClientPrice',
    sortBy: [{ label: 'columnClientPrice', field: 'client_price' }],
    align: 'right',
  },
  vendor_price: {
    label: 'columnVendorPrice',
    sortBy: [{ label: 'columnVendorPrice', field: 'vendor_price' }],
    align: 'right',
  },
  type: { label: 'columnType' },
  client_contract_id: { label: 'columnClientContractId' },
  consult_skills: { label: 'columnSkills' },
}

/** Each column's name, for the table settings. */
export const contractColumnLabels = (t: ContractMessages): Record<string, string> =>
  Object.fromEntries(Object.entries(CONTRACT_HEADERS).map(([key, { label }]) => [key, t[label]]))

type Cell = {
  t: ContractMessages
  format: Formats
  index: number
  onActivate: (index: number) => void
}

const dimmedNone = (t: ContractMessages) => (
  <Text size="sm" c="dimmed">
    {t.none}
  </Text>
)

/** What each column shows of one contract (inside its `<td>`). */
export const CONTRACT_CELLS: Record<
  ContractColumn,
  (contract: ContractRecord, cell: Cell) => ReactNode
> = {
  the_contract_id: (contract, { index, onActivate }) => (
    <Anchor
      renderRoot={(props) => (
        <Link {...props} to="/contracts/$contractId/edit" params={{ contractId: contract.id }} />
      )}
      data-row-link
      fw={600}
      size="sm"
      style={{ whiteSpace: 'nowrap' }}
      onFocus={() => onActivate(index)}
    >
      {contract.the_contract_id}
    </Anchor>
  ),
  client_company: (contract) => <Text size="sm">{contract.client_company.name}</Text>,
  vendor_company: (contract) => <Text size="sm">{contract.vendor_company.name}</Text>,
  consultant: (contract, { t }) =>
    contract.consultant ? (
      <>
        <Text size="sm">{contract.consultant.name}</Text>
        {contract.consultant.title && (
          <Text size="xs" c="dimmed">
            {contract.consultant.title}
          </Text>
        )}
      </>
    ) : (
      dimmedNone(t)
    ),
  status: (contract) => <ContractStatusBadge status={contract.status} />,
  period: (contract, { t, format }) => (
    <>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {format.date(contract.contract_start)} –
      </Text>
      <Text
        size="sm"
        c={contract.contract_end ? undefined : 'dimmed'}
        style={{ whiteSpace: 'nowrap' }}
      >
        {contract.is_infinite || !contract.contract_end
          ? t.openEnded
          : format.date(contract.contract_end)}
      </Text>
    </>
  ),
  allocation: (contract) => <Text size="sm">{formatAllocation(contract.allocation)}</Text>,
  client_price: (contract, { format }) => (
    <Text size="sm">
      {contract.client_price === null ? '—' : format.money(contract.client_price)}
    </Text>
  ),
  vendor_price: (contract, { format }) => (
    <Text size="sm">
      {contract.vendor_price === null ? '—' : format.money(contract.vendor_price)}
    </Text>
  ),
  type: (contract, { t }) =>
    contract.type ? <Text size="sm">{contract.type}</Text> : dimmedNone(t),
  client_contract_id: (contract, { t }) =>
    contract.client_contract_id ? (
      <Text size="sm">{contract.client_contract_id}</Text>
    ) : (
      dimmedNone(t)
    ),
  consult_skills: (contract, { t }) =>
    contract.consult_skills.length > 0 ? (
      <Text size="sm">{contract.consult_skills.join(', ')}</Text>
    ) : (
      dimmedNone(t)
    ),
}
