import { describe, expect, it } from 'vitest'
import { firstOfNextMonth, monthsLater, termUntil } from './term-dates'

describe('the days of a contract’s terms', () => {
  it('start a rate change on the first of next month, across a year', () => {
    expect(firstOfNextMonth('2026-11-27')).toBe('2026-12-01')
    expect(firstOfNextMonth('2026-12-01')).toBe('2027-01-01')
  })

  it('extend by months to the same day, or the last of a shorter month', () => {
    expect(monthsLater('2026-12-15', 3)).toBe('2027-03-15')
    expect(monthsLater('2026-11-30', 3)).toBe('2027-02-28')
  })

  it('run each term until the day before the next, the last to the contract’s end', () => {
    const terms = [{ effective_from: '2026-01-01' }, { effective_from: '2026-03-01' }]
    expect(termUntil(terms, 0, '2026-12-31')).toBe('2026-02-28')
    expect(termUntil(terms, 1, '2026-12-31')).toBe('2026-12-31')
    expect(termUntil(terms, 1, null)).toBeNull()
  })
})
