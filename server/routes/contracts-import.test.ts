import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { IMPORT_MOST_BYTES } from '../../src/interface'
import { createTestContext, type TestContext } from '../test/harness'

let t: TestContext
let admin: string
let client: string
let acme: number
let globex: number

beforeAll(async () => {
  t = await createTestContext()
})
beforeEach(async () => {
  await t.reset()
  ;({ admin, client, acme, globex } = await t.cast())
})
afterAll(async () => {
  await t.close()
})

const importCsv = (csv: string | Uint8Array, query = '', token = admin, type = 'text/csv') =>
  t.app.request(`/api/v1/contracts/import${query}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': type },
    body: csv as BodyInit,
  })

async function answerOf(csv: string | Uint8Array, query = '') {
  const response = await importCsv(csv, query)
  return { status: response.status, body: await response.json() }
}

const exportCsv = async () => {
  const response = await t.app.request('/api/v1/contracts/export.csv?sort=the_contract_id', {
    headers: { Authorization: `Bearer ${admin}` },
  })
  expect(response.status).toBe(200)
  return response.text()
}

const contract = async (publicId: string) =>
  (await t.request('GET', `/api/v1/contracts/${publicId}`, { token: admin })).body

const totalContracts = async () =>
  (await t.request('GET', '/api/v1/contracts?per_page=1', { token: admin })).body.total

const NEW_ROWS = [
  'the_contract_id,client_company,vendor_company,contract_start,contract_end,client_price,vendor_price,consultant,consultant_title,consult_skills,status',
  'IMP-1,Acme Oy,Initech,2026-01-01,2026-12-31,100.50,80,Ville Virtanen,Developer,"React, SQL",ongoing',
  'IMP-2,acme oy,Initech,2026-02-01,,95,70,ville virtanen,,,',
  'IMP-3,Umbrella,Globex Ltd,2026-03-01,2027-02-28,,,,,,not started',
].join('\r\n')

describe('POST /api/v1/contracts/import', () => {
  it('with dry_run=1 answers what it would do and writes nothing; then imports it', async () => {
    const dry = await answerOf(NEW_ROWS, '?dry_run=1')
    expect(dry).toEqual({
      status: 200,
      body: {
        creates: 3,
        updates: 0,
        unchanged: 0,
        // Initech and Umbrella; Acme Oy and Globex Ltd are there (one spelled in lower case).
        companies_created: 2,
        consultants_created: 1,
        errors: [],
      },
    })
    expect(await totalContracts()).toBe(0)
    const companies = await t.request('GET', '/api/v1/companies', { token: admin })
    expect(companies.body.companies.map((c: { name: string }) => c.name)).not.toContain('Initech')

    const done = await answerOf(NEW_ROWS)
    expect(done).toEqual({ status: 200, body: dry.body })
    expect(await totalContracts()).toBe(3)
    const one = await contract('IMP-1')
    expect(one).toMatchObject({
      client_company_id: acme,
      client_price: 100.5,
      vendor_price: 80,
      contract_end: '2026-12-31',
      status: 'ongoing',
      consult_skills: ['React', 'SQL'],
      consultant: { name: 'Ville Virtanen', title: 'Developer' },
    })
    const two = await contract('IMP-2')
    expect(two.consultant.id).toBe(one.consultant.id)
    expect(two.status).toBe('not started')
    expect((await contract('IMP-3')).vendor_company_id).toBe(globex)
    const history = await t.request('GET', `/api/v1/contracts/id/${one.id}/history`, {
      token: admin,
    })
    expect(history.body.history.map((e: { action: string }) => e.action)).toEqual(['imported'])
    expect(history.body.history[0].changes.client_price).toEqual({ from: null, to: 100.5 })
  })

  it('matches names as the database lowers them, the Turkish İ too (JavaScript lowers it otherwise)', async () => {
    const csv = (rows: string[]) =>
      [
        'the_contract_id,client_company,vendor_company,contract_start,contract_end,consultant',
        ...rows,
      ].join('\r\n')
    // Two spellings of one company and of one consultant in one file: one of each made, spelled
    // as the first row spells it.
    const first = await answerOf(
      csv([
        'TR-1,İzmir Oy,Globex Ltd,2026-01-01,2026-12-31,İlker Şahin',
        'TR-2,İZMİR OY,Globex Ltd,2026-01-01,2026-12-31,İLKER ŞAHİN',
      ]),
    )
    expect(first.body).toMatchObject({ companies_created: 1, consultants_created: 1, errors: [] })
    const again = await answerOf(
      csv(['TR-3,izmir oy,Globex Ltd,2026-01-01,2026-12-31,ilker şahin']),
    )
    expect(again).toEqual({
      status: 200,
      body: {
        creates: 1,
        updates: 0,
        unchanged: 0,
        companies_created: 0,
        consultants_created: 0,
        errors: [],
      },
    })
    const [one, two, three] = await Promise.all(['TR-1', 'TR-2', 'TR-3'].map(contract))
    expect(two.client_company_id).toBe(one.client_company_id)
    expect(three.client_company_id).toBe(one.client_company_id)
    expect(two.consultant.id).toBe(one.consultant.id)
    expect(three.consultant.id).toBe(one.consultant.id)
    expect(one.client_company.name).toBe('İzmir Oy')
    expect(one.consultant.name).toBe('İlker Şahin')
  })

  it('imports the export’s own file back as all unchanged, whatever its text holds', async () => {
    expect((await answerOf(NEW_ROWS)).status).toBe(200)
    const awkward = {
      // Formulas are stored as text, never run; the export guards them, the import unguards.
      notes: '=HYPERLINK("http://evil.example","click")\nsecond line  ',
      client_contract_id: '-12',
      service_code: "'quoted",
      type: '@sum; "x", y',
      unit: 'hour',
      vat: 25.5,
      notice_days: 30,
      max_hours: 160,
      renewal: 'renewing',
      is_infinite: true,
    }
    const edited = await t.request('POST', '/api/v1/contracts/IMP-3/edit', {
      token: admin,
      body: awkward,
    })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    const before = await exportCsv()
    expect(before).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")`)
    expect(await answerOf(before)).toEqual({
      status: 200,
      body: {
        creates: 0,
        updates: 0,
        unchanged: 3,
        companies_created: 0,
        consultants_created: 0,
        errors: [],
      },
    })
    expect(await exportCsv()).toBe(before)
    expect(await contract('IMP-3')).toMatchObject({ ...awkward, contract_end: null })
  })

  it('matches a row’s names as the database does: the same name in other letter case is unchanged', async () => {
    // The database lower-cases İ to i, as companies and consultants are matched; JavaScript's own
    // lower case makes it i with a dot above, which would count the row as changing its names.
    const csv = [
      'the_contract_id,client_company,vendor_company,contract_start,consultant',
      'IMP-9,izmir oy,Initech,2026-01-01,ilkay demir',
    ].join('\r\n')
    expect((await answerOf(csv)).body).toMatchObject({ creates: 1, errors: [] })
    const again = [
      'the_contract_id,client_company,vendor_company,consultant',
      'IMP-9,İZMİR OY,Initech,İlkay Demir',
    ].join('\r\n')
    const answer = {
      creates: 0,
      updates: 0,
      unchanged: 1,
      companies_created: 0,
      consultants_created: 0,
      errors: [],
    }
    expect((await answerOf(again, '?dry_run=1')).body).toEqual(answer)
    expect((await answerOf(again)).body).toEqual(answer)
    expect(await contract('IMP-9')).toMatchObject({
      client_company: { name: 'izmir oy' },
      consultant: { name: 'ilkay demir' },
      version: 1,
    })
  })

  it('updates what a row changes, and only that; a semicolon file with a BOM reads as well', async () => {
    expect((await answerOf(NEW_ROWS)).status).toBe(200)
    const csv =
      '\uFEFFthe_contract_id;client_price;vendor_company;consultant;consultant_title;notes\r\n' +
      'IMP-1;120;Initech;Ville Virtanen;Lead developer;\r\n' +
      'IMP-2;95;Initech;;;\r\n' +
      'IMP-3;;Hooli;Maija Meikäläinen;Tester;Moved to Hooli, see mail\r\n'
    const dry = await answerOf(csv, '?dry_run=1')
    expect(dry.body).toEqual({
      creates: 0,
      updates: 2,
      unchanged: 1,
      companies_created: 1,
      consultants_created: 1,
      errors: [],
    })
    expect((await answerOf(csv)).body).toEqual(dry.body)
    const one = await contract('IMP-1')
    expect(one.client_price).toBe(120)
    expect(one.consultant.title).toBe('Lead developer')
    const three = await contract('IMP-3')
    expect(three.vendor_company.name).toBe('Hooli')
    expect(three.consultant).toMatchObject({ name: 'Maija Meikäläinen', title: 'Tester' })
    expect(three.notes).toBe('Moved to Hooli, see mail')
    const history = await t.request('GET', `/api/v1/contracts/id/${three.id}/history`, {
      token: admin,
    })
    const [last] = history.body.history
    expect(last.action).toBe('imported')
    expect(Object.keys(last.changes).sort()).toEqual(['consultant', 'notes', 'vendor_company'])
  })

  it('with any error writes nothing (422) and names every bad row and field', async () => {
    expect((await answerOf(NEW_ROWS)).status).toBe(200)
    await t.request('DELETE', '/api/v1/contracts/IMP-3', { token: admin })
    const csv = [
      'the_contract_id,client_company,vendor_company,contract_start,contract_end,client_price,notice_days,is_infinite',
      'NEW-1,Acme Oy,Initech,2026-01-01,2026-12-31,10,,',
      'NEW-2,,Initech,2026-01-01,,,,',
      'NEW-3,Acme Oy,Initech,2026-05-01,2026-04-01,abc,5 days,maybe',
      'IMP-1,,,,,50%,,',
      'NEW-1,Acme Oy,Initech,2026-01-01,,,,',
      'IMP-3,,,,,,,',
      'bulk,Acme Oy,Initech,2026-01-01,,,,',
      `NEW-4,Acme Oy,Initech,2026-01-01,,,,`,
      'NEW-5,Acme Oy,Initech,2026-01-01,2026-12-31',
      'NEW-6,Acme\u0000Oy,Initech,2026-01-01,,,,',
      `NEW-7,${'x'.repeat(10_000)},Initech,2026-01-01,,,,`,
      'IMP-2,,,,2025-01-01,,,',
    ].join('\n')
    const response = await answerOf(csv)
    expect(response.status).toBe(422)
    const fields = response.body.errors.map((e: { row: number; field: string }) => [e.row, e.field])
    expect(fields).toEqual([
      [2, 'client_company'],
      [3, 'client_price'],
      [3, 'notice_days'],
      [3, 'is_infinite'],
      [4, 'client_price'],
      [5, 'the_contract_id'],
      [6, 'the_contract_id'],
      [7, 'the_contract_id'],
      [9, 'row'],
      [10, 'client_company'],
      [11, 'client_company'],
      // The end before its start, found by the edit itself.
      [12, 'contract_end'],
    ])
    expect(response.body.message).toBe('The file has 12 errors; nothing was imported.')
    expect(response.body.errors[4]).toEqual({
      row: 4,
      field: 'client_price',
      message: 'Send the number alone, without the % sign.',
    })
    expect(response.body.errors[5].message).toBe('This contract id is on row 1 too.')
    expect(response.body.errors[6].message).toMatch(/terminated/)
    expect(response.body.errors[7].message).toBe('This contract id is reserved.')
    expect(response.body.errors[9].message).toBe('May not contain the NUL character.')
    expect(response.body.errors[10].message).toMatch(/255/)
    expect(await totalContracts()).toBe(2)
    expect(await t.request('GET', '/api/v1/contracts/NEW-1', { token: admin })).toMatchObject({
      status: 404,
    })
    // A dry run answers the same errors, as 200.
    const dry = await answerOf(csv, '?dry_run=1')
    expect(dry.status).toBe(200)
    expect(dry.body.errors).toEqual(response.body.errors)
  })

  it('refuses a file that cannot be read, naming why: its header, its encoding, its size', async () => {
    const refused = async (csv: string | Uint8Array) => (await answerOf(csv)).body.errors
    expect(await refused('the_contract_id,colour,status,status\r\nX,red,ended,ended\r\n')).toEqual([
      { row: 0, field: 'colour', message: 'Not a column of the contracts export.' },
      { row: 0, field: 'status', message: 'This column appears twice.' },
    ])
    expect(await refused('client_company\r\nAcme\r\n')).toEqual([
      { row: 0, field: 'the_contract_id', message: 'The header needs this column.' },
    ])
    // UTF-8 and Latin-1 mixed in one file.
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode('the_contract_id,notes\nA-1,hyvä\nA-2,'),
      0x68,
      0xe4,
      0x6c,
      0x0a,
    ])
    expect(await refused(latin1)).toEqual([
      { row: 0, field: 'file', message: 'The file is not UTF-8 text. Save it as CSV UTF-8.' },
    ])
    expect(await refused('')).toEqual([
      { row: 0, field: 'file', message: 'The file needs a header line naming its columns first.' },
    ])
    const tooLarge = await importCsv('x'.repeat(IMPORT_MOST_BYTES + 1))
    expect(tooLarge.status).toBe(413)
    expect((await tooLarge.json()).message).toBe('The file is larger than 20 MiB.')
    expect(
      (await importCsv('the_contract_id\r\nX\r\n', '', admin, 'application/json')).status,
    ).toBe(415)
    expect((await importCsv(NEW_ROWS, '', client)).status).toBe(403)
    expect((await importCsv(NEW_ROWS, '?dry_run=maybe')).status).toBe(422)
    expect(await totalContracts()).toBe(0)
  })
})

describe('the OpenAPI document', () => {
  it('states the import’s limits as people read numbers: rows grouped by thousands, MiB', async () => {
    const doc = await (await t.app.request('/api/openapi.json')).json()
    const description: string = doc.paths['/api/v1/contracts/import'].post.description
    expect(description).toContain('at most 20,000 rows after the header and 20 MiB')
  })
})

describe('reserved contract ids', () => {
  it('are refused for a new contract, ignoring case', async () => {
    for (const reserved of ['import', 'Export.csv', 'BULK', 'id', 'groups', 'summary']) {
      const created = await t.request('POST', '/api/v1/contracts', {
        token: admin,
        body: {
          the_contract_id: reserved,
          client_company_id: acme,
          vendor_company_id: globex,
          contract_start: '2026-01-01',
        },
      })
      expect(created.status, reserved).toBe(422)
      expect(created.body.errors.the_contract_id).toEqual(['This contract id is reserved.'])
    }
  })
})
