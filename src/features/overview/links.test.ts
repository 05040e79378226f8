import { describe, expect, it } from 'vitest'
import { addDays } from '../../lib/days'
import {
  endingWithinFilter,
  monthDays,
  monthFilter,
  noticeWithinFilter,
  renewalFilter,
} from './links'

describe('the overview’s links to the lists', () => {
  it('spans whole months, leap days and year ends included', () => {
    expect(monthDays('2028-02')).toEqual(['2028-02-01', '2028-02-29'])
    expect(monthDays('2026-12')).toEqual(['2026-12-01', '2026-12-31'])
    expect(monthFilter('2027-04', 'ending')).toEqual({
      contract_end_from: '2027-04-01',
      contract_end_to: '2027-04-30',
      sort: 'contract_end',
    })
  })

  it('counts a window from today, both ends included', () => {
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19')
    expect(endingWithinFilter(30, '2026-11-24')).toEqual({
      contract_end_from: '2026-11-24',
      contract_end_to: '2026-12-24',
      sort: 'contract_end',
    })
  })

  it('shows a renewal decision among the contracts ending within 90 days', () => {
    expect(renewalFilter('undecided', '2026-11-24')).toEqual({
      renewal: 'undecided',
      contract_end_from: '2026-11-24',
      contract_end_to: '2027-02-22',
      sort: 'contract_end',
    })
  })

  it('shows the notice deadlines within a window, soonest first', () => {
    expect(noticeWithinFilter(7, '2026-12-28')).toEqual({
      notice_deadline_from: '2026-12-28',
      notice_deadline_to: '2027-01-04',
      sort: 'notice_deadline',
    })
  })
})
