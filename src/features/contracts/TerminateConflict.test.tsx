import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { type TestApiServer, workerApiServer } from '../../test/api-server'
import { renderApp, storeSessionFor } from '../../test/render-app'
import { createContract } from '../../test/contracts-api'

let server: TestApiServer
let token: string
let id: number

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
  token = await server.signIn('admin@example.com', 'admin12345')
  id = await createContract(server.url, token, {
    the_contract_id: 'T-RACED',
    contract_start: '2026-01-01',
    status: 'ongoing',
  })
})
afterAll(() => server.close())
beforeEach(() => storeSessionFor(token, server.url))

/** A colleague's write: no If-Match, so it always lands. */
const api = (path: string, method = 'GET', body?: unknown) =>
  fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

it('a terminate of a contract changed meanwhile says who changed it and asks again', async () => {
  const user = userEvent.setup()
  renderApp('/contracts?search=T-RACED', server.url)
  await user.click(await screen.findByRole('button', { name: 'Terminate T-RACED' }))
  const first = await screen.findByRole('dialog', { name: 'Terminate T-RACED?' })

  // While the question is open, a colleague changes the contract.
  expect((await api(`/contracts/id/${id}/edit`, 'POST', { status: 'ended' })).status).toBe(200)
  await user.click(within(first).getByRole('button', { name: 'Terminate contract' }))

  const again = await screen.findByRole('dialog', { name: 'Terminate T-RACED?' })
  await waitFor(() =>
    expect(within(again).getByText('It changed while you were deciding')).toBeInTheDocument(),
  )
  expect(within(again).getByText(/was changed by .* since you opened it/)).toBeInTheDocument()
  expect((await api(`/contracts/id/${id}`)).status).toBe(200)

  await user.click(within(again).getByRole('button', { name: 'Terminate contract' }))
  expect(await screen.findByText('T-RACED was terminated.')).toBeInTheDocument()
  expect((await api(`/contracts/id/${id}`)).status).toBe(404)
})
