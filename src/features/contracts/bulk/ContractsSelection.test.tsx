import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type TestApiServer, workerApiServer } from '../../../test/api-server'
import { renderApp, storeSessionFor } from '../../../test/render-app'
import { exportSelectedContractsCsv } from '../export-csv'
import { createContract } from '../../../test/contracts-api'

let server: TestApiServer
let adminToken: string
const ids: Record<string, number> = {}

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
  adminToken = await server.signIn('admin@example.com', 'admin12345')
  for (const name of ['SEL-1', 'SEL-2', 'SEL-3', 'SEL-4', 'SEL-5', 'SEL-6'])
    ids[name] = await createContract(server.url, adminToken, {
      the_contract_id: name,
      contract_start: '2026-01-01',
      status: 'ongoing',
    })
})
afterAll(() => server.close())
beforeEach(() => storeSessionFor(adminToken, server.url))

const box = (name: string) => screen.getByRole('checkbox', { name: `Select contract ${name}` })
const picked = () =>
  screen
    .getAllByRole('checkbox', { name: /^Select contract / })
    .filter((checkbox) => (checkbox as HTMLInputElement).checked)
    .map((checkbox) => checkbox.getAttribute('aria-label')!.replace('Select contract ', ''))
const bar = () => screen.queryByRole('region', { name: 'Selected contracts' })

async function openList(path = '/contracts?search=SEL-&sort=the_contract_id&per_page=5') {
  const view = renderApp(path, server.url)
  await screen.findAllByRole('checkbox', { name: /^Select contract / })
  return { ...view, user: userEvent.setup() }
}

