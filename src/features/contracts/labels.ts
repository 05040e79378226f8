import type { ContractRecord, ContractStatus } from '../../interface'
import type { Renewal } from '../../interface/contract-values'
import type { Formats } from '../../lib/format'
import type { ContractMessages } from './messages'

/** The statuses' names in the current language. */
export function statusLabels(t: ContractMessages): Record<ContractStatus, string> {
  return {
    'not started': t.status_not_started,
    ongoing: t.status_ongoing,
    ended: t.status_ended,
    unknown: t.status_unknown,
  }
}

/** The renewal decisions' names in the current language. */
export function renewalLabels(t: ContractMessages): Record<Renewal, string> {
  return {
    undecided: t.renewal_undecided,
    renewing: t.renewal_renewing,
    not_renewing: t.renewal_not_renewing,
  }
}

export const STATUS_COLORS: Record<ContractStatus, string> = {
  'not started': 'blue',
  ongoing: 'green',
  ended: 'gray',
  unknown: 'yellow',
}

/** The contract types the form suggests and the list's filter offers by name. */
export const CONTRACT_TYPES = ['hourly', 'fixed'] as const

/** The filter's choices in the order the keys 0–4 pick them. */
export const STATUS_FILTERS = ['all', ...(Object.keys(STATUS_COLORS) as ContractStatus[])] as const

/** A markup as a percentage in the current language: "12.5 %"; "—" without one. */
export function formatMarkup(markup: number | null, format: Formats): string {
  return markup === null ? '—' : `${format.number(markup)} %`
}

export function formatAllocation(allocation: number | null): string {
  return allocation === null ? '—' : `${allocation} %`
}

/** How a person names a contract in a sentence: its public id and who it is between. */
export function contractTitle(
  contract: Pick<ContractRecord, 'the_contract_id' | 'client_company' | 'vendor_company'>,
): string {
  return `${contract.the_contract_id} (${contract.client_company.name} → ${contract.vendor_company.name})`
}
