import { createHash } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { tarNames } from '../ops/restore'
import { createTestContext, type TestContext } from '../test/harness'
import { testPostgresUrl } from '../test/postgres'

let t: TestContext
let admin: Awaited<ReturnType<TestContext['createUser']>>
let client: Awaited<ReturnType<TestContext['createUser']>>
const onPostgres = Boolean(testPostgresUrl())

beforeAll(async () => {
  t = await createTestContext()
})
beforeEach(async () => {
  await t.reset()
  admin = await t.createUser({ email: 'admin@hq.example', company: 'Staffing HQ', type: 'admin' })
  client = await t.createUser({ email: 'anna@acme.example', company: 'Acme Oy' })
})
afterAll(async () => {
  await t.close()
})

const backup = (token?: string) =>
  t.app.request('/api/v1/backup', { headers: token ? { Authorization: `Bearer ${token}` } : {} })

describe('GET /api/v1/backup', () => {
  it('is for admins: 401 without a token, 403 for a client', async () => {
    const anonymous = await backup()
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ message: 'Unauthenticated.' })
    const asClient = await backup(client.token)
    expect(asClient.status).toBe(403)
    expect(await asClient.json()).toEqual({ message: expect.any(String) })
  })

  it.runIf(onPostgres)('answers 501 on PostgreSQL, pointing to pg_dump', async () => {
    const response = await backup(admin.token)
    expect(response.status).toBe(501)
    expect((await response.json()).message).toMatch(/pg_dump/)
  })

  it.skipIf(onPostgres)(
    'streams a gzipped tar of the database, named by its time, that PGlite opens with every row',
    async () => {
      const response = await backup(admin.token)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/gzip')
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="staffing-\d{8}-\d{6}\.tar\.gz"$/,
      )
      const archive = Buffer.from(await response.arrayBuffer())
      expect(archive.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]))
      const tar = gunzipSync(archive)
      expect(tarNames(tar)).toEqual(expect.arrayContaining(['PG_VERSION', 'global/pg_control']))

      const restored = await PGlite.create({
        extensions: { pg_trgm },
        loadDataDir: new Blob([new Uint8Array(tar)], { type: 'application/x-tar' }),
      })
      try {
        const rows = await restored.query<{ email: string }>('select email from users order by id')
        expect(rows.rows.map((r) => r.email)).toEqual(['admin@hq.example', 'anna@acme.example'])
      } finally {
        await restored.close()
      }
    },
  )

  it.skipIf(onPostgres)(
    'carries the contracts’ documents: restored, a document has the bytes it was uploaded with',
    async () => {
      const contract = await t.request('POST', '/api/v1/contracts', {
        token: admin.token,
        body: {
          the_contract_id: 'B-1',
          client_company_id: client.companyId,
          vendor_company_id: admin.companyId,
          contract_start: '2026-01-01',
        },
      })
      const bytes = new Uint8Array(200_000).map((_, i) => (i * 31) % 251)
      const form = new FormData()
      form.append('file', new File([bytes], 'statement of work.bin'))
      form.append('kind', 'sow')
      const uploaded = await t.request(
        'POST',
        `/api/v1/contracts/id/${contract.body.id}/attachments`,
        { token: admin.token, form },
      )
      expect(uploaded.status).toBe(201)
      const sent = createHash('sha256').update(bytes).digest('hex')
      expect(uploaded.body.sha256).toBe(sent)

      const response = await backup(admin.token)
      const tar = gunzipSync(Buffer.from(await response.arrayBuffer()))
      const restored = await PGlite.create({
        extensions: { pg_trgm },
        loadDataDir: new Blob([new Uint8Array(tar)], { type: 'application/x-tar' }),
      })
      try {
        const rows = await restored.query<{ name: string; sha256: string; data: Uint8Array }>(
          'select name, sha256, data from contract_attachments',
        )
        expect(rows.rows.map((r) => [r.name, r.sha256])).toEqual([['statement of work.bin', sent]])
        expect(createHash('sha256').update(rows.rows[0]!.data).digest('hex')).toBe(sent)
      } finally {
        await restored.close()
      }
    },
  )

  it.skipIf(onPostgres)('takes one backup at a time', async () => {
    const first = await backup(admin.token)
    const second = await backup(admin.token)
    expect(second.status).toBe(409)
    expect(await second.json()).toEqual({ message: expect.stringMatching(/already/) })
    await first.arrayBuffer()
    const third = await backup(admin.token)
    expect(third.status).toBe(200)
    await third.arrayBuffer()
  })
})
