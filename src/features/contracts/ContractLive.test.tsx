import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { colleagueAdmin, type TestApiServer, workerApiServer } from '../../test/api-server'
import { liveFeedOpen, renderApp, storeSessionFor } from '../../test/render-app'
import { createContract } from '../../test/contracts-api'

let server: TestApiServer
let ada: string
let bea: string
let id: number

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
  ada = await server.signIn('admin@example.com', 'admin12345')
  bea = await colleagueAdmin(server, ada)
  id = await createContract(server.url, ada, {
    the_contract_id: 'T-LIVE',
    contract_start: '2026-01-01',
    status: 'ongoing',
  })
})
afterAll(() => server.close())
beforeEach(() => storeSessionFor(ada, server.url))

it('the open editor shows who else has the contract open, and what a colleague saved, before one saves', async () => {
  const user = userEvent.setup()
  renderApp(`/contracts/${id}/edit`, server.url)
  const workScope = await screen.findByRole('textbox', { name: 'Work scope' })
  await liveFeedOpen()

  // Bea opens it too: Ada's editor says so.
  await server.api(bea, '/presence', { resource: 'contract', id, state: 'viewing' })
  const present = await screen.findByRole('status', { name: 'Also here' })
  expect(within(present).getByText('Bea Admin is viewing')).toBeInTheDocument()
  await server.api(bea, '/presence', { resource: 'contract', id, state: 'editing' })
  await waitFor(() => expect(within(present).getByText('Bea Admin is editing')).toBeInTheDocument())

  // Ada types; Bea saves first: Ada is told who and what at once, and keeps what she typed.
  await user.type(workScope, 'Ada was here')
  await server.api(bea, `/contracts/id/${id}/edit`, { status: 'ended' })
  const told = await screen.findByRole('alert')
  expect(within(told).getByText('Bea Admin saved this just now')).toBeInTheDocument()
  await waitFor(() => expect(within(told).getByText('Status')).toBeInTheDocument())
  expect(workScope).toHaveValue('Ada was here')

  await server.api(bea, '/presence', { resource: 'contract', id, state: 'left' })
  await waitFor(() =>
    expect(screen.queryByRole('status', { name: 'Also here' })).not.toBeInTheDocument(),
  )
})

it('the editor says whether one follows the contract, and follows or unfollows it at a press', async () => {
  const user = userEvent.setup()
  renderApp(`/contracts/${id}/edit`, server.url)
  // Ada created it: she follows it.
  const following = await screen.findByRole('button', { name: 'Following' })
  expect(following).toHaveAttribute('aria-pressed', 'true')
  await user.click(following)
  const follow = await screen.findByRole('button', { name: 'Follow' })
  expect(follow).toHaveAttribute('aria-pressed', 'false')
  await waitFor(async () =>
    expect(await server.api(ada, `/follows/contract/${id}`)).toEqual({
      following: false,
      wrote: true,
    }),
  )
  await user.click(follow)
  await screen.findByRole('button', { name: 'Following' })
  await waitFor(async () =>
    expect(await server.api(ada, `/follows/contract/${id}`)).toMatchObject({ following: true }),
  )
})
