import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveCompanyByName } from '../db/companies'
import { createTestContext, type TestContext } from '../test/harness'

/**
 * A browser asks for compressed answers; compressing one would turn its ETag weak (`W/…`), and a
 * weak ETag never meets an If-Match (strong comparison): every edit from a browser would be a 412.
 */

let t: TestContext
let token: string
let contractId: number

beforeAll(async () => {
  t = await createTestContext()
  const admin = await t.createUser({
    name: 'Ada Admin',
    email: 'admin@hq.example',
    company: 'Staffing HQ',
    type: 'admin',
  })
  token = admin.token
  const created = await t.request('POST', '/api/v1/contracts', {
    token,
    body: {
      the_contract_id: 'GZIP-1',
      client_company_id: await resolveCompanyByName(t.db, 'Acme Oy'),
      vendor_company_id: await resolveCompanyByName(t.db, 'Globex Ltd'),
      contract_start: '2026-01-01',
      // Long enough that the answer would be compressed.
      notes: 'A long note. '.repeat(200),
    },
  })
  contractId = (created.body as { id: number }).id
})
afterAll(async () => {
  await t.close()
})

const gzip = { 'Accept-Encoding': 'gzip, deflate, br' }

describe('ETags of answers a browser asks compressed', () => {
  it('stay strong, and the edit sent back with one is taken', async () => {
    const read = await t.request('GET', `/api/v1/contracts/id/${contractId}`, {
      token,
      headers: gzip,
    })
    const etag = read.headers.get('ETag')!
    expect(etag).toMatch(/^"/)
    expect(read.headers.get('Content-Encoding')).toBeNull()

    const edit = await t.request('POST', `/api/v1/contracts/id/${contractId}/edit`, {
      token,
      headers: { ...gzip, 'If-Match': etag },
      body: { notes: 'Edited' },
    })
    expect(edit.status).toBe(200)
  })

  it('stay strong on a 412, so the current record’s ETag can be sent again', async () => {
    const refused = await t.request('POST', `/api/v1/contracts/id/${contractId}/edit`, {
      token,
      headers: { ...gzip, 'If-Match': '"an-old-one"' },
      body: { notes: 'Too late' },
    })
    expect(refused.status).toBe(412)
    const etag = refused.headers.get('ETag')!
    expect(etag).toMatch(/^"/)
    const again = await t.request('POST', `/api/v1/contracts/id/${contractId}/edit`, {
      token,
      headers: { ...gzip, 'If-Match': etag },
      body: { notes: 'In time' },
    })
    expect(again.status).toBe(200)
  })
})
