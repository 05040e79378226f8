import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ATTACHMENT_MOST_BYTES, type Attachment } from '../../../interface'
import { addDays, todayUtc } from '../../../lib/days'
import { applyPersonLocale } from '../../../lib/i18n'
import { type TestApiServer, colleagueAdmin, workerApiServer } from '../../../test/api-server'
import { createContract } from '../../../test/contracts-api'
import { renderApp, storeSessionFor } from '../../../test/render-app'

let server: TestApiServer
let adminToken: string
let beaToken: string

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
  adminToken = await server.signIn('admin@example.com', 'admin12345')
  beaToken = await colleagueAdmin(server, adminToken)
})
afterAll(() => server.close())
beforeEach(() => storeSessionFor(adminToken, server.url))
afterEach(() => vi.restoreAllMocks())

/** A PDF's first bytes, then every byte value: a download must bring back each as it was. */
const PDF_BYTES = new Uint8Array([
  ...new TextEncoder().encode('%PDF-1.4\n%%EOF\n'),
  ...Array.from({ length: 256 }, (_, byte) => byte),
])

const newContract = (publicId: string) =>
  createContract(server.url, adminToken, {
    the_contract_id: publicId,
    contract_start: '2026-01-01',
  })

const documentsPath = (contractId: number) =>
  `${server.url}/api/v1/contracts/id/${contractId}/attachments`

/**
 * A document uploaded as a colleague's browser would, as `multipart/form-data` written out here:
 * the test's own FormData is jsdom's, which Node's fetch does not send.
 */
