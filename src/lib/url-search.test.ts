import { describe, expect, it } from 'vitest'
import { ActivitySearch } from '../features/activity/search'
import { ContractListSearch } from '../features/contracts/search'
import { InquiryListSearch } from '../features/inquiries/search'
import { UserListSearch } from '../features/users/search'
import * as schemas from '../interface'
import { idOf } from './url-search'

type Reader<T> = { '~standard': { validate: (value: unknown) => { value: T } } }
const read = <T>(schema: Reader<T>, value: unknown) => schema['~standard'].validate(value).value

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
        per_page: 101,
        status: 'lost',
        search: 'x'.repeat(256),
        sort: 'salary',
      }),
    ).toEqual({ page: 1, per_page: 10 })
    expect(read(ContractListSearch, { page: 2.5, per_page: 'ten', sort: '-id; drop' })).toEqual({
      page: 1,
      per_page: 10,
    })
    expect(
      read(ContractListSearch, {
        contract_start_from: '2026-02-30',
        contract_end_to: '2028-02-29',
      }),
    ).toEqual({ page: 1, per_page: 10, contract_end_to: '2028-02-29' })
    expect(read(InquiryListSearch, { page: -1, status: 'lost' })).toEqual({ page: 1, per_page: 10 })
    // The router reads `?q=42` as a number: it is the text searched for.
    expect(read(InquiryListSearch, { q: 42 })).toEqual({ page: 1, per_page: 10, q: '42' })
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

describe("a contract list's filters by renewal, margin and notice deadline", () => {
  it('keeps a known decision, any amount in range and real days; drops anything else', () => {
    expect(
      read(ContractListSearch, {
        renewal: 'not_renewing',
        margin_below: '-12.5',
        notice_deadline_from: '2027-01-01',
        notice_deadline_to: '2027-01-08',
      }),
    ).toEqual({
      page: 1,
      per_page: 10,
      renewal: 'not_renewing',
      margin_below: -12.5,
      notice_deadline_from: '2027-01-01',
      notice_deadline_to: '2027-01-08',
    })
    // The router reads `?margin_below=100` as a number already.
    expect(read(ContractListSearch, { margin_below: 100 })).toMatchObject({ margin_below: 100 })
    for (const margin_below of ['ten', '', ' ', 'Infinity', '1e11', -1e11, Number.NaN])
      expect(read(ContractListSearch, { margin_below }), String(margin_below)).toEqual({
        page: 1,
        per_page: 10,
      })
    expect(
      read(ContractListSearch, { renewal: 'maybe', notice_deadline_from: '2027-02-30' }),
    ).toEqual({ page: 1, per_page: 10 })
  })
})

/** The lists' URLs as a person might leave them, well formed or not. */
const URLS: Record<string, unknown>[] = [
  {},
  { page: 3, per_page: 50, status: 'ongoing', search: ' acme ', sort: '-client_price' },
  { page: '2', per_page: '7', q: 'dev', status: 'cancelled', resource: 'user', actor_id: '4' },
  {
    page: 0,
    per_page: 1000,
    status: 'lost',
    sort: 'salary',
    since: '2026-13-01',
    q: 'x'.repeat(300),
  },
  { client_company_id: 12, vendor_company_id: '3', consultant_id: 1.5, type: ' hourly ' },
  { contract_start_from: '2026-01-01', contract_end_to: '2024-02-29', since: '2026-05-04' },
  { renewal: 'renewing', margin_below: '100.5', notice_deadline_from: '2027-01-01' },
  { renewal: 'maybe', margin_below: 'ten', notice_deadline_to: '2027-02-30' },
  { margin_below: -250, notice_deadline_to: '2027-03-01' },
  // A field twice is refused by the API: the URL drops it rather than show the list's error.
  { sort: 'status,-status' },
  { sort: 'client_company,-contract_end,client_company' },
  { sort: 'margin,-markup_percent,contract_start' },
]

describe("a list's URL, read by its API query's schema", () => {
  const LISTS: [Reader<unknown>, schemas.z.ZodType][] = [
    [ContractListSearch, schemas.ContractListQuery],
    [InquiryListSearch, schemas.InquiryListQuery],
    [UserListSearch, schemas.UserListQuery],
    [ActivitySearch, schemas.ActivitySearch],
  ]

  it('keeps only what the zod schema accepts, each value as it reads it', () => {
    for (const [reader, schema] of LISTS)
      for (const url of URLS) {
        const kept = read(reader, url) as Record<string, unknown>
        const asSent = Object.fromEntries(Object.entries(kept).map(([k, v]) => [k, String(v)]))
        expect(schema.safeParse(asSent), JSON.stringify(url)).toMatchObject({
          success: true,
          data: kept,
        })
      }
  })

  it('drops a parameter the schema lacks', () => {
    for (const [reader] of LISTS)
      expect(read(reader, { extra: 1 })).toEqual({ page: 1, per_page: 10 })
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
