import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import dayjs from 'dayjs'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import type { ContractTermList } from '../../../interface'
import { type TestApiServer, workerApiServer } from '../../../test/api-server'
import { createContract } from '../../../test/contracts-api'
import { renderApp, storeSessionFor } from '../../../test/render-app'
import { todayUtc } from '../../../lib/days'
import { firstOfNextMonth, monthsLater } from './term-dates'

let server: TestApiServer
let token: string
let id: number
const today = todayUtc()
const past = dayjs(today).subtract(1, 'month').format('YYYY-MM-DD')
const future = firstOfNextMonth(today)
const end = monthsLater(today, 6)
const start = dayjs(today).subtract(1, 'year').format('YYYY-MM-DD')
const shown = (day: string) => dayjs(day).format('D MMM YYYY')
const dayBefore = (day: string) => shown(dayjs(day).subtract(1, 'day').format('YYYY-MM-DD'))

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
  token = await server.signIn('admin@example.com', 'admin12345')
  id = await createContract(server.url, token, {
    the_contract_id: 'T-TERMS',
    contract_start: start,
    contract_end: end,
    status: 'ongoing',
    client_price: 100,
    vendor_price: 80,
  })
  await server.api(token, `/contracts/id/${id}/terms`, {
    effective_from: past,
    client_price: 105,
    reason: 'Index raise',
  })
  await server.api(token, `/contracts/id/${id}/terms`, {
    effective_from: future,
    client_price: 115,
    vendor_price: 85,
    reason: 'New year rate',
  })
})
afterAll(() => server.close())
beforeEach(() => storeSessionFor(token, server.url))

it('lists every term with its days, marks the current one, and removes one to come after asking', async () => {
  const user = userEvent.setup()
  renderApp(`/contracts/${id}/edit`, server.url)
  await user.click(await screen.findByRole('tab', { name: 'Terms' }))
  const table = await screen.findByRole('table', { name: 'Prices and workload over time' })
  const rows = within(table).getAllByRole('row').slice(1)
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringContaining(`${shown(start)}${dayBefore(past)}100.0080.00`),
    expect.stringContaining(`${shown(past)} Current${dayBefore(future)}105.0080.00`),
    expect.stringContaining(`${shown(future)}${shown(end)}115.0085.00`),
  ])
  expect(rows[1]).toHaveAttribute('aria-current', 'true')
  expect(rows[1]).toHaveTextContent('Index raise')
  expect(rows[2]).toHaveTextContent('New year rate')
  expect(rows[2]).toHaveTextContent('Ada Admin')
  // Only the term to come can be taken back.
  expect(within(table).getAllByRole('button', { name: /^Remove the term from/ })).toHaveLength(1)

  await user.click(
    within(rows[2]!).getByRole('button', { name: `Remove the term from ${shown(future)}` }),
  )
  const question = await screen.findByRole('dialog', {
    name: `Remove the term from ${shown(future)}?`,
  })
  await user.click(within(question).getByRole('button', { name: 'Remove' }))

  expect(await screen.findByText(`The term from ${shown(future)} was removed.`)).toBeInTheDocument()
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3))
  expect(within(table).getAllByRole('row')[2]).toHaveTextContent(shown(end))
  const { terms } = await server.api<ContractTermList>(token, `/contracts/id/${id}/terms`)
  expect(terms.map((term) => term.effective_from)).toEqual([start, past])

  // The history says so, with the day and the reason.
  await user.click(screen.getByRole('tab', { name: 'History' }))
  const removal = (await screen.findAllByText('removed a term'))[0]!.closest('li')!
  expect(removal).toHaveTextContent(`Effective from: ${shown(future)} → —`)
  expect(removal).toHaveTextContent('Reason: New year rate → —')
})
