import { describe, expect, it } from 'vitest'
import { ContractListSearch } from '../contracts'
import { InquiryListSearch } from '../inquiries'
import { queryOfSearch, searchOfView, showsView } from './view-search'

describe('a view’s query and a list’s URL search', () => {
  it('keeps the filters as text, without the page or the default page size', () => {
    expect(
      queryOfSearch({ page: 3, per_page: 10, status: 'ongoing', client_company_id: 4 }),
    ).toEqual({ status: 'ongoing', client_company_id: '4' })
    expect(queryOfSearch({ page: 1, per_page: 50 })).toEqual({ per_page: '50' })
  })

  it('reads numbers back as numbers where the list takes numbers, and text as text', () => {
    expect(
      searchOfView(ContractListSearch, {
        per_page: '50',
        client_company_id: '4',
        search: '123',
        type: '2026',
      }),
    ).toEqual({ page: 1, per_page: 50, client_company_id: 4, search: '123', type: '2026' })
    expect(searchOfView(InquiryListSearch, { q: '7', status: 'nonsense' })).toEqual({
      page: 1,
      per_page: 10,
      q: '7',
    })
  })

  it('knows the view the list shows now', () => {
    const query = { status: 'ended', per_page: '50' }
    expect(showsView({ page: 2, per_page: 50, status: 'ended' }, query)).toBe(true)
    expect(showsView({ page: 1, per_page: 50, status: 'ended', search: 'x' }, query)).toBe(false)
  })
})