describe('selecting contracts from the keyboard', () => {
  it('Space and x toggle the active row, Shift+↓/↑ extend and shrink, a picks the page, Esc clears', async () => {
    const { user } = await openList()
    // The key hints beside the search name them.
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          !!element.textContent?.endsWith(
            'Space / x select · Shift ↑ ↓ extend · a whole page · Esc clear selection',
          ),
      ),
    ).toBeInTheDocument()

    await user.keyboard('{ArrowDown}')
    await user.keyboard(' ')
    expect(box('SEL-1')).toBeChecked()
    expect(within(bar()!).getByText('1 selected')).toBeInTheDocument()
    await user.keyboard('x')
    expect(box('SEL-1')).not.toBeChecked()
    expect(bar()).not.toBeInTheDocument()

    // A range from the active row: two rows down, then one back up shrinks it again.
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}')
    expect(picked()).toEqual(['SEL-1', 'SEL-2', 'SEL-3'])
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}')
    expect(picked()).toEqual(['SEL-1', 'SEL-2'])
    expect(screen.getByRole('link', { name: 'SEL-2' })).toHaveFocus()
    const page = screen.getByRole('checkbox', { name: 'Select the contracts of this page' })
    expect(page).toBePartiallyChecked()

    await user.keyboard('a')
    expect(picked()).toEqual(['SEL-1', 'SEL-2', 'SEL-3', 'SEL-4', 'SEL-5'])
    expect(page).toBeChecked()
    await user.keyboard('a')
    expect(picked()).toEqual([])
    expect(page).not.toBeChecked()

    await user.keyboard('a')
    expect(within(bar()!).getByText('5 selected')).toBeInTheDocument()
    // Esc in the bar's menu closes the menu only.
    await user.click(within(bar()!).getByRole('button', { name: 'Set status' }))
    expect(await screen.findByRole('menu')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    expect(within(bar()!).getByText('5 selected')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(picked()).toEqual([])
    expect(bar()).not.toBeInTheDocument()
  })

  it('a Shift+click picks or drops every row from the one toggled last, on the page', async () => {
    const { user } = await openList()
    const shiftClick = async (name: string) => {
      await user.keyboard('{Shift>}')
      await user.click(box(name))
      await user.keyboard('{/Shift}')
    }

    await user.click(box('SEL-2'))
    await shiftClick('SEL-4')
    expect(picked()).toEqual(['SEL-2', 'SEL-3', 'SEL-4'])
    // Upwards past where it began; the rows take the clicked row's new state (picked).
    await shiftClick('SEL-1')
    expect(picked()).toEqual(['SEL-1', 'SEL-2', 'SEL-3', 'SEL-4'])
    // From SEL-1 to a picked row: the range is dropped.
    await shiftClick('SEL-3')
    expect(picked()).toEqual(['SEL-4'])
    // A plain click toggles that row alone, and a key's toggle is where the next range begins.
    await user.click(box('SEL-1'))
    expect(picked()).toEqual(['SEL-1', 'SEL-4'])
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}x')
    expect(picked()).toEqual(['SEL-1', 'SEL-4', 'SEL-5'])
    await shiftClick('SEL-3')
    expect(picked()).toEqual(['SEL-1', 'SEL-3', 'SEL-4', 'SEL-5'])
    expect(within(bar()!).getByText('4 selected')).toBeInTheDocument()
  })

  it('keeps the selection across pages, offers all matching, and clears it when the search changes', async () => {
    const { user, router } = await openList()

    await user.click(screen.getByRole('checkbox', { name: 'Select the contracts of this page' }))
    await user.click(
      await within(bar()!).findByRole('button', { name: 'Select all 6 matching contracts' }),
    )
    expect(await within(bar()!).findByText('6 selected')).toBeInTheDocument()
    expect(within(bar()!).getByText('All 6 matching contracts are selected.')).toBeInTheDocument()

    await user.keyboard(']')
    expect(await screen.findByRole('link', { name: 'SEL-6' })).toBeInTheDocument()
    await waitFor(() => expect(box('SEL-6')).toBeChecked())
    expect(within(bar()!).getByText('6 selected')).toBeInTheDocument()

    await router.navigate({ to: '/contracts', search: { search: 'SEL-6', page: 1, per_page: 5 } })
    await waitFor(() => expect(bar()).not.toBeInTheDocument())
    expect(box('SEL-6')).not.toBeChecked()
  })

  it('on a refusal (one was terminated meanwhile) shows the server’s reason and keeps the selection', async () => {
    const { user } = await openList()
    await user.click(box('SEL-3'))
    await user.click(box('SEL-4'))
    const terminated = await fetch(`${server.url}/api/v1/contracts/id/${ids['SEL-4']}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${adminToken}`, Accept: 'application/json' },
    })
    expect(terminated.status).toBe(200)

    // Esc in the confirmation closes it and keeps the selection.
    await user.click(within(bar()!).getByRole('button', { name: 'Terminate' }))
    await screen.findByRole('dialog', { name: 'Terminate 2 contracts?' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(within(bar()!).getByText('2 selected')).toBeInTheDocument()

    await user.click(within(bar()!).getByRole('button', { name: 'Terminate' }))
    const dialog = await screen.findByRole('dialog', { name: 'Terminate 2 contracts?' })
    await user.click(within(dialog).getByRole('button', { name: 'Terminate 2 contracts' }))

    expect(
      await screen.findByText(
        `These contracts do not exist or are terminated: ids ${ids['SEL-4']}.`,
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('Nothing was changed; the selection is kept.')).toBeInTheDocument()
    expect(within(bar()!).getByText('2 selected')).toBeInTheDocument()
  })

  it('over 500 matching, selects the first 500 and says only 500 can be changed at once', async () => {
    const names = Array.from(
      { length: 501 },
      (_, index) => `MANY-${String(index).padStart(3, '0')}`,
    )
    for (let from = 0; from < names.length; from += 25)
      await Promise.all(
        names.slice(from, from + 25).map((name) =>
          createContract(server.url, adminToken, {
            the_contract_id: name,
            contract_start: '2026-01-01',
          }),
        ),
      )
    const { user } = await openList('/contracts?search=MANY-&sort=the_contract_id&per_page=100')

    await user.keyboard('a')
    expect(await within(bar()!).findByText('100 selected')).toBeInTheDocument()
    expect(
      within(bar()!).getByText('Only 500 contracts can be changed at once.'),
    ).toBeInTheDocument()
    await user.click(
      within(bar()!).getByRole('button', {
        name: 'Select the first 500 of 501 matching contracts',
      }),
    )
    expect(await within(bar()!).findByText('500 selected')).toBeInTheDocument()
    expect(
      within(bar()!).getByText('Only 500 contracts can be changed at once.'),
    ).toBeInTheDocument()
    expect(within(bar()!).getByRole('button', { name: 'Terminate' })).toBeEnabled()
    expect(within(bar()!).getByRole('button', { name: 'Export selection (CSV)' })).toBeEnabled()
  }, 60_000)
})

describe('exporting the selection', () => {
  /** The public ids (second column) of a CSV file's records, past its header. */
  const publicIdsOf = async (csv: Blob) => {
    // jsdom's Blob has no text(): read it as the browser's FileReader would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader()
      reader.onload = () => resolve(String(reader.result))
      reader.readAsText(csv)
    })
    const [header, ...records] = text.trim().split('\r\n')
    expect(header).toMatch(/^id,the_contract_id,/)
    return records.map((record) => record.split(',')[1])
  }

  it('holds exactly the picked contracts in the list’s sort, asked for by id whatever the filters', async () => {
    const picked = [ids['SEL-2']!, ids['SEL-6']!, ids['SEL-5']!]
    // None of them is "ended": the list's filters are not what picks the rows.
    const filters = { search: 'SEL-', status: 'ended' as const, page: 2, per_page: 5 as const }
    expect(
      await publicIdsOf(
        await exportSelectedContractsCsv({ ...filters, sort: '-the_contract_id' }, picked),
      ),
    ).toEqual(['SEL-6', 'SEL-5', 'SEL-2'])
    expect(
      await publicIdsOf(
        await exportSelectedContractsCsv({ ...filters, sort: 'the_contract_id' }, picked),
      ),
    ).toEqual(['SEL-2', 'SEL-5', 'SEL-6'])
  })
})
