import { describe, expect, it } from 'vitest'
import { ContractListSearch } from '../features/contracts/search'
import { InquiryListSearch } from '../features/inquiries/search'
import { UserListSearch } from '../features/users/search'
import { idOf } from './url-search'

const read = <T>(
  schema: { '~standard': { validate: (value: unknown) => { value: T } } },
  value: unknown,
) => schema['~standard'].validate(value).value

describe('a list read from its URL', () => {
  it('keeps what is well formed', () => {
    expect(
      read(ContractListSearch, {
        page: 3,
        per_page: 50,
        status: 'ongoing',
        search: '  acme ',
        sort: '-client_price',
      }),
    ).toEqual({ page: 3, per_page: 50, status: 'ongoing', search: 'acme', sort: '-client_price' })
    expect(read(InquiryListSearch, { page: 2, per_page: 5, q: 'dev' })).toEqual({
      page: 2,
      per_page: 5,
      q: 'dev',
    })
    expect(read(UserListSearch, { search: 'anna' })).toEqual({
      page: 1,
      per_page: 10,
      search: 'anna',
    })
  })

  it('falls back to the defaults, field by field, for anything malformed', () => {
    expect(
      read(ContractListSearch, {
        page: 0,
        per_page: 7,
        status: 'lost',
        search: 'x'.repeat(256),
        sort: 'salary',
      }),
    ).toEqual({ page: 1, per_page: 10 })
    expect(read(ContractListSearch, { page: 2.5, per_page: '10', sort: '-id; drop' })).toEqual({
      page: 1,
      per_page: 10,
    })
    expect(read(InquiryListSearch, { page: -1, q: 42 })).toEqual({ page: 1, per_page: 10 })
    expect(read(UserListSearch, null)).toEqual({ page: 1, per_page: 10 })
  })
})

describe("a contract list's filters by row and type", () => {
  it('keeps positive whole ids and a type; drops anything else', () => {
    expect(
      read(ContractListSearch, {
        client_company_id: 12,
        vendor_company_id: '3',
        consultant_id: 7,
        type: ' hourly ',
      }),
    ).toEqual({
      page: 1,
      per_page: 10,
      client_company_id: 12,
      vendor_company_id: 3,
      consultant_id: 7,
      type: 'hourly',
    })
    expect(
      read(ContractListSearch, {
        client_company_id: 0,
        vendor_company_id: 'acme',
        consultant_id: 1.5,
        type: '  ',
      }),
    ).toEqual({ page: 1, per_page: 10 })
  })
})

describe('an id in a path', () => {
  it('is a positive whole number or nothing', () => {
    expect(idOf('12')).toBe(12)
    expect(idOf(' 7 ')).toBe(7)
    for (const bad of ['', ' ', '0', '-3', '1.5', 'abc', 'NaN', 'Infinity'])
      expect(idOf(bad), bad).toBeUndefined()
  })
})
