import { createHash } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ATTACHMENT_MOST_BYTES } from '../../src/interface'
import { createTestContext, type TestContext } from '../test/harness'

let t: TestContext
let admin: string
let client: string
let contractId: number

beforeAll(async () => {
  t = await createTestContext()
})
beforeEach(async () => {
  await t.reset()
  let acme: number
  let globex: number
  ;({ admin, client, acme, globex } = await t.cast())
  const created = await t.request('POST', '/api/v1/contracts', {
    token: admin,
    body: {
      the_contract_id: 'D-1',
      client_company_id: acme,
      vendor_company_id: globex,
      contract_start: '2026-01-01',
    },
  })
  contractId = created.body.id
})
afterAll(async () => {
  await t.close()
})

/** The first bytes of a real PDF: enough for its type to be read from them. */
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n',
)

function form(bytes: Uint8Array | string, name: string, fields: Record<string, string> = {}) {
  const data = new FormData()
  data.append('file', new File([bytes as BlobPart], name))
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  return data
}

const upload = (data: FormData, id = contractId, token = admin) =>
  t.request('POST', `/api/v1/contracts/id/${id}/attachments`, { token, form: data })

const attachments = async () =>
  (await t.request('GET', `/api/v1/contracts/id/${contractId}/attachments`, { token: admin })).body
    .attachments

const download = (id: number, token = admin) =>
  t.app.request(`/api/v1/contracts/id/${contractId}/attachments/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  })

describe('a contract’s documents', () => {
  it('are uploaded, listed newest first, downloaded as sent and deleted; the history records both', async () => {
    const first = await upload(
      form(PDF, 'signed.pdf', { kind: 'contract', expires_on: '2027-06-30' }),
    )
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    expect(first.body).toMatchObject({
      name: 'signed.pdf',
      size: PDF.byteLength,
      content_type: 'application/pdf',
      kind: 'contract',
      expires_on: '2027-06-30',
      sha256: createHash('sha256').update(PDF).digest('hex'),
      uploaded_by: { name: 'Ada Admin' },
    })
    const second = await upload(form('plain notes', 'notes.txt'))
    expect(second.body).toMatchObject({ kind: 'other', expires_on: null })
    expect((await attachments()).map((a: { name: string }) => a.name)).toEqual([
      'notes.txt',
      'signed.pdf',
    ])

    const response = await download(first.body.id)
    expect(response.status).toBe(200)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="signed.pdf"; filename*=UTF-8''signed.pdf`,
    )
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')

    const deleted = await t.request(
      'DELETE',
      `/api/v1/contracts/id/${contractId}/attachments/${first.body.id}`,
      { token: admin },
    )
    expect(deleted).toMatchObject({
      status: 200,
      body: { message: 'Document deleted successfully' },
    })
    expect((await download(first.body.id)).status).toBe(404)
    expect((await attachments()).map((a: { name: string }) => a.name)).toEqual(['notes.txt'])

    const history = await t.request('GET', `/api/v1/contracts/id/${contractId}/history`, {
      token: admin,
    })
    expect(
      history.body.history
        .slice(0, 3)
        .map((e: { action: string; changes: unknown }) => [e.action, e.changes]),
    ).toEqual([
      ['document_removed', { document: { from: 'signed.pdf', to: null } }],
      ['document_added', { document: { from: null, to: 'notes.txt' } }],
      ['document_added', { document: { from: null, to: 'signed.pdf' } }],
    ])
  })

  it('takes the type from the bytes: a file named .pdf that is not one is octet-stream', async () => {
    const fake = await upload(form('This is no PDF at all.', 'invoice.pdf'))
    expect(fake.body.content_type).toBe('application/octet-stream')
    const response = await download(fake.body.id)
    expect(response.headers.get('content-type')).toBe('application/octet-stream')
  })

  it('keeps a name without folders or control characters, and writes it safely in the header', async () => {
    const uploaded = await upload(form(PDF, '../etc/sub\\"Q" it\nline ünï €.pdf'))
    expect(uploaded.body.name).toBe('"Q" itline ünï €.pdf')
    const header = (await download(uploaded.body.id)).headers.get('content-disposition')
    expect(header).toBe(
      `attachment; filename="_Q_ itline _n_ _.pdf"; ` +
        `filename*=UTF-8''%22Q%22%20itline%20%C3%BCn%C3%AF%20%E2%82%AC.pdf`,
    )
  })

  it('refuses a file over 25 MB as it arrives (413), and stores nothing', async () => {
    const big = new Uint8Array(ATTACHMENT_MOST_BYTES + 1)
    const response = await upload(form(big, 'big.bin'))
    expect(response.status).toBe(413)
    expect(response.body.message).toBe('The file is larger than 25 MiB.')
    expect(await attachments()).toEqual([])
  })

  it('asks for a file, a known kind and a date (422 naming each), and a live contract (404)', async () => {
    const none = new FormData()
    none.append('kind', 'poster')
    none.append('expires_on', '2027-02-30')
    const refused = await upload(none)
    expect(refused.status).toBe(422)
    expect(Object.keys(refused.body.errors).sort()).toEqual(['expires_on', 'file', 'kind'])
    expect((await upload(form(PDF, 'a.pdf'), 999_999)).status).toBe(404)
    await t.request('DELETE', `/api/v1/contracts/id/${contractId}`, { token: admin })
    expect((await upload(form(PDF, 'a.pdf'))).status).toBe(404)
  })

  it('is for admins only', async () => {
    expect((await upload(form(PDF, 'a.pdf'), contractId, client)).status).toBe(403)
    const uploaded = await upload(form(PDF, 'a.pdf'))
    expect((await download(uploaded.body.id, client)).status).toBe(403)
  })
})
