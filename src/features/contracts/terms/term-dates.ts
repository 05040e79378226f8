import dayjs from 'dayjs'
import type { ContractTerm } from '../../../interface'

const DAY = 'YYYY-MM-DD'

/** The first day of the month after `day`'s: when a rate change usually starts. */
export const firstOfNextMonth = (day: string) =>
  dayjs(day).add(1, 'month').startOf('month').format(DAY)

/** The same day `months` later (the month's last day where it has fewer days). */
export const monthsLater = (day: string, months: number) =>
  dayjs(day).add(months, 'month').format(DAY)

/**
 * The last day of the term at `index`: the day before the next one starts; the last one runs to
 * the contract's end (null: open-ended).
 */
export function termUntil(
  terms: readonly Pick<ContractTerm, 'effective_from'>[],
  index: number,
  contractEnd: string | null,
): string | null {
  const next = terms[index + 1]
  return next ? dayjs(next.effective_from).subtract(1, 'day').format(DAY) : contractEnd
}
