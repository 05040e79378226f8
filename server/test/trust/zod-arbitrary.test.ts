import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as schemas from '../../../src/interface'
import type { z } from '../../../src/interface'
import { arbitraryFor, makeConsistent } from './zod-arbitrary'

/** The fuzzer's "valid" requests must be valid, or it only ever tests the 422 path. */
const REQUEST_SCHEMAS: [string, z.ZodType][] = (
  [
    'AddPositionBody',
    'CompanyListQuery',
    'ConsultantListQuery',
    'ContractFilters',
    'ContractListQuery',
    'CreateContractBody',
    'CreateInquiryBody',
    'CreateUserBody',
    'EditContractBody',
    'EditUserBody',
    'IdParam',
    'InquiryListQuery',
    'PublicContractId',
    'SignInBody',
    'UserListQuery',
  ] as const
).map((name) => [name, schemas[name]])

describe('arbitraryFor', () => {
  it.each(REQUEST_SCHEMAS)('%s: every generated value passes the schema', (_name, schema) => {
    fc.assert(
      fc.property(arbitraryFor(schema).map(makeConsistent), (value) => {
        const parsed = schema.safeParse(value)
        expect(parsed.error?.issues ?? []).toEqual([])
      }),
      { numRuns: 200, seed: 1 },
    )
  })

  it('takes known values from hints, and only those with hintsOnly', () => {
    const schema = schemas.CreateContractBody
    const companies = fc.constantFrom(7, 8)
    const hints = (path: (string | number)[]) =>
      path.at(-1) === 'client_company_id' ? companies : undefined
    const values = fc.sample(arbitraryFor(schema, hints, { hintsOnly: true }), 50) as {
      client_company_id: number
    }[]
    expect(new Set(values.map((v) => v.client_company_id))).toEqual(new Set([7, 8]))
  })
})