async function uploadThroughApi(
  contractId: number,
  name: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
  token = adminToken,
): Promise<Attachment> {
  const boundary = '----documents-test'
  const text = (value: string) => new TextEncoder().encode(value)
  const parts = [
    ...Object.entries(fields).map((entry) =>
      text(
        `--${boundary}\r\nContent-Disposition: form-data; name="${entry[0]}"\r\n\r\n${entry[1]}\r\n`,
      ),
    ),
    text(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n`),
    text('Content-Type: application/octet-stream\r\n\r\n'),
    bytes,
    text(`\r\n--${boundary}--\r\n`),
  ]
  const body = new Uint8Array(parts.reduce((size, part) => size + part.length, 0))
  parts.reduce((offset, part) => (body.set(part, offset), offset + part.length), 0)
  const answer = await fetch(documentsPath(contractId), {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
    },
    body,
  })
  if (answer.status !== 201) throw new Error(`Uploading ${name}: ${await answer.text()}`)
  return (await answer.json()) as Attachment
}

/** The contract's documents as the API lists them. */
async function documentsOf(contractId: number): Promise<Attachment[]> {
  const answer = await fetch(documentsPath(contractId), {
    headers: { Authorization: `Bearer ${adminToken}`, Accept: 'application/json' },
  })
  return ((await answer.json()) as { attachments: Attachment[] }).attachments
}

/** The editor, on its Documents tab. */
async function openDocuments(contractId: number, tab = 'Documents') {
  const user = userEvent.setup()
  const view = renderApp(`/contracts/${contractId}/edit?tab=documents`, server.url)
  const panel = await screen.findByRole('tabpanel', { name: tab })
  const pick = (files: File[], label = 'Documents to upload') =>
    user.upload(within(panel).getByLabelText(label), files)
  return { ...view, user, panel, pick }
}

/** The table's rows, each as its cells' text. */
async function rowsOf(panel: HTMLElement, name = 'Documents of the contract') {
  const table = await within(panel).findByRole('table', { name })
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    )
}

/** What a Blob holds, byte for byte, read as the browser would (jsdom's Blob has no bytes()). */
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.readAsArrayBuffer(blob)
  })

const fileOf = (name: string, size: number, type = 'application/pdf') =>
  new File([new Uint8Array(size).fill(65)], name, { type })

describe('a contract’s Documents tab', () => {
  it('uploads two files chosen at once, each with its progress, and lists both with their kind and size', async () => {
    const id = await newContract('DOC-TWO')
    const { panel, pick, user, router } = await openDocuments(id)
    expect(router.state.location.searchStr).toBe('?tab=documents')
    expect(await within(panel).findByText('No documents yet')).toBeInTheDocument()

    await user.click(within(panel).getByRole('combobox', { name: 'Kind' }))
    await user.click(await screen.findByRole('option', { name: 'Statement of work', hidden: true }))
    const soon = addDays(todayUtc(), 10)
    await user.type(within(panel).getByRole('textbox', { name: /^Expiry date/ }), soon)
    await user.tab()

    await pick([fileOf('sow-signed.pdf', 1500), fileOf('sow-appendix.pdf', 300_000)])
    const uploads = within(panel).getByRole('list', { name: 'Uploads' })
    expect(within(uploads).getByRole('progressbar', { name: 'Progress of sow-signed.pdf' }))
    expect(within(uploads).getByRole('progressbar', { name: 'Progress of sow-appendix.pdf' }))
    await waitFor(() => expect(within(uploads).getAllByText('Uploaded')).toHaveLength(2))
    expect(within(uploads).queryByRole('progressbar')).not.toBeInTheDocument()

    await waitFor(async () => expect(await rowsOf(panel)).toHaveLength(2))
    const rows = await rowsOf(panel)
    const shownSoon = new Date(`${soon}T00:00:00Z`).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    })
    for (const [name, size] of [
      ['sow-signed.pdf', '2 kB'],
      ['sow-appendix.pdf', '293 kB'],
    ])
      expect(rows).toContainEqual([
        name,
        'Statement of work',
        size,
        `${shownSoon}Expires soon`,
        'Ada Admin',
        expect.any(String),
        'Delete',
      ])
    expect(
      within(panel).getByRole('button', { name: 'Download sow-signed.pdf' }),
    ).toBeInTheDocument()
    const stored = await documentsOf(id)
    expect(stored.map(({ kind, expires_on }) => ({ kind, expires_on }))).toEqual([
      { kind: 'sow', expires_on: soon },
      { kind: 'sow', expires_on: soon },
    ])
  })

  it('is reached by Tab, opens the picker with Enter or Space, and takes several dropped files', async () => {
    const id = await newContract('DOC-DROP')
    const { panel, user } = await openDocuments(id)
    const area = within(panel).getByRole('button', { name: /^Choose files or drop them here/ })
    expect(area).toHaveAccessibleDescription(/At most 25 MB a file\./)
    const picker = vi.spyOn(
      within(panel).getByLabelText<HTMLInputElement>('Documents to upload'),
      'click',
    )
    for (let step = 0; step < 60 && document.activeElement !== area; step++) await user.tab()
    expect(area).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    expect(picker).toHaveBeenCalledTimes(2)

    fireEvent.dragOver(area, { dataTransfer: { files: [], dropEffect: 'none' } })
    expect(area).toHaveTextContent('Drop the files to upload them')
    fireEvent.drop(area, {
      dataTransfer: { files: [fileOf('dropped-1.pdf', 10), fileOf('dropped-2.pdf', 20)] },
    })
    await waitFor(async () =>
      expect((await rowsOf(panel)).map((row) => row[0]).sort()).toEqual([
        'dropped-1.pdf',
        'dropped-2.pdf',
      ]),
    )
  })

  it('downloads a document’s very bytes under its listed name', async () => {
    const id = await newContract('DOC-DOWNLOAD')
    await uploadThroughApi(id, 'signed contract.pdf', PDF_BYTES, { kind: 'contract' })
    const saved: { name: string; blob: Blob }[] = []
    let blob: Blob | undefined
    URL.createObjectURL = vi.fn((object: Blob) => ((blob = object), 'blob:document'))
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: blob! })
    })

    const { panel, user } = await openDocuments(id)
    await user.click(
      await within(panel).findByRole('button', { name: 'Download signed contract.pdf' }),
    )
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]!.name).toBe('signed contract.pdf')
    expect(saved[0]!.blob.type).toBe('application/pdf')
    expect([...(await bytesOf(saved[0]!.blob))]).toEqual([...PDF_BYTES])
  })

  it('asks before deleting a document; kept, it stays; confirmed, it is gone', async () => {
    const id = await newContract('DOC-DELETE')
    await uploadThroughApi(id, 'old-nda.pdf', PDF_BYTES, { kind: 'nda' })
    const { panel, user } = await openDocuments(id)
    const remove = await within(panel).findByRole('button', { name: 'Delete old-nda.pdf' })

    await user.click(remove)
    const question = await screen.findByRole('dialog', { name: 'Delete old-nda.pdf?' })
    await user.click(within(question).getByRole('button', { name: 'Keep it' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await documentsOf(id)).toHaveLength(1)

    await user.click(remove)
    const again = await screen.findByRole('dialog', { name: 'Delete old-nda.pdf?' })
    await user.click(within(again).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('old-nda.pdf was deleted.')).toBeInTheDocument()
    expect(await within(panel).findByText('No documents yet')).toBeInTheDocument()
    expect(await documentsOf(id)).toEqual([])

    // The history names the document, under the word the dashboard uses for it.
    await user.click(screen.getByRole('tab', { name: 'History' }))
    const history = screen.getByRole('tabpanel', { name: 'History' })
    const change = (text: string) => (_: string, element: Element | null) =>
      element?.tagName === 'LI' && element.textContent === text
    expect(await within(history).findByText(change('Document: old-nda.pdf → —'))).toBeVisible()
    expect(within(history).getByText(change('Document: — → old-nda.pdf'))).toBeVisible()
  })

  it('refuses a file over 25 MB before sending it, and uploads the others chosen with it', async () => {
    const id = await newContract('DOC-LARGE')
    const { panel, pick } = await openDocuments(id)
    const large = fileOf('scan.pdf', 10)
    Object.defineProperty(large, 'size', { value: ATTACHMENT_MOST_BYTES + 1 })
    await pick([large, fileOf('small.pdf', 100)])

    const uploads = within(panel).getByRole('list', { name: 'Uploads' })
    expect(within(uploads).getByRole('alert')).toHaveTextContent(
      'Not sent: larger than 25 MB, the most a document may be.',
    )
    expect(
      within(uploads).queryByRole('progressbar', { name: 'Progress of scan.pdf' }),
    ).not.toBeInTheDocument()
    await waitFor(async () =>
      expect((await rowsOf(panel)).map((row) => row[0])).toEqual(['small.pdf']),
    )
    expect((await documentsOf(id)).map((document) => document.name)).toEqual(['small.pdf'])

    await userEvent.setup().click(within(uploads).getByRole('button', { name: 'Dismiss scan.pdf' }))
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says on the file’s row when the contract is gone, and lists what another admin uploads as it happens', async () => {
    const id = await newContract('DOC-LIVE')
    const { panel, pick } = await openDocuments(id)
    expect(await within(panel).findByText('No documents yet')).toBeInTheDocument()

    // Bea uploads one: the list shows it without anyone asking.
    await uploadThroughApi(id, 'from-bea.pdf', PDF_BYTES, {}, beaToken)
    await waitFor(async () =>
      expect(await rowsOf(panel)).toEqual([
        ['from-bea.pdf', 'Other', '1 kB', '—', 'Bea Admin', expect.any(String), 'Delete'],
      ]),
    )

    // She terminates the contract; a file chosen then is refused, on its row.
    const terminated = await fetch(`${server.url}/api/v1/contracts/id/${id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${beaToken}`, Accept: 'application/json' },
    })
    expect(terminated.ok).toBe(true)
    await pick([fileOf('late.pdf', 100)])
    const uploads = within(panel).getByRole('list', { name: 'Uploads' })
    expect(await within(uploads).findByRole('alert')).toHaveTextContent(
      'Not uploaded: the contract is no longer there',
    )
  })

  describe('in Finnish', () => {
    beforeAll(async () => {
      const { id } = await storeSessionFor(beaToken, server.url)
      await server.api(adminToken, `/users/${id}/edit`, { locale: 'fi' })
    })
    beforeEach(async () => {
      await storeSessionFor(beaToken, server.url)
      await applyPersonLocale('fi')
    })
    afterEach(() => applyPersonLocale(undefined))

    it('speaks Finnish: the tab, the kinds, the sizes, the refusal and the question', async () => {
      const id = await newContract('DOC-FI')
      await uploadThroughApi(id, 'vakuutus.pdf', new Uint8Array(1_600_000), {
        kind: 'insurance',
        expires_on: addDays(todayUtc(), -1),
      })
      const { panel, pick, user } = await openDocuments(id, 'Asiakirjat')
      expect(await rowsOf(panel, 'Sopimuksen asiakirjat')).toEqual([
        [
          'vakuutus.pdf',
          'Vakuutus',
          '1,5 Mt',
          expect.stringMatching(/^\d+\.\d+\.\d{4}Vanhentunut$/),
          'Ada Admin',
          expect.any(String),
          'Poista',
        ],
      ])
      expect(
        within(panel).getByRole('button', { name: /^Valitse tiedostot tai pudota ne tähän/ }),
      ).toHaveAccessibleDescription(/Enintään 25 Mt tiedostoa kohden\./)

      const large = fileOf('iso.pdf', 10)
      Object.defineProperty(large, 'size', { value: ATTACHMENT_MOST_BYTES + 1 })
      await pick([large], 'Lähetettävät asiakirjat')
      expect(within(panel).getByRole('alert')).toHaveTextContent(
        'Ei lähetetty: suurempi kuin 25 Mt, enempää asiakirja ei saa olla.',
      )

      await user.click(within(panel).getByRole('button', { name: 'Poista vakuutus.pdf' }))
      const question = await screen.findByRole('dialog', { name: 'Poistetaanko vakuutus.pdf?' })
      expect(within(question).getByRole('button', { name: 'Säilytä' })).toBeInTheDocument()
    })
  })
})
