import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ContractRecord, InquiryDetail, UserRecord } from '../../src/interface'
import { derivedDrift } from '../db/derived'
import { createTestContext, type TestContext } from '../test/harness'

/** ETags on every GET of one record, and writes that take If-Match (the conflict-safe writes). */

let t: TestContext
let admin: { id: number; token: string }
let anna: { id: number; token: string }
let ben: { id: number; token: string }
let gina: { id: number; token: string }
let acme: number
let globex: number

beforeAll(async () => {
  t = await createTestContext()
})
beforeEach(async () => {
  await t.reset()
  ;({ ada: admin, anna, gina, acme, globex } = await t.cast())
  ben = await t.createUser({ name: 'Ben', email: 'ben@acme.example', company: 'Acme Oy' })
})
afterAll(async () => {
  await t.close()
})

async function createContract(publicId = 'C-1') {
  const response = await t.request('POST', '/api/v1/contracts', {
    token: admin.token,
    body: {
      the_contract_id: publicId,
      client_company_id: acme,
      vendor_company_id: globex,
      contract_start: '2026-01-01',
      selected_consultant: { name: 'Carl Consultant' },
    },
  })
  expect(response.status).toBe(201)
  return response.body.id as number
}

async function createInquiry(token = anna.token) {
  const response = await t.request('POST', '/api/v1/inquiries', {
    token,
    body: {
      title: 'Warehouse',
      industry: { name: 'Logistics' },
      hires: [
        { title: 'Driver', type: 'full_time' },
        { title: 'Picker', type: 'part_time' },
      ],
    },
  })
  expect(response.status).toBe(201)
  return response.body.id as number
}

const NEW_POSITION = {
  stage: 'pending',
  title: 'Lead',
  type: 'contract',
  budget: '4000',
  job_start: '2026-03-01T08:00:00Z',
  job_end: '2026-08-31T16:00:00Z',
  description: '<p>Leads the team.</p>',
}
const read = (path: string, token = admin.token) => t.request('GET', path, { token })
const ifMatch = (etag: string) => ({ 'If-Match': etag })
const STRONG = /^"[A-Za-z0-9_-]{10,}"$/

