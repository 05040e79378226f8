import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { IMPORT_MOST_BYTES, type ContractRecord } from '../../../interface'
import { setApiBaseUrl } from '../../../lib/api'
import { applyPersonLocale } from '../../../lib/i18n'
import { type TestApiServer, colleagueAdmin, workerApiServer } from '../../../test/api-server'
import { createContract } from '../../../test/contracts-api'
import { renderApp, storeSessionFor } from '../../../test/render-app'

let server: TestApiServer
let adminToken: string

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
  adminToken = await server.signIn('admin@example.com', 'admin12345')
})
afterAll(() => server.close())
beforeEach(() => storeSessionFor(adminToken, server.url))
afterEach(() => vi.restoreAllMocks())

const csvFile = (name: string, lines: string[]) =>
  new File([`${lines.join('\r\n')}\r\n`], name, { type: 'text/csv' })

/** Two new contracts; one names a vendor and one a consultant the demo does not have. */
const NEW_CONTRACTS = (prefix: string) =>
  csvFile(`${prefix.toLowerCase()}contracts.csv`, [
    'the_contract_id,client_company,vendor_company,contract_start,consultant',
    `${prefix}1,Acme Oy,Initech,2026-01-01,Ilona ${prefix}Import`,
    `${prefix}2,acme oy,${prefix}Vendor Oy,2026-02-01,`,
  ])

/** The contract `publicId` as the API answers it, or the status it answered instead. */
async function contractOf(publicId: string): Promise<ContractRecord | number> {
  const answer = await fetch(`${server.url}/api/v1/contracts/${publicId}`, {
    headers: { Authorization: `Bearer ${adminToken}`, Accept: 'application/json' },
  })
  return answer.ok ? ((await answer.json()) as ContractRecord) : answer.status
}

async function openImport(
  search: string,
  button = 'Import CSV…',
  title = 'Import contracts from CSV',
) {
  const user = userEvent.setup()
  const view = renderApp(`/contracts?search=${search}`, server.url)
  await user.click(await screen.findByRole('button', { name: button }))
  const dialog = await screen.findByRole('dialog', { name: title })
  const pick = (file: File, label = 'CSV file') =>
    user.upload(within(dialog).getByLabelText(label), file)
  return { ...view, user, dialog, pick }
}

/** The dry run's figures by their labels, as the dialog's table shows them. */
async function countsIn(dialog: HTMLElement, name = 'What the file does') {
  const table = await within(dialog).findByRole('table', { name })
  return Object.fromEntries(
    within(table)
      .getAllByRole('row')
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]),
  )
}

