import fc from 'fast-check'
import { TEST_PASSWORD } from '../harness'
import { daysFromNow, type Fixture } from './fixtures'
import { pick } from './nasty-values'
import { bodyNamesRow, resourceOf, type Operation } from './operations'
import type { Hints } from './zod-arbitrary'

/** Known values where random ones would only ever miss: ids that exist, a real sign-in. */
export function hintsFor(fixture: Fixture, operation: Operation): Hints {
  const signIn = operation.path === '/api/v1/auth/token'
  return (path) => {
    const key = path.at(-1)
    const parent = path.at(-2)
    if (
      key === 'client_company_id' ||
      key === 'vendor_company_id' ||
      key === 'company_id' ||
      (parent === 'company' && key === 'id')
    )
      return pick(...fixture.companyIds)
    if (parent === 'industry' && key === 'id') return pick(...fixture.industryIds)
    if (parent === 'selected_consultant' && key === 'id') return pick(...fixture.consultantIds)
    // The export of a selection: a live contract, a terminated one (no row), both.
    if (key === 'ids' && operation.path === '/api/v1/contracts/export.csv') {
      const { contract, terminatedContract } = fixture
      return pick(
        String(contract.id),
        String(terminatedContract.id),
        `${terminatedContract.id},${contract.id}`,
      )
    }
    if (key === 'q' || key === 'search')
      return pick('acme', 'c-1', 'carl', String(fixture.inquiry.id))
    if (signIn && key === 'email')
      return pick(fixture.client.email, fixture.other.email, 'nobody@acme.example')
    if (key === 'password') return fc.constant(TEST_PASSWORD)
    return undefined
  }
}

/**
 * Ids of rows that exist (and were terminated, cancelled or belong to another company): the
 * operation's own where the fixture names its path (a restore wants a terminated contract first),
 * else its resource's.
 */
export function knownIds(
  fixture: Fixture,
  operation: Operation,
  param: string,
): (number | string)[] {
  return (
    fixture.ids[operation.path]?.[param] ?? fixture.ids[resourceOf(operation.path)]?.[param] ?? []
  )
}

/**
 * The fixture's value for a field of a documented example body, where the example's own would name
 * nothing that exists here: companies, and the sign-in of the fixture's Acme client.
 */
export function fixtureValue(fixture: Fixture, operation: Operation, key: string): unknown {
  if (key === 'client_company_id' || key === 'company_id') return fixture.client.companyId
  if (key === 'vendor_company_id') return fixture.other.companyId
  if (key === 'ids' && operation.path === '/api/v1/contracts/bulk') return [fixture.contract.id]
  // Days within (a term) and after (an extension) the fixture's contract, whenever the tests run.
  if (key === 'effective_from' && operation.path.endsWith('/terms')) return daysFromNow(20)
  if (key === 'contract_end' && operation.path.endsWith('/extend')) return daysFromNow(400)
  // A body naming its row (bodyNamesRow): Acme's inquiry.
  if (key === 'resource' && bodyNamesRow(operation)) return 'inquiry'
  if (key === 'id' && bodyNamesRow(operation)) return fixture.inquiry.id
  if (operation.path === '/api/v1/auth/token') {
    if (key === 'email') return fixture.client.email
    if (key === 'password') return TEST_PASSWORD
  }
  return undefined
}
