import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import type { ContractRecord } from '../../../interface'
import { type TestApiServer, workerApiServer } from '../../../test/api-server'
import { createContract } from '../../../test/contracts-api'
import { renderApp, storeSessionFor } from '../../../test/render-app'

let server: TestApiServer
let token: string
let id: number

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
  token = await server.signIn('admin@example.com', 'admin12345')
  // A margin of 5 on 100: below the server's warning level (10 % of the client price).
  id = await createContract(server.url, token, {
    the_contract_id: 'T-NOTICE',
    contract_start: '2026-01-01',
    contract_end: '2027-03-31',
    status: 'ongoing',
    client_price: 100,
    vendor_price: 95,
  })
})
afterAll(() => server.close())
beforeEach(() => storeSessionFor(token, server.url))

it('shows the margin and its warning in words, the notice deadline as one types, and saves notice and renewal', async () => {
  const user = userEvent.setup()
  renderApp(`/contracts/${id}/edit`, server.url)

  const margin = await screen.findByRole('textbox', { name: 'Margin' })
  expect(margin).toHaveValue('5.00')
  expect(margin).toHaveAttribute('readonly')
  expect(margin).toHaveAccessibleDescription(expect.stringContaining('Thin margin'))
  expect(screen.getByRole('textbox', { name: 'Markup' })).toHaveValue('5.26 %')

  const deadline = screen.getByRole('textbox', { name: 'Notice deadline' })
  expect(deadline).toHaveValue('—')
  await user.type(screen.getByRole('textbox', { name: 'Notice days' }), '30')
  await waitFor(() => expect(deadline).toHaveValue('1 Mar 2027'))

  const renewal = screen.getByRole('combobox', { name: 'Renewal' })
  expect(renewal).toHaveValue('Undecided')
  await user.click(renewal)
  await waitFor(() => expect(renewal).toHaveAttribute('aria-controls'))
  const listbox = document.getElementById(renewal.getAttribute('aria-controls') ?? '')
  // Transitions keep the list hidden to jsdom's eyes; the options are there all the same.
  await user.click(within(listbox!).getByRole('option', { name: 'Renewing', hidden: true }))
  await waitFor(() => expect(renewal).toHaveValue('Renewing'))
  await user.click(screen.getByRole('button', { name: 'Save changes' }))
  expect(await screen.findByText('T-NOTICE was updated.')).toBeInTheDocument()

  const saved = await server.api<ContractRecord>(token, `/contracts/id/${id}`)
  expect(saved).toMatchObject({
    notice_days: 30,
    notice_deadline: '2027-03-01',
    renewal: 'renewing',
  })
})
