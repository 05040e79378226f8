import { SimpleGrid } from '@mantine/core'
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { ConsultantList } from '../../../interface'
import { RENEWALS } from '../../../interface/contract-values'
import { formatMessages } from '../../../lib/format'
import { useMessages } from '../../../lib/i18n'
import { DatesInLanguage } from '../../../lib/ui/DatesInLanguage'
import { consultantQueries } from '../api'
import { contractFilterMessages } from '../filter-messages'
import { filterNameQuery } from '../filter-names'
import { CONTRACT_TYPES, renewalLabels } from '../labels'
import { contractMessages } from '../messages'
import type { RowFilter } from '../filter-keys'
import type { ContractListSearch } from '../search'
import { CompanySelect } from './CompanySelect'
import { ContractFilterMargin } from './ContractFilterMargin'
import { type RemoteOption, RemoteSelect } from './RemoteSelect'
import { typeLabel, useFilterNames } from './useContractFilterChips'
import { Select } from '../../../lib/ui/pickers'

type Props = {
  search: ContractListSearch
  onChange: (next: Partial<ContractListSearch>) => void
}

const pickConsultants = (answer: ConsultantList) =>
  answer.consultants.map((consultant) => ({ ...consultant, description: consultant.title }))

/** A range of days: the URL changes once both ends are picked, or when it is cleared. */
function DayRange({
  label,
  from,
  to,
  onChange,
}: {
  label: string
  from: string | undefined
  to: string | undefined
  onChange: (from: string | undefined, to: string | undefined) => void
}) {
  const t = useMessages(contractFilterMessages)
  const format = useMessages(formatMessages)
  const [value, setValue] = useState<DatesRangeValue<string>>([from ?? null, to ?? null])
  return (
    <DatePickerInput
      type="range"
      label={label}
      placeholder={t.pickRange}
      clearable
      allowSingleDateInRange
      valueFormat={format.date}
      value={value}
      onChange={(next) => {
        setValue(next)
        const [first, last] = next
        if ((first && last) || (!first && !last)) onChange(first ?? undefined, last ?? undefined)
      }}
    />
  )
}

export function ContractFilterFields({ search, onChange }: Props) {
  const t = useMessages(contractFilterMessages)
  const renewals = renewalLabels(useMessages(contractMessages))
  const queryClient = useQueryClient()
  const names = useFilterNames(search)

  /** The picked company or consultant, by name; its name is kept for the chip. */
  const valueOf = (filter: RowFilter): RemoteOption | null => {
    const id = search[filter]
    return id === undefined ? null : { id, name: names[filter] ?? '…' }
  }
  const pick = (filter: RowFilter) => (option: RemoteOption | null) => {
    if (option) queryClient.setQueryData(filterNameQuery(filter, option.id).queryKey, option.name)
    onChange({ [filter]: option?.id, page: 1 })
  }
  // A picker starts over (its typed text) when its filter changes elsewhere, such as a chip's ×.
  const keyOf = (filter: RowFilter) => `${search[filter] ?? ''}:${names[filter] ?? ''}`

  const other = search.type?.toLowerCase()
  // Any other type the URL names is offered too, as it is.
  const types: string[] =
    search.type && !CONTRACT_TYPES.some((type) => type === other)
      ? [...CONTRACT_TYPES, search.type]
      : [...CONTRACT_TYPES]

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
      <CompanySelect
        key={`client:${keyOf('client_company_id')}`}
        label={t.clientCompany}
        placeholder={t.searchCompanies}
        clearable
        value={valueOf('client_company_id')}
        onChange={pick('client_company_id')}
      />
      <CompanySelect
        key={`vendor:${keyOf('vendor_company_id')}`}
        label={t.vendorCompany}
        placeholder={t.searchCompanies}
        clearable
        value={valueOf('vendor_company_id')}
        onChange={pick('vendor_company_id')}
      />
      <RemoteSelect
        key={`consultant:${keyOf('consultant_id')}`}
        label={t.consultant}
        placeholder={t.searchConsultants}
        clearable
        value={valueOf('consultant_id')}
        onChange={pick('consultant_id')}
        query={consultantQueries.search}
        pick={pickConsultants}
        loadingLabel={t.loadingConsultants}
      />
      <Select
        label={t.type}
        placeholder={t.anyType}
        clearable
        data={types.map((type) => ({ value: type, label: typeLabel(t, type) }))}
        value={CONTRACT_TYPES.find((type) => type === other) ?? search.type ?? null}
        onChange={(type) => onChange({ type: type ?? undefined, page: 1 })}
      />
      <Select
        label={t.renewal}
        placeholder={t.anyRenewal}
        clearable
        data={RENEWALS.map((renewal) => ({ value: renewal, label: renewals[renewal] }))}
        value={search.renewal ?? null}
        onChange={(picked) =>
          onChange({ renewal: RENEWALS.find((renewal) => renewal === picked), page: 1 })
        }
      />
      <ContractFilterMargin
        value={search.margin_below}
        onChange={(amount) => onChange({ margin_below: amount, page: 1 })}
      />
      <DatesInLanguage>
        <DayRange
          key={`start:${search.contract_start_from}:${search.contract_start_to}`}
          label={t.startsBetween}
          from={search.contract_start_from}
          to={search.contract_start_to}
          onChange={(from, to) =>
            onChange({ contract_start_from: from, contract_start_to: to, page: 1 })
          }
        />
        <DayRange
          key={`end:${search.contract_end_from}:${search.contract_end_to}`}
          label={t.endsBetween}
          from={search.contract_end_from}
          to={search.contract_end_to}
          onChange={(from, to) =>
            onChange({ contract_end_from: from, contract_end_to: to, page: 1 })
          }
        />
        <DayRange
          key={`notice:${search.notice_deadline_from}:${search.notice_deadline_to}`}
          label={t.noticeDeadlineBetween}
          from={search.notice_deadline_from}
          to={search.notice_deadline_to}
          onChange={(from, to) =>
            onChange({ notice_deadline_from: from, notice_deadline_to: to, page: 1 })
          }
        />
      </DatesInLanguage>
    </SimpleGrid>
  )
}
