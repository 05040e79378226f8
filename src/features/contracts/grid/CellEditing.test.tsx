import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { applyPersonLocale } from '../../../lib/i18n'
import { type TestApiServer, colleagueAdmin, workerApiServer } from '../../../test/api-server'
import { createContract } from '../../../test/contracts-api'
import { renderApp, storeSessionFor } from '../../../test/render-app'

let server: TestApiServer
let adminToken: string
const ids: Record<string, number> = {}

/** The contract as the API answers it now, with its ETag. */
async function contractNow(id: number) {
  const answer = await fetch(`${server.url}/api/v1/contracts/id/${id}`, {
    headers: { Authorization: `Bearer ${adminToken}`, Accept: 'application/json' },
  })
  return {
    record: (await answer.json()) as Record<string, unknown>,
    etag: answer.headers.get('ETag')!,
  }
}

async function editThroughApi(id: number, body: Record<string, unknown>) {
  const { etag } = await contractNow(id)
  const answer = await fetch(`${server.url}/api/v1/contracts/id/${id}/edit`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${adminToken}`,
      'Content-Type': 'application/json',
      'If-Match': etag,
    },
    body: JSON.stringify(body),
  })
  expect(answer.status).toBe(200)
}

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
  adminToken = await server.signIn('admin@example.com', 'admin12345')
  for (const [name, price] of [
    ['CELL-A', 100],
    ['CELL-B', 200],
  ] as const)
    ids[name] = await createContract(server.url, adminToken, {
      the_contract_id: name,
      contract_start: '2026-01-01',
      contract_end: '2026-12-31',
      status: 'ongoing',
      allocation: 80,
      client_price: price,
      vendor_price: 50,
    })
  // A rate change from July: the period may not end before it (a rule only the server knows).
  const answer = await fetch(`${server.url}/api/v1/contracts/id/${ids['CELL-A']}/terms`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ effective_from: '2026-07-01', client_price: 100, reason: 'July rate' }),
  })
  expect(answer.status).toBe(201)
})
afterAll(() => server.close())
beforeEach(() => storeSessionFor(adminToken, server.url))
let settle: () => Promise<void>
afterEach(() => settle())

/** The table of this file's two contracts, the first row's link focused (as ↓ from the search). */
async function openTable() {
  const { queryClient } = renderApp('/contracts?search=CELL-&sort=the_contract_id', server.url)
  // Each test waits at its end for the reads its saves set off: none reaches the next test.
  settle = () => waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0))
  // (The skeleton shown first is a table of the same name: the one with the rows is wanted.)
  const link = await screen.findByRole('link', { name: 'CELL-A' })
  const table = link.closest('table')!
  link.focus()
  return { table, user: userEvent.setup() }
}

const cellOf = (table: HTMLElement, id: string, column: string) =>
  within(table)
    .getByText(id)
    .closest('tr')!
    .querySelector<HTMLElement>(`td[data-cell="${column}"]`)!

describe('editing the contracts table in place', () => {
  it('moves along a row with ←/→, edits a price with Enter, saves it with Enter, and Ctrl+Z undoes it', async () => {
    const { table, user } = await openTable()
    const price = cellOf(table, 'CELL-A', 'client_price')
    // From the id: client, vendor, consultant, status, period, notice deadline, allocation, price.
    for (let step = 0; step < 8; step++) await user.keyboard('{ArrowRight}')
    expect(price).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(cellOf(table, 'CELL-A', 'allocation')).toHaveFocus()
    await user.keyboard('{ArrowRight}{Enter}')

    const input = await within(price).findByRole('textbox', { name: 'Client price of CELL-A' })
    expect(input).toHaveValue('100')
    await user.clear(input)
    await user.type(input, '125.5{Enter}')

    await waitFor(async () =>
      expect((await contractNow(ids['CELL-A']!)).record.client_price).toBe(125.5),
    )
    await waitFor(() => expect(price).toHaveTextContent('125.50'))
    expect(price).toHaveFocus()
    expect(
      await screen.findByText('CELL-A: Client price saved. Ctrl+Z undoes it.'),
    ).toBeInTheDocument()

    await user.keyboard('{Control>}z{/Control}')
    await waitFor(async () =>
      expect((await contractNow(ids['CELL-A']!)).record.client_price).toBe(100),
    )
    await waitFor(() => expect(price).toHaveTextContent('100.00'))
    expect(await screen.findByText('CELL-A: Client price is as it was.')).toBeInTheDocument()
  })

  it('refuses what the editor refuses, on the cell, keeping what was typed; Esc lets go with nothing sent', async () => {
    const { table, user } = await openTable()
    const allocation = cellOf(table, 'CELL-A', 'allocation')
    allocation.focus()
    await user.keyboard('{F2}')
    const input = await within(allocation).findByRole('textbox', { name: 'Allocation of CELL-A' })
    await user.clear(input)
    await user.type(input, '150{Enter}')

    expect(await within(allocation).findByText('Must be between 0 and 100.')).toBeInTheDocument()
    expect(input).toHaveValue('150')
    expect(input).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(within(allocation).queryByRole('textbox')).not.toBeInTheDocument()
    expect(allocation).toHaveTextContent('80 %')
    expect(allocation).toHaveFocus()
    expect((await contractNow(ids['CELL-A']!)).record.allocation).toBe(80)
  })

  it('Tab saves and moves on to the next cell; ↑/↓ from a cell keep its column', async () => {
    const { table, user } = await openTable()
    const status = cellOf(table, 'CELL-B', 'status')
    status.focus()
    await user.keyboard('{ArrowUp}')
    expect(cellOf(table, 'CELL-A', 'status')).toHaveFocus()
    await user.keyboard('{ArrowDown}{Enter}')
    const select = await within(status).findByRole('combobox', { name: 'Status of CELL-B' })
    await user.selectOptions(select, 'ended')
    await user.tab()

    await waitFor(async () =>
      expect((await contractNow(ids['CELL-B']!)).record.status).toBe('ended'),
    )
    await waitFor(() => expect(cellOf(table, 'CELL-B', 'period')).toHaveFocus())
    await waitFor(() => expect(status).toHaveTextContent('Ended'))
  })

  it('a save that meets a newer version opens the conflict dialog, and the person’s value can be kept', async () => {
    const { table, user } = await openTable()
    const price = cellOf(table, 'CELL-B', 'client_price')
    price.focus()
    await user.keyboard('{Enter}')
    const input = await within(price).findByRole('textbox', { name: 'Client price of CELL-B' })
    // Someone else changes the same price after the edit began.
    await editThroughApi(ids['CELL-B']!, { client_price: 210 })
    await user.clear(input)
    await user.type(input, '220{Enter}')

    const dialog = await screen.findByRole('dialog', { name: 'Changed since you opened it' })
    expect(within(dialog).getByText('210')).toBeInTheDocument()
    expect(within(dialog).getByText('220')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Keep all mine' }))

    await waitFor(async () =>
      expect((await contractNow(ids['CELL-B']!)).record.client_price).toBe(220),
    )
    await waitFor(() => expect(price).toHaveTextContent('220.00'))
  })

  it('shows the server’s refusal on the field it names, and the dates typed stay', async () => {
    const { table, user } = await openTable()
    const period = cellOf(table, 'CELL-A', 'period')
    period.focus()
    await user.keyboard('{Enter}')
    const end = await within(period).findByLabelText('End of CELL-A')
    expect(within(period).getByLabelText('Start of CELL-A')).toHaveFocus()
    await user.clear(end)
    await user.type(end, '2026-05-31{Enter}')

    expect(
      await within(period).findByText('A term starts after this day; remove it first.'),
    ).toBeInTheDocument()
    expect(end).toHaveValue('2026-05-31')
    expect((await contractNow(ids['CELL-A']!)).record.contract_end).toBe('2026-12-31')
    await user.keyboard('{Escape}')
    expect(period).toHaveTextContent('31 Dec 2026')
  })

  it('edits the period with the dashboard’s date inputs, their calendar in its language', async () => {
    // An admin of her own whose language, kept on the server, is Finnish (not the browser's).
    const finnishToken = await colleagueAdmin(server, adminToken)
    const { id } = await storeSessionFor(finnishToken, server.url)
    await server.api(adminToken, `/users/${id}/edit`, { locale: 'fi' })
    await storeSessionFor(finnishToken, server.url)
    await applyPersonLocale('fi')
    try {
      const { table, user } = await openTable()
      const period = cellOf(table, 'CELL-B', 'period')
      period.focus()
      await user.keyboard('{Enter}')
      const start = await within(period).findByLabelText('CELL-B: alkaa')
      expect(start).toHaveFocus()
      expect(start).toHaveValue('2026-01-01')
      // The calendar opened with the focus: its month named in Finnish.
      expect(await screen.findByText('tammikuu 2026')).toBeInTheDocument()
      await user.clear(start)
      await user.type(start, '2026-02-01{Enter}')
      await waitFor(async () =>
        expect((await contractNow(ids['CELL-B']!)).record.contract_start).toBe('2026-02-01'),
      )
    } finally {
      await applyPersonLocale(undefined)
    }
  })

  it('assigns a consultant picked from the server’s look-up, saved with the pick', async () => {
    const { table, user } = await openTable()
    const consultant = cellOf(table, 'CELL-B', 'consultant')
    consultant.focus()
    await user.keyboard('{F2}')
    const input = await within(consultant).findByLabelText('Consultant of CELL-B')
    await user.type(input, 'a')
    // The input's own list of options (the page holds other Selects' too).
    const [first] = await waitFor(() => {
      const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '')
      expect(listbox).not.toBeNull()
      const options = within(listbox!).getAllByRole('option', { hidden: true })
      expect(options.length).toBeGreaterThan(0)
      return options
    })
    const name = first!.textContent!.split(' · ')[0]!
    await user.click(first!)

    await waitFor(async () =>
      expect((await contractNow(ids['CELL-B']!)).record.consultant).toMatchObject({ name }),
    )
    await waitFor(() => expect(consultant).toHaveTextContent(name))
  })

  it('offers the undo for ten seconds only', async () => {
    const { table, user } = await openTable()
    const allocation = cellOf(table, 'CELL-B', 'allocation')
    allocation.focus()
    await user.keyboard('{Enter}')
    const input = await within(allocation).findByRole('textbox', { name: 'Allocation of CELL-B' })
    await user.clear(input)
    await user.type(input, '60{Enter}')
    await waitFor(() => expect(allocation).toHaveTextContent('60 %'))
    expect(await screen.findByText(/CELL-B: Allocation saved/)).toBeInTheDocument()

    // Eleven seconds on (the clock alone moved), Ctrl+Z does nothing.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11_000 })
    try {
      await user.keyboard('{Control>}z{/Control}')
      await settle()
    } finally {
      vi.useRealTimers()
    }
    expect((await contractNow(ids['CELL-B']!)).record.allocation).toBe(60)
    expect(screen.queryByText(/CELL-B: Allocation is as it was/)).not.toBeInTheDocument()
  })

  it('edits one cell at a time: an editor left open keeps what was typed and takes the focus back', async () => {
    const { table, user } = await openTable()
    const price = cellOf(table, 'CELL-A', 'client_price')
    price.focus()
    await user.keyboard('{Enter}')
    const input = await within(price).findByRole('textbox', { name: 'Client price of CELL-A' })
    await user.clear(input)
    await user.type(input, '99')

    // Elsewhere (as a click away would leave it), Enter on another cell.
    cellOf(table, 'CELL-B', 'status').focus()
    await user.keyboard('{Enter}')
    expect(input).toHaveFocus()
    expect(input).toHaveValue('99')
    expect(within(table).queryByRole('combobox', { name: 'Status of CELL-B' })).toBeNull()
    await user.keyboard('{Escape}')
  })
})