describe('ETag and version', () => {
  it('a contract answers the same strong ETag on both paths; it and the version change with a write', async () => {
    const id = await createContract()
    const byId = await read(`/api/v1/contracts/id/${id}`)
    const byPublicId = await read('/api/v1/contracts/C-1')
    expect(byId.headers.get('etag')).toMatch(STRONG)
    expect(byPublicId.headers.get('etag')).toBe(byId.headers.get('etag'))
    expect(ContractRecord.parse(byId.body).version).toBe(1)

    await t.request('POST', `/api/v1/contracts/id/${id}/edit`, {
      token: admin.token,
      body: { notes: 'Renewal talks' },
    })
    const after = await read(`/api/v1/contracts/id/${id}`)
    expect(after.body.version).toBe(2)
    expect(after.headers.get('etag')).not.toBe(byId.headers.get('etag'))
  })

  it('a contract’s ETag changes when its consultant is renamed through another contract', async () => {
    const id = await createContract('C-1')
    const first = await read(`/api/v1/contracts/id/${id}`)
    const other = await createContract('C-2')
    await t.request('POST', `/api/v1/contracts/id/${other}/edit`, {
      token: admin.token,
      body: { selected_consultant: { id: first.body.consultant.id, name: 'Carla Consultant' } },
    })
    const now = await read(`/api/v1/contracts/id/${id}`)
    expect(now.body.version).toBe(first.body.version)
    expect(now.headers.get('etag')).not.toBe(first.headers.get('etag'))
  })

  it('an inquiry’s ETag changes when a position is added or cancelled; positions carry versions', async () => {
    const id = await createInquiry()
    const first = await read(`/api/v1/inquiry/${id}`, anna.token)
    expect(first.headers.get('etag')).toMatch(STRONG)
    const detail = InquiryDetail.parse(first.body)
    expect(detail.version).toBe(1)
    expect(detail.positions.map((p) => p.version)).toEqual([1, 1])

    await t.request('POST', `/api/v1/inquiry/${id}/positions/${detail.positions[0]!.id}/cancel`, {
      token: anna.token,
    })
    const second = await read(`/api/v1/inquiry/${id}`, anna.token)
    expect(second.body.positions[0].version).toBe(2)
    expect(second.headers.get('etag')).not.toBe(first.headers.get('etag'))

    const added = await t.request('POST', `/api/v1/inquiry/${id}/positions`, {
      token: anna.token,
      body: NEW_POSITION,
    })
    expect(added.status).toBe(200)
    const third = await read(`/api/v1/inquiry/${id}`, anna.token)
    expect(third.body.version).toBe(2)
    expect(third.headers.get('etag')).not.toBe(second.headers.get('etag'))
  })

  it('a user answers an ETag and a version that grows with an edit', async () => {
    const first = await read(`/api/v1/users/${ben.id}`, anna.token)
    expect(first.headers.get('etag')).toMatch(STRONG)
    expect(UserRecord.parse(first.body).version).toBe(1)
    await t.request('POST', `/api/v1/users/${ben.id}/edit`, {
      token: anna.token,
      body: { phone: '+358 40 123' },
    })
    const second = await read(`/api/v1/users/${ben.id}`, anna.token)
    expect(second.body.version).toBe(2)
    expect(second.headers.get('etag')).not.toBe(first.headers.get('etag'))
  })

  it('exposes the ETag to browsers of other origins', async () => {
    const id = await createContract()
    const response = await t.request('GET', `/api/v1/contracts/id/${id}`, {
      token: admin.token,
      headers: { Origin: 'https://elsewhere.example' },
    })
    expect(response.headers.get('access-control-expose-headers')).toMatch(/\bETag\b/i)
  })
})

