import { IconAlertTriangle } from '@tabler/icons-react'
import { linkOptions } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ContractRecord, ContractSortField } from '../../../interface'
import type { TABLE_COLUMNS } from '../../../interface/resources'
import type { Formats } from '../../../lib/format'
import type { MessageKey } from '../../../lib/i18n'
import { formatAllocation, formatMarkup } from '../labels'
import type { ContractMessages, contractMessages } from '../messages'
import classes from '../../../lib/ui/ListRow.module.css'
import cells from './contract-cells.module.css'
import { ContractStatusBadge } from './ContractStatusBadge'
import { RowLink } from '../../../lib/ui/list/RowLink'

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
  margin: {
    label: 'columnMargin',
    sortBy: [{ label: 'columnMargin', field: 'margin' }],
    align: 'right',
  },
  markup_percent: {
    label: 'columnMarkup',
    sortBy: [{ label: 'columnMarkup', field: 'markup_percent' }],
    align: 'right',
  },
  notice_deadline: {
    label: 'columnNoticeDeadline',
    sortBy: [{ label: 'columnNoticeDeadline', field: 'notice_deadline' }],
  },
  renewal: { label: 'columnRenewal' },
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
}

const dimmedNone = (t: ContractMessages) => <div className={classes.dimmed}>{t.none}</div>

/**
 * Text on one line, cut with an ellipsis when long, with a dimmed `note` after it: the whole of it
 * on hover and, on the active row, a copy laid over the cells after it. The copy's text is its
 * attributes' (drawn by CSS, hidden from screen readers), so the text is in the page once.
 */
const truncated = (text: string, note?: string | null) => (
  <>
    <span
      className={cells.whole}
      aria-hidden
      data-whole
      data-text={text}
      data-note={note ? ` · ${note}` : undefined}
    />
    <span className={cells.truncate} title={note ? `${text} · ${note}` : text}>
      {text}
      {note && <span className={`${classes.dimmed} ${classes.small}`}> · {note}</span>}
    </span>
  </>
)

/** What each column shows of one contract (inside its `<td>`): plain elements, a hundred rows of them. */
export const CONTRACT_CELLS: Record<
  ContractColumn,
  (contract: ContractRecord, cell: Cell) => ReactNode
> = {
  the_contract_id: (contract) => (
    <RowLink
      link={linkOptions({ to: '/contracts/$contractId/edit', params: { contractId: contract.id } })}
      className={`${classes.link} mantine-focus-auto`}
      data-row-link
    >
      {contract.the_contract_id}
    </RowLink>
  ),
  client_company: (contract) => truncated(contract.client_company.name),
  vendor_company: (contract) => truncated(contract.vendor_company.name),
  consultant: (contract, { t }) =>
    contract.consultant
      ? truncated(contract.consultant.name, contract.consultant.title)
      : dimmedNone(t),
  status: (contract) => <ContractStatusBadge status={contract.status} />,
  period: (contract, { t, format }) => (
    <span className={classes.nowrap}>
      {format.date(contract.contract_start)} –{' '}
      <span className={contract.contract_end ? undefined : classes.dimmed}>
        {contract.is_infinite || !contract.contract_end
          ? t.openEnded
          : format.date(contract.contract_end)}
      </span>
    </span>
  ),
  allocation: (contract) => formatAllocation(contract.allocation),
  client_price: (contract, { format }) =>
    contract.client_price === null ? '—' : format.money(contract.client_price),
  vendor_price: (contract, { format }) =>
    contract.vendor_price === null ? '—' : format.money(contract.vendor_price),
  margin: (contract, { t, format }) =>
    contract.margin === null ? (
      '—'
    ) : (
      <span className={classes.nowrap}>
        {/* Not by colour alone: the flag has a name, read aloud and shown on hover. */}
        {contract.thin_margin && (
          <span role="img" aria-label={t.thinMargin} title={t.thinMargin} className={cells.thin}>
            <IconAlertTriangle size={15} stroke={1.8} aria-hidden />
          </span>
        )}
        {format.money(contract.margin)}
      </span>
    ),
  markup_percent: (contract, { format }) => formatMarkup(contract.markup_percent, format),
  notice_deadline: (contract, { format }) =>
    contract.notice_deadline === null ? (
      '—'
    ) : (
      <span className={classes.nowrap}>{format.date(contract.notice_deadline)}</span>
    ),
  renewal: (contract, { t }) => t[`renewal_${contract.renewal}`],
  type: (contract, { t }) => contract.type || dimmedNone(t),
  client_contract_id: (contract, { t }) => contract.client_contract_id || dimmedNone(t),
  consult_skills: (contract, { t }) =>
    contract.consult_skills.length > 0
      ? truncated(contract.consult_skills.join(', '))
      : dimmedNone(t),
}
