import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type TestApiServer, workerApiServer } from '../../test/api-server'
import { renderApp, storeSessionFor } from '../../test/render-app'
import { createContract } from '../../test/contracts-api'

let server: TestApiServer
let adminToken: string
let adminId: number

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
  adminToken = await server.signIn('admin@example.com', 'admin12345')
  await createContract(server.url, adminToken, {
    the_contract_id: 'ACT-ONE',
    contract_start: '2026-01-01',
    vat: 24,
  })
})
afterAll(() => server.close())
beforeEach(async () => {
  adminId = (await storeSessionFor(adminToken, server.url)).id
})

describe('ActivityPage', () => {
  it('takes its filters from the URL, shows them as chips, and clears them all', async () => {
    const { router } = renderApp(
      `/activity?resource=contract&actor_id=${adminId}&since=2020-01-01`,
      server.url,
    )
    const table = await screen.findByRole('table', { name: 'Activity' })
    await waitFor(() => expect(table).toHaveTextContent('VAT: 24 %'))
    const row = within(table)
      .getAllByRole('row')
      .find((each) => each.textContent?.includes('VAT: 24 %'))!
    expect(row).toHaveTextContent('Ada Admin')
    expect(within(row).getByRole('link', { name: /^Contract #\d+$/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/contracts\/\d+\/edit$/),
    )
    expect(table).not.toHaveTextContent('the_contract_id')
    const filters = screen.getByRole('group', { name: 'Filters' })
    expect(within(filters).getByText('Record type: Contracts')).toBeInTheDocument()
    expect(await within(filters).findByText('Person: Ada Admin')).toBeInTheDocument()
    expect(within(filters).getByText('Since 1 Jan 2020')).toBeInTheDocument()

    await userEvent.setup().click(within(filters).getByRole('button', { name: 'Clear all' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(screen.queryByRole('group', { name: 'Filters' })).not.toBeInTheDocument()
  })

  it('says when no change matches, and offers to clear the filters', async () => {
    renderApp('/activity?since=2099-01-01', server.url)
    expect(await screen.findByText('No changes match your filters')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument()
  })
})
