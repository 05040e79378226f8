import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type TestApiServer, workerApiServer } from '../../../test/api-server'
import { renderApp, storeSessionFor } from '../../../test/render-app'
import { createContract } from '../../../test/contracts-api'

let server: TestApiServer
let adminToken: string

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
  adminToken = await server.signIn('admin@example.com', 'admin12345')
  for (const [id, client, vendor, allocation] of [
    ['SUM-1', 1000, 800, 100],
    ['SUM-2', 500.5, 400, 50],
    ['SUM-3', 250, 200, 60],
  ] as const)
    await createContract(server.url, adminToken, {
      the_contract_id: id,
      contract_start: '2026-01-01',
      status: 'ongoing',
      client_price: client,
      vendor_price: vendor,
      allocation,
    })
})
afterAll(() => server.close())
beforeEach(() => storeSessionFor(adminToken, server.url))

const bar = () => screen.getByRole('status', { name: 'Sums of the contracts' })

describe('the contracts summary bar', () => {
  it('sums what the filters select, then what is picked', async () => {
    renderApp('/contracts?search=SUM-', server.url)
    await waitFor(() => expect(bar()).toHaveTextContent('3 contracts'))
    expect(bar()).toHaveTextContent(/Client prices\s*1,750.50/)
    expect(bar()).toHaveTextContent(/Vendor prices\s*1,400.00/)
    expect(bar()).toHaveTextContent(/Margin\s*350.50/)
    expect(bar()).toHaveTextContent(/Mean allocation\s*70 %/)

    const user = userEvent.setup()
    // The table as drawn once its rows are (before them, a placeholder table).
    const row = await waitFor(() =>
      within(screen.getByRole('table', { name: 'Contracts' }))
        .getByText('SUM-2')
        .closest('tr')!,
    )
    await user.click(within(row).getByRole('checkbox'))
    await waitFor(() => expect(bar()).toHaveTextContent('1 selected'))
    expect(bar()).toHaveTextContent(/Client prices\s*500.50/)
    expect(bar()).toHaveTextContent(/Margin\s*100.50/)
  })
})
