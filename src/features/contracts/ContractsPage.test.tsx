import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type TestApiServer, startApiServer } from '../../test/api-server'
import { renderApp, storeSessionFor } from '../../test/render-app'
import { createContract } from '../../test/contracts-api'

let server: TestApiServer
let adminToken: string

beforeAll(async () => {
  server = await startApiServer()
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
    expect(ongoing).toHaveTextContent('1 Jan 2026 –open-ended')
    expect(within(table).getByText('80 %')).toBeInTheDocument()
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument()

    await userEvent.setup().click(screen.getByRole('radio', { name: 'Ongoing' }))

    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument()
    // The rows follow in a deferred render, a moment after the count.
    await waitFor(() => expect(within(table).queryByText('T-ENDED')).not.toBeInTheDocument())
    expect(within(table).getByText('T-ONGOING')).toBeInTheDocument()
    expect(router.state.location.search).toMatchObject({ status: 'ongoing' })
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
