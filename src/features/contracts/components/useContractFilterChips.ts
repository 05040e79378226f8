import { useQueries } from '@tanstack/react-query'
import { useFormat } from '../../../lib/format'
import { useMessages } from '../../../lib/i18n'
import type { FilterChip } from '../../../lib/ui/FilterChips'
import { contractFilterMessages, type ContractFilterMessages } from '../filter-messages'
import { filterNameQuery } from '../filter-names'
import { contractMessages } from '../messages'
import { DATE_RANGES, type DateRange, ROW_FILTERS, type RowFilter } from '../filter-keys'
import { renewalLabels } from '../labels'
import type { ContractListSearch } from '../search'

/** A contract type's name in the current language; a type the dashboard does not know, as it is. */
export function typeLabel(t: ContractFilterMessages, type: string): string {
  const known: Record<string, string> = { hourly: t.type_hourly, fixed: t.type_fixed }
  return known[type.toLowerCase()] ?? type
}

export function rowFilterLabel(t: ContractFilterMessages, filter: RowFilter): string {
  return {
    client_company_id: t.clientCompany,
    vendor_company_id: t.vendorCompany,
    consultant_id: t.consultant,
  }[filter]
}

/** The names the row filters' ids stand for (undefined while being read, null when not found). */
export function useFilterNames(search: ContractListSearch) {
  const answers = useQueries({
    queries: ROW_FILTERS.map((filter) => ({
      ...filterNameQuery(filter, search[filter] ?? 0),
      enabled: search[filter] !== undefined,
    })),
  })
  return Object.fromEntries(
    ROW_FILTERS.map((filter, index) => [filter, answers[index]!.data]),
  ) as Record<RowFilter, string | null | undefined>
}

/**
 * Every filter the URL applies beyond the search box and the status, one removable chip each, in a
 * fixed order (Backspace in the empty search box removes the last). Companies and consultants are
 * shown by name, never by id.
 */
export function useContractFilterChips(
  search: ContractListSearch,
  setSearch: (next: Partial<ContractListSearch>) => void,
): FilterChip[] {
  const t = useMessages(contractMessages)
  const tf = useMessages(contractFilterMessages)
  const format = useFormat()
  const names = useFilterNames(search)

  const rows = ROW_FILTERS.flatMap((filter) => {
    if (search[filter] === undefined) return []
    const name = names[filter]
    return [
      {
        key: filter,
        label: tf.chip({
          what: rowFilterLabel(tf, filter),
          name: name === undefined ? '…' : (name ?? tf.notFound),
        }),
        onRemove: () => setSearch({ [filter]: undefined, page: 1 }),
      },
    ]
  })
  const type = search.type
    ? [
        {
          key: 'type',
          label: tf.chip({ what: tf.type, name: typeLabel(tf, search.type) }),
          onRemove: () => setSearch({ type: undefined, page: 1 }),
        },
      ]
    : []
  const renewal = search.renewal
    ? [
        {
          key: 'renewal',
          label: tf.chip({ what: tf.renewal, name: renewalLabels(t)[search.renewal] }),
          onRemove: () => setSearch({ renewal: undefined, page: 1 }),
        },
      ]
    : []
  const margin =
    search.margin_below === undefined
      ? []
      : [
          {
            key: 'margin_below',
            label: tf.chip({ what: tf.marginBelow, name: format.money(search.margin_below) }),
            onRemove: () => setSearch({ margin_below: undefined, page: 1 }),
          },
        ]
  const rangeNames: Record<DateRange, string> = {
    contract_start: t.starts,
    contract_end: t.ends,
    notice_deadline: tf.noticeDeadline,
  }
  // The date ranges (from the overview's figures, say), one chip a range.
  const ranges = DATE_RANGES.flatMap((column) => {
    const from = search[`${column}_from`]
    const to = search[`${column}_to`]
    if (!from && !to) return []
    const what = rangeNames[column]
    const label =
      from && to
        ? t.range({ what, from: format.date(from), to: format.date(to) })
        : from
          ? t.rangeFrom({ what, from: format.date(from) })
          : t.rangeTo({ what, to: format.date(to!) })
    return [
      {
        key: column,
        label,
        onRemove: () =>
          setSearch({ [`${column}_from`]: undefined, [`${column}_to`]: undefined, page: 1 }),
      },
    ]
  })
  return [...rows, ...type, ...renewal, ...margin, ...ranges]
}