describe('If-Match', () => {
  it('a contract edit with the current ETag writes; with a stale one: 412, the record now, nothing written', async () => {
    const id = await createContract()
    const opened = await read(`/api/v1/contracts/id/${id}`)
    const etag = opened.headers.get('etag')!
    const first = await t.request('POST', `/api/v1/contracts/id/${id}/edit`, {
      token: admin.token,
      body: { notes: 'First' },
      headers: ifMatch(etag),
    })
    expect(first.status).toBe(200)
    const now = await read(`/api/v1/contracts/id/${id}`)

    const stale = await t.request('POST', `/api/v1/contracts/C-1/edit`, {
      token: admin.token,
      body: { notes: 'Second' },
      headers: ifMatch(etag),
    })
    expect(stale.status).toBe(412)
    expect(stale.body).toEqual({
      message: expect.stringMatching(
        /^Contract was changed by Ada Admin at \d{4}-\d\d-\d\dT[\d:.]+Z since you opened it\.$/,
      ),
      current: now.body,
    })
    expect(stale.headers.get('etag')).toBe(now.headers.get('etag'))
    expect(await read(`/api/v1/contracts/id/${id}`)).toMatchObject({ body: now.body })
  })

  it('a contract terminate with a stale ETag is 412 and the contract stays; with the current one, terminated', async () => {
    const id = await createContract()
    const etag = (await read(`/api/v1/contracts/id/${id}`)).headers.get('etag')!
    await t.request('POST', `/api/v1/contracts/id/${id}/edit`, {
      token: admin.token,
      body: { status: 'ongoing' },
    })
    const stale = await t.request('DELETE', `/api/v1/contracts/id/${id}`, {
      token: admin.token,
      headers: ifMatch(etag),
    })
    expect(stale.status).toBe(412)
    expect((await read(`/api/v1/contracts/id/${id}`)).status).toBe(200)
    const current = (await read(`/api/v1/contracts/id/${id}`)).headers.get('etag')!
    const done = await t.request('DELETE', `/api/v1/contracts/C-1`, {
      token: admin.token,
      headers: ifMatch(current),
    })
    expect(done.status).toBe(200)
    expect((await read(`/api/v1/contracts/id/${id}`)).status).toBe(404)
    expect(await derivedDrift(t.db)).toEqual([])
  })

  it('without If-Match the last write wins, as before', async () => {
    const id = await createContract()
    for (const notes of ['One', 'Two']) {
      const response = await t.request('POST', `/api/v1/contracts/id/${id}/edit`, {
        token: admin.token,
        body: { notes },
      })
      expect(response.status).toBe(200)
    }
    expect((await read(`/api/v1/contracts/id/${id}`)).body.notes).toBe('Two')
  })

  it('* matches any current record; a weak or unknown ETag never does', async () => {
    const id = await createContract()
    const etag = (await read(`/api/v1/contracts/id/${id}`)).headers.get('etag')!
    const edit = (value: string) =>
      t.request('POST', `/api/v1/contracts/id/${id}/edit`, {
        token: admin.token,
        body: { notes: value },
        headers: ifMatch(value),
      })
    expect((await edit(`W/${etag}`)).status).toBe(412)
    expect((await edit('"nope", "other"')).status).toBe(412)
    expect((await edit(`"nope", ${etag}`)).status).toBe(200)
    expect((await edit('*')).status).toBe(200)
  })

  it('a malformed If-Match is 400 and nothing is written', async () => {
    const id = await createContract()
    const before = await read(`/api/v1/contracts/id/${id}`)
    for (const value of ['abc', '"unclosed', 'W/', '"a" "b"']) {
      const response = await t.request('POST', `/api/v1/contracts/id/${id}/edit`, {
        token: admin.token,
        body: { notes: 'Never' },
        headers: ifMatch(value),
      })
      expect(response.status, value).toBe(400)
      expect(response.body).toEqual({ message: expect.stringContaining('If-Match') })
    }
    expect((await read(`/api/v1/contracts/id/${id}`)).body).toEqual(before.body)
  })

  it('a stale If-Match on a missing or terminated contract is 404', async () => {
    const id = await createContract()
    const etag = (await read(`/api/v1/contracts/id/${id}`)).headers.get('etag')!
    await t.request('DELETE', `/api/v1/contracts/id/${id}`, { token: admin.token })
    const response = await t.request('POST', `/api/v1/contracts/id/${id}/edit`, {
      token: admin.token,
      body: { notes: 'x' },
      headers: ifMatch(etag),
    })
    expect(response.status).toBe(404)
  })

  it('two racing edits with the same ETag: one 200, one 412', async () => {
    const id = await createContract()
    const etag = (await read(`/api/v1/contracts/id/${id}`)).headers.get('etag')!
    const answers = await Promise.all(
      ['Mine', 'Theirs'].map((notes) =>
        t.request('POST', `/api/v1/contracts/id/${id}/edit`, {
          token: admin.token,
          body: { notes, status: 'ended' },
          headers: ifMatch(etag),
        }),
      ),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 412])
    const now = await read(`/api/v1/contracts/id/${id}`)
    expect(now.body.version).toBe(2)
    expect(await derivedDrift(t.db)).toEqual([])
  })

  it('two racing inquiry cancels with the same ETag: one 200, one 412', async () => {
    const id = await createInquiry()
    const etag = (await read(`/api/v1/inquiry/${id}`, anna.token)).headers.get('etag')!
    const answers = await Promise.all(
      [anna, ben].map((who) =>
        t.request('POST', `/api/v1/inquiry/${id}/cancel`, {
          token: who.token,
          headers: ifMatch(etag),
        }),
      ),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 412])
    const refused = answers.find((a) => a.status === 412)!
    expect(refused.body.message).toMatch(/^(Inquiry|Position) was changed by (Anna|Ben) at /)
    expect(InquiryDetail.parse(refused.body.current).status).toBe('cancelled')
  })

  it('an inquiry cancel with a stale ETag is 412 with the inquiry now; nothing is cancelled', async () => {
    const id = await createInquiry()
    const opened = await read(`/api/v1/inquiry/${id}`, anna.token)
    await t.request('POST', `/api/v1/inquiry/${id}/positions`, {
      token: ben.token,
      body: NEW_POSITION,
    })
    const response = await t.request('POST', `/api/v1/inquiry/${id}/cancel`, {
      token: anna.token,
      headers: ifMatch(opened.headers.get('etag')!),
    })
    expect(response.status).toBe(412)
    expect(response.body.message).toMatch(
      /^Position was changed by Ben at .* since you opened it\.$/,
    )
    const now = await read(`/api/v1/inquiry/${id}`, anna.token)
    expect(response.body.current).toEqual(now.body)
    expect(now.body.status).toBe('pending')
  })

  it('a position cancel takes its inquiry’s ETag: stale is 412, current cancels', async () => {
    const id = await createInquiry()
    const opened = await read(`/api/v1/inquiry/${id}`, anna.token)
    const [first, second] = opened.body.positions as { id: number }[]
    await t.request('POST', `/api/v1/inquiry/${id}/positions/${first!.id}/cancel`, {
      token: ben.token,
    })
    const stale = await t.request('POST', `/api/v1/inquiry/${id}/positions/${second!.id}/cancel`, {
      token: anna.token,
      headers: ifMatch(opened.headers.get('etag')!),
    })
    expect(stale.status).toBe(412)
    expect(stale.body.message).toMatch(/^Position was changed by Ben at /)
    expect(stale.body.current.positions[1].stage).toBe('pending')

    const current = await read(`/api/v1/inquiry/${id}`, anna.token)
    const done = await t.request('POST', `/api/v1/inquiry/${id}/positions/${second!.id}/cancel`, {
      token: anna.token,
      headers: ifMatch(current.headers.get('etag')!),
    })
    expect(done.status).toBe(200)
    expect((await read(`/api/v1/inquiry/${id}`, anna.token)).body.positions[1].stage).toBe(
      'cancelled',
    )
    expect(await derivedDrift(t.db)).toEqual([])
  })

  it('another company’s inquiry is 404 with or without If-Match', async () => {
    const id = await createInquiry()
    const etag = (await read(`/api/v1/inquiry/${id}`, anna.token)).headers.get('etag')!
    const response = await t.request('POST', `/api/v1/inquiry/${id}/cancel`, {
      token: gina.token,
      headers: ifMatch(etag),
    })
    expect(response.status).toBe(404)
  })

  it('a user edit and delete with a stale ETag are 412 and write nothing; current ones write', async () => {
    const opened = await read(`/api/v1/users/${ben.id}`, anna.token)
    const etag = opened.headers.get('etag')!
    await t.request('POST', `/api/v1/users/${ben.id}/edit`, {
      token: admin.token,
      body: { name: 'Benjamin' },
    })
    const edit = await t.request('POST', `/api/v1/users/${ben.id}/edit`, {
      token: anna.token,
      body: { phone: '123' },
      headers: ifMatch(etag),
    })
    expect(edit.status).toBe(412)
    expect(edit.body.message).toMatch(/^User was changed by Ada Admin at .* since you opened it\.$/)
    expect(edit.body.current).toEqual((await read(`/api/v1/users/${ben.id}`, anna.token)).body)
    const remove = await t.request('DELETE', `/api/v1/users/${ben.id}`, {
      token: anna.token,
      headers: ifMatch(etag),
    })
    expect(remove.status).toBe(412)
    expect((await read(`/api/v1/users/${ben.id}`, anna.token)).status).toBe(200)

    const current = (await read(`/api/v1/users/${ben.id}`, anna.token)).headers.get('etag')!
    const removed = await t.request('DELETE', `/api/v1/users/${ben.id}`, {
      token: anna.token,
      headers: ifMatch(current),
    })
    expect(removed.status).toBe(200)
  })
})
