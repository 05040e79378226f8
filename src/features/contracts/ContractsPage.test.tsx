import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type TestApiServer, workerApiServer } from '../../test/api-server'
import { renderApp, storeSessionFor } from '../../test/render-app'
import { createContract } from '../../test/contracts-api'

let server: TestApiServer
let adminToken: string

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
  adminToken = await server.signIn('admin@example.com', 'admin12345')
  await createContract(server.url, adminToken, {
    the_contract_id: 'T-ONGOING',
    contract_start: '2026-01-01',
    status: 'ongoing',
    allocation: 80,
    client_price: 120.5,
    selected_consultant: { name: 'Olga Ongoing', title: 'Engineer' },
  })
  await createContract(server.url, adminToken, {
    the_contract_id: 'T-ENDED',
    contract_start: '2025-01-01',
    contract_end: '2025-12-31',
    status: 'ended',
  })
  // A margin of 5 on 100 is below the server's warning (10 % of the client price): thin.
  await createContract(server.url, adminToken, {
    the_contract_id: 'MRGN-THIN',
    contract_start: '2027-01-01',
    contract_end: '2027-06-30',
    notice_days: 30,
    renewal: 'renewing',
    client_price: 100,
    vendor_price: 95,
  })
  await createContract(server.url, adminToken, {
    the_contract_id: 'MRGN-WIDE',
    contract_start: '2027-01-01',
    contract_end: '2027-12-31',
    renewal: 'not_renewing',
    client_price: 150,
    vendor_price: 100,
  })
})
afterAll(() => server.close())
beforeEach(() => storeSessionFor(adminToken, server.url))

describe('ContractsPage', () => {
  it('lists the contracts the server returns, and the status filter narrows them', async () => {
    // Searched to this test's own two contracts (the demo has three dozen more).
    const { router } = renderApp('/contracts?search=T-', server.url)

    expect(await screen.findByText('T-ONGOING')).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Contracts' })
    expect(within(table).getByText('T-ENDED')).toBeInTheDocument()
    expect(within(table).getByText('Olga Ongoing')).toBeInTheDocument()
    const ongoing = within(table).getByText('T-ONGOING').closest('tr')!
    expect(ongoing).toHaveTextContent('1 Jan 2026 – open-ended')
    // One line a row: a long name is cut, its whole text in the title (and on focus).
    expect(within(table).getByText('Olga Ongoing').closest('[title]')).toHaveAttribute(
      'title',
      expect.stringContaining('Olga Ongoing'),
    )
    expect(within(table).getByText('80 %')).toBeInTheDocument()
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument()

    await userEvent.setup().click(screen.getByRole('radio', { name: 'Ongoing' }))

    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument()
    // The rows follow in a deferred render, a moment after the count.
    await waitFor(() => expect(within(table).queryByText('T-ENDED')).not.toBeInTheDocument())
    expect(within(table).getByText('T-ONGOING')).toBeInTheDocument()
    expect(router.state.location.search).toMatchObject({ status: 'ongoing' })
  })

  it('shows margin, markup, notice deadline and renewal, flags a thin margin, and sorts by margin', async () => {
    // The four columns are not shown by default: this admin has added them in the table settings.
    await server.api(adminToken, '/user/preferences', {
      tables: {
        contracts: {
          columns: ['the_contract_id', 'margin', 'markup_percent', 'notice_deadline', 'renewal'],
        },
      },
    })
    try {
      const { router } = renderApp('/contracts?search=MRGN-', server.url)
      const thin = (await screen.findByText('MRGN-THIN')).closest('tr')!
      const table = screen.getByRole('table', { name: 'Contracts' })
      const wide = within(table).getByText('MRGN-WIDE').closest('tr')!
      expect(within(table).getByRole('columnheader', { name: 'Renewal' })).toBeInTheDocument()

      const cells = (row: HTMLElement) =>
        within(row)
          .getAllByRole('cell')
          .slice(1, -1)
          .map((cell) => cell.textContent)
      expect(cells(thin)).toEqual(['MRGN-THIN', '5.00', '5.26 %', '31 May 2027', 'Renewing'])
      expect(cells(wide)).toEqual(['MRGN-WIDE', '50.00', '50 %', '—', 'Not renewing'])
      // The flag is named, not a colour alone: read aloud, and shown on hover.
      const flag = within(thin).getByRole('img', { name: 'Thin margin' })
      expect(flag).toHaveAttribute('title', 'Thin margin')
      expect(within(wide).queryByRole('img', { name: 'Thin margin' })).not.toBeInTheDocument()

      const user = userEvent.setup()
      const sortByMargin = within(table).getByRole('button', { name: 'Sort by margin' })
      const shownInOrder = (ids: string[]) =>
        waitFor(() =>
          expect(
            within(table)
              .getAllByText(/^MRGN-/)
              .map((cell) => cell.textContent),
          ).toEqual(ids),
        )
      await user.click(sortByMargin)
      await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'margin' }))
      await shownInOrder(['MRGN-THIN', 'MRGN-WIDE'])
      await user.click(sortByMargin)
      await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: '-margin' }))
      await shownInOrder(['MRGN-WIDE', 'MRGN-THIN'])
      expect(sortByMargin.closest('th')).toHaveAttribute('aria-sort', 'descending')
    } finally {
      await server.api(adminToken, '/user/preferences', { tables: { contracts: null } })
    }
  })

  it('shows a client the "admins only" page', async () => {
    const clientToken = await server.signIn('anna@acme.example', 'client12345')
    await storeSessionFor(clientToken, server.url)
    renderApp('/contracts', server.url)

    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: 'Contracts' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Contracts' })).not.toBeInTheDocument()
  })
})