/** What a Blob holds, read as the browser would (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.readAsText(blob)
  })

describe('importing contracts from CSV', () => {
  it('checks a picked file at once and shows what it would do, writing nothing', async () => {
    const { dialog, pick } = await openImport('DRY-')
    await pick(NEW_CONTRACTS('DRY-'))
    // The bar shows while the file goes and is checked.
    expect(
      within(dialog).getByRole('progressbar', { name: 'Progress of the file' }),
    ).toBeInTheDocument()

    expect(await countsIn(dialog)).toEqual({
      'New contracts': '2',
      'Updated contracts': '0',
      'Unchanged contracts': '0',
      'New companies': '1',
      'New consultants': '1',
    })
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument()
    expect(
      within(dialog).getByRole('button', { name: /^Choose a CSV file or drop it here/ }),
    ).toHaveTextContent('Chosen: dry-contracts.csv, 1 kB')
    expect(within(dialog).getByRole('button', { name: 'Import 2 contracts' })).toBeEnabled()
    expect(
      within(dialog).queryByRole('table', { name: 'Errors in the file' }),
    ).not.toBeInTheDocument()
    expect(await contractOf('DRY-1')).toBe(404)
  })

  it('imports a checked file: the contracts are created, the dialog closes and the list shows them', async () => {
    const { dialog, pick, user } = await openImport('NEW-')
    const file = NEW_CONTRACTS('NEW-')
    await pick(file)
    await user.click(await within(dialog).findByRole('button', { name: 'Import 2 contracts' }))

    expect(await screen.findByText('2 contracts were imported.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const table = screen.getByRole('table', { name: 'Contracts' })
    expect(await within(table).findByText('NEW-1')).toBeInTheDocument()
    expect(within(table).getByText('NEW-2')).toBeInTheDocument()
    const created = await contractOf('NEW-1')
    expect(created).toMatchObject({ consultant: { name: 'Ilona NEW-Import' } })
    expect(await contractOf('NEW-2')).toMatchObject({ vendor_company: { name: 'NEW-Vendor Oy' } })

    // The same file again changes nothing, and says so.
    await user.click(screen.getByRole('button', { name: 'Import CSV…' }))
    const again = await screen.findByRole('dialog', { name: 'Import contracts from CSV' })
    await user.upload(within(again).getByLabelText('CSV file'), file)
    expect(
      await within(again).findByText('Nothing to import: every row matches.'),
    ).toBeInTheDocument()
    expect((await countsIn(again))['Unchanged contracts']).toBe('2')
    expect(within(again).queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument()
  })

  it('lists a file’s errors, offers no import, and downloads them as CSV', async () => {
    const saved: { name: string; blob: Blob }[] = []
    let blob: Blob | undefined
    URL.createObjectURL = vi.fn((object: Blob) => ((blob = object), 'blob:errors'))
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: blob! })
    })

    const { dialog, pick, user } = await openImport('BAD-')
    await pick(
      csvFile('bad.csv', [
        'the_contract_id,client_company,vendor_company,contract_start,client_price',
        'BAD-1,,Initech,2026-01-01,',
        'BAD-2,Acme Oy,Initech,2026-01-01,50%',
        'BAD-3,Acme Oy,Initech,2026-01-01,10',
      ]),
    )

    const errors = await within(dialog).findByRole('table', { name: 'Errors in the file' })
    expect(within(dialog).getByText(/^The file has 2 errors\./)).toBeInTheDocument()
    const rows = within(errors)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      )
    expect(rows).toEqual([
      ['1', 'client_company', expect.any(String)],
      ['2', 'client_price', 'Send the number alone, without the % sign.'],
    ])
    expect((await countsIn(dialog))['New contracts']).toBe('1')
    expect(within(dialog).queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Download errors as CSV' }))
    expect(saved).toHaveLength(1)
    expect(saved[0]!.name).toBe('bad-errors.csv')
    expect(await textOf(saved[0]!.blob)).toBe(
      'row,field,message\r\n' +
        `1,client_company,${rows[0]![2]}\r\n` +
        '2,client_price,"Send the number alone, without the % sign."\r\n',
    )
    expect(await contractOf('BAD-3')).toBe(404)
  })

  it('shows the errors the import itself finds (422), and imports nothing', async () => {
    const id = await createContract(server.url, adminToken, {
      the_contract_id: 'GONE-1',
      contract_start: '2026-01-01',
      client_price: 100,
    })
    const { dialog, pick, user } = await openImport('GONE-')
    await pick(csvFile('gone.csv', ['the_contract_id,client_price', 'GONE-1,150']))
    const importOne = await within(dialog).findByRole('button', { name: 'Import 1 contract' })
    expect((await countsIn(dialog))['Updated contracts']).toBe('1')

    // A colleague terminates it between the check and the import.
    const terminated = await fetch(`${server.url}/api/v1/contracts/id/${id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${adminToken}`, Accept: 'application/json' },
    })
    expect(terminated.ok).toBe(true)
    await user.click(importOne)

    expect(
      await within(dialog).findByText('Nothing was imported: the rows below have errors.'),
    ).toBeInTheDocument()
    const errors = within(dialog).getByRole('table', { name: 'Errors in the file' })
    expect(within(errors).getByText('the_contract_id')).toBeInTheDocument()
    expect(within(errors).getByText(/terminated/)).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Import contracts from CSV' })).toBeInTheDocument()
  })

  it('keeps the file when the server cannot be reached, and checks it again on Try again', async () => {
    const { dialog, pick, user } = await openImport('RETRY-')
    // Nothing listens there: the request gets no answer at all.
    setApiBaseUrl('http://127.0.0.1:9')
    try {
      await pick(NEW_CONTRACTS('RETRY-'))
      const alert = await within(dialog).findByRole('alert')
      expect(alert).toHaveTextContent('The file could not be sent')
      expect(alert).toHaveTextContent('The server could not be reached.')
    } finally {
      setApiBaseUrl(server.url)
    }
    expect(within(dialog).getByRole('button', { name: /^Choose a CSV file/ })).toHaveTextContent(
      'Chosen: retry-contracts.csv',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }))
    expect((await countsIn(dialog))['New contracts']).toBe('2')
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
  })

  it('is reached by Tab, opens the picker with Enter or Space, and takes a dropped file', async () => {
    const { dialog, user } = await openImport('DROP-')
    const area = within(dialog).getByRole('button', { name: /^Choose a CSV file or drop it here/ })
    expect(area).toHaveAccessibleDescription(/At most 20,000 rows and 20 MB\./)
    const picker = vi.spyOn(within(dialog).getByLabelText<HTMLInputElement>('CSV file'), 'click')
    for (let step = 0; step < 5 && document.activeElement !== area; step++) await user.tab()
    expect(area).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    expect(picker).toHaveBeenCalledTimes(2)

    fireEvent.dragOver(area, { dataTransfer: { files: [], dropEffect: 'none' } })
    expect(area).toHaveTextContent('Drop the file to check it')
    fireEvent.drop(area, { dataTransfer: { files: [NEW_CONTRACTS('DROP-')] } })
    expect((await countsIn(dialog))['New contracts']).toBe('2')
  })

  describe('in Finnish', () => {
    let finnishToken: string
    // An admin of her own whose language, kept on the server, is Finnish.
    beforeAll(async () => {
      finnishToken = await colleagueAdmin(server, adminToken)
      const { id } = await storeSessionFor(finnishToken, server.url)
      await server.api(adminToken, `/users/${id}/edit`, { locale: 'fi' })
    })
    beforeEach(async () => {
      await storeSessionFor(finnishToken, server.url)
      await applyPersonLocale('fi')
    })
    afterEach(() => applyPersonLocale(undefined))

    it('speaks Finnish, and refuses a file over the limit before sending it', async () => {
      const { dialog, pick } = await openImport('FI-', 'Tuo CSV…', 'Tuo sopimuksia CSV-tiedostosta')
      const area = within(dialog).getByRole('button', { name: /^Valitse CSV-tiedosto/ })
      expect(area).toHaveAccessibleDescription(/Enintään 20\s000 riviä ja 20 Mt\./)

      const large = NEW_CONTRACTS('FI-')
      Object.defineProperty(large, 'size', { value: IMPORT_MOST_BYTES + 1 })
      await pick(large, 'CSV-tiedosto')
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Tiedosto on suurempi kuin 20 Mt, enempää ei voi tuoda kerralla.',
      )
      expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument()

      await pick(NEW_CONTRACTS('FI-'), 'CSV-tiedosto')
      expect(await countsIn(dialog, 'Mitä tiedosto tekee')).toMatchObject({
        'Uudet sopimukset': '2',
        'Uudet yritykset': '1',
      })
      expect(within(dialog).getByRole('button', { name: 'Tuo 2 sopimusta' })).toBeInTheDocument()
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    })
  })
})
