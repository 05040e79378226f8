import { RENEWAL_HORIZON_DAYS, type Renewal } from '../../interface/contract-values'
import { addDays, todayUtc } from '../../lib/days'
import type { ContractListSearch } from '../contracts'

/** The first and last day of a month (`YYYY-MM`). */
export function monthDays(month: string): [string, string] {
  const [year, number] = month.split('-').map(Number) as [number, number]
  const next = new Date(Date.UTC(year, number, 1)).toISOString().slice(0, 10)
  return [`${month}-01`, addDays(next, -1)]
}

type ContractFilter = Partial<ContractListSearch>

/** The contracts list showing exactly what a month's figure counts. */
export function monthFilter(month: string, what: 'starting' | 'ending'): ContractFilter {
  const [first, last] = monthDays(month)
  return what === 'starting'
    ? { contract_start_from: first, contract_start_to: last, sort: 'contract_start' }
    : { contract_end_from: first, contract_end_to: last, sort: 'contract_end' }
}

/** The contracts list showing the contracts that end within `days` from today, soonest first. */
export function endingWithinFilter(days: number, today = todayUtc()): ContractFilter {
  return { contract_end_from: today, contract_end_to: addDays(today, days), sort: 'contract_end' }
}

/**
 * The contracts list showing the contracts of one renewal decision among those the overview's
 * renewals count: ending from today to `RENEWAL_HORIZON_DAYS` ahead, soonest first.
 */
export function renewalFilter(renewal: Renewal, today = todayUtc()): ContractFilter {
  return { renewal, ...endingWithinFilter(RENEWAL_HORIZON_DAYS, today) }
}

/** The contracts list showing the notice deadlines within `days` from today, soonest first. */
export function noticeWithinFilter(days: number, today = todayUtc()): ContractFilter {
  return {
    notice_deadline_from: today,
    notice_deadline_to: addDays(today, days),
    sort: 'notice_deadline',
  }
}
