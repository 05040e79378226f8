import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { colleagueAdmin, type TestApiServer, workerApiServer } from '../../test/api-server'
import { liveFeedOpen, renderApp, storeSessionFor } from '../../test/render-app'
import { createContract } from '../../test/contracts-api'

let server: TestApiServer
let ada: string
let bea: string
let first: number
let second: number

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
  ada = await server.signIn('admin@example.com', 'admin12345')
  bea = await colleagueAdmin(server, ada)
  first = await createContract(server.url, ada, {
    the_contract_id: 'T-LL-FIRST',
    contract_start: '2026-01-01',
    status: 'ongoing',
    allocation: 80,
  })
  second = await createContract(server.url, ada, {
    the_contract_id: 'T-LL-SECOND',
    contract_start: '2026-02-01',
    status: 'ongoing',
  })
})
afterAll(() => server.close())
beforeEach(() => storeSessionFor(ada, server.url))

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr')!

it("the open list follows a colleague's writes without moving its rows", async () => {
  const user = userEvent.setup()
  renderApp('/contracts?search=T-LL&status=ongoing', server.url)
  await screen.findByText('T-LL-FIRST')
  const table = screen.getByRole('table', { name: 'Contracts' })
  expect(rowOf(table, 'T-LL-FIRST')).toHaveTextContent('80 %')
  const secondRow = rowOf(table, 'T-LL-SECOND')
  await liveFeedOpen()

  // Bea edits a row on the page: its new value shows in place, the other row is the same element.
  await server.api(bea, `/contracts/id/${first}/edit`, { allocation: 55 })
  await waitFor(() => expect(rowOf(table, 'T-LL-FIRST')).toHaveTextContent('55 %'))
  expect(rowOf(table, 'T-LL-SECOND')).toBe(secondRow)
  expect(screen.getByRole('table', { name: 'Contracts' })).toBe(table)

  // She ends the second: it no longer matches the filter, and stays, marked, until a refresh.
  await server.api(bea, `/contracts/id/${second}/edit`, { status: 'ended' })
  await waitFor(() => expect(secondRow).toHaveTextContent('Changed — no longer matches this list'))
  expect(rowOf(table, 'T-LL-SECOND')).toBe(secondRow)
  expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument()

  // She creates one that matches: it is announced, not inserted, until Ada shows it.
  await createContract(server.url, bea, {
    the_contract_id: 'T-LL-THIRD',
    contract_start: '2026-03-01',
    status: 'ongoing',
  })
  const show = await screen.findByRole('button', { name: '1 new — show' })
  expect(show.closest('[role="status"]')).not.toBeNull()
  expect(within(table).queryByText('T-LL-THIRD')).not.toBeInTheDocument()

  await user.click(show)
  await waitFor(() => expect(within(table).getByText('T-LL-THIRD')).toBeInTheDocument())
  await waitFor(() => expect(within(table).queryByText('T-LL-SECOND')).not.toBeInTheDocument())
  expect(screen.queryByRole('button', { name: /new — show/ })).not.toBeInTheDocument()
  expect(screen.queryByText('Changed — no longer matches this list')).not.toBeInTheDocument()
})

it("one's own write (here from another tab) refreshes the list as always, with nothing to show", async () => {
  renderApp('/contracts?search=T-LL&status=ongoing', server.url)
  await screen.findByText('T-LL-FIRST')
  const table = screen.getByRole('table', { name: 'Contracts' })
  await createContract(server.url, ada, {
    the_contract_id: 'T-LL-MINE',
    contract_start: '2026-04-01',
    status: 'ongoing',
  })
  await waitFor(() => expect(within(table).getByText('T-LL-MINE')).toBeInTheDocument())
  expect(screen.queryByRole('button', { name: /new — show/ })).not.toBeInTheDocument()
})
