import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../test/harness'
import { resolveCompanyByName } from './companies'

/**
 * Edits run as prepared statements on PGlite, their values bound through the extended protocol
 * (never written into the SQL): every value arrives exactly as sent, however it is quoted, and a
 * statement prepared once runs again.
 */

let t: TestContext
let admin: string

beforeAll(async () => {
  t = await createTestContext()
  admin = (await t.createUser({ email: 'admin@hq.example', company: 'Staffing HQ', type: 'admin' }))
    .token
}, 60_000)
afterAll(async () => {
  await t?.close()
})

const AWKWARD = [
  "O'Brien's ''quoted'' note",
  "back\\slash \\' and $1 $2 placeholders; -- not a comment */ /*",
  "Äiti ja 😀, E'\\n' and tab\there",
  '',
]

describe('prepared edits', () => {
  it('write every value exactly as sent, again and again', async () => {
    const acme = await resolveCompanyByName(t.db, 'Acme Oy')
    const globex = await resolveCompanyByName(t.db, 'Globex Ltd')
    const created = await t.request('POST', '/api/v1/contracts', {
      token: admin,
      body: {
        the_contract_id: 'K-1',
        client_company_id: acme,
        vendor_company_id: globex,
        contract_start: '2026-01-01',
      },
    })
    expect(created.status).toBe(201)
    for (const [i, notes] of AWKWARD.entries()) {
      const skills = [notes.slice(0, 20) || 'SQL', `"${i}"`]
      const edited = await t.request('POST', `/api/v1/contracts/id/${created.body.id}/edit`, {
        token: admin,
        body: { notes, consult_skills: skills, status: i % 2 ? 'ended' : 'ongoing' },
      })
      expect(edited.status, JSON.stringify(edited.body)).toBe(200)
      const read = await t.request('GET', `/api/v1/contracts/id/${created.body.id}`, {
        token: admin,
      })
      expect(read.body.notes).toBe(notes)
      expect(read.body.status).toBe(i % 2 ? 'ended' : 'ongoing')
      expect(read.body.consult_skills.length).toBeGreaterThan(0)
      expect(read.body.the_contract_id).toBe('K-1')
    }
    // A refused edit through a prepared statement is still the 422 it always was.
    const refused = await t.request('POST', `/api/v1/contracts/id/${created.body.id}/edit`, {
      token: admin,
      body: { contract_end: '2020-01-01' },
    })
    expect(refused.status).toBe(422)
    expect(Object.keys(refused.body.errors)).toEqual(['contract_end'])
  })
})
