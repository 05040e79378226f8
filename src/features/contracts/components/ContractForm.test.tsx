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
  await createContract(server.url, adminToken, {
    the_contract_id: 'TAKEN-1',
    contract_start: '2026-01-01',
  })
})
afterAll(() => server.close())
beforeEach(() => storeSessionFor(adminToken, server.url))

/** Types part of a name, then picks the company from the list this input controls. */
async function pickCompany(label: string, typed: string, name: string) {
  const user = userEvent.setup()
  const input = screen.getByRole('combobox', { name: label })
  await user.type(input, typed)
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'))
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '')
  // Transitions keep the list hidden to jsdom's eyes; the options are there all the same.
  const option = await within(listbox!).findByRole('option', { name, hidden: true })
  await user.click(option)
  await waitFor(() => expect(input).toHaveValue(name))
}

describe('ContractForm', () => {
  it('shows the server’s duplicate contract id error on its field', async () => {
    const user = userEvent.setup()
    renderApp('/contracts/new', server.url)

    const contractId = await screen.findByRole('textbox', { name: /^Contract id/ })
    await user.type(contractId, 'TAKEN-1')
    await pickCompany('Client company', 'acm', 'Acme Oy')
    await pickCompany('Vendor company', 'glob', 'Globex Ltd')
    await user.type(screen.getByRole('textbox', { name: /^Start date/ }), '2026-02-01')
    await user.click(screen.getByRole('button', { name: 'Create contract' }))

    const message = 'This contract id has already been used.'
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(contractId).toHaveAttribute('aria-invalid', 'true')
    expect(contractId).toHaveAccessibleDescription(expect.stringContaining(message))
  })

  it('names the missing required fields without asking the server', async () => {
    const user = userEvent.setup()
    renderApp('/contracts/new', server.url)

    await user.click(await screen.findByRole('button', { name: 'Create contract' }))

    const required = [
      screen.getByRole('textbox', { name: /^Contract id/ }),
      screen.getByRole('combobox', { name: 'Client company' }),
      screen.getByRole('combobox', { name: 'Vendor company' }),
      screen.getByRole('textbox', { name: /^Start date/ }),
    ]
    for (const input of required) {
      await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'))
    }
  })
})
