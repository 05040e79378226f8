import type { ContractRecord, ContractStatus } from '../../interface'

export const STATUS_LABELS: Record<ContractStatus, string> = {
  'not started': 'Not started',
  ongoing: 'Ongoing',
  ended: 'Ended',
  unknown: 'Unknown',
}

export const STATUS_COLORS: Record<ContractStatus, string> = {
  'not started': 'blue',
  ongoing: 'green',
  ended: 'gray',
  unknown: 'yellow',
}

/** The filter's choices in the order the keys 0–4 pick them. */
export const STATUS_FILTERS = [
  { value: 'all', label: 'All' },
  ...(Object.keys(STATUS_LABELS) as ContractStatus[]).map((status) => ({
    value: status,
    label: STATUS_LABELS[status],
  })),
] as const

const money = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 4 })

export function formatPrice(price: number | null): string {
  return price === null ? '—' : money.format(price)
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
