import type { ContractListSearch } from '../contracts'

/** `YYYY-MM-DD` in UTC, `days` after `day`. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** Today in UTC, as the overview counts it. */
export const todayUtc = () => new Date().toISOString().slice(0, 10)

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
