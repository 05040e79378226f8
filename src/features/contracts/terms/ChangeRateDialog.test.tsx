import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import dayjs from 'dayjs'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import type { ContractRecord, ContractTermList } from '../../../interface'
import { type TestApiServer, workerApiServer } from '../../../test/api-server'
import { createContract } from '../../../test/contracts-api'
import { renderApp, storeSessionFor } from '../../../test/render-app'
import { todayUtc } from '../../../lib/days'
import { firstOfNextMonth, monthsLater } from './term-dates'

let server: TestApiServer
let token: string
let id: number
const today = todayUtc()
const end = monthsLater(today, 6)
const nextMonth = firstOfNextMonth(today)
const start = dayjs(today).subtract(1, 'year').format('YYYY-MM-DD')

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
  token = await server.signIn('admin@example.com', 'admin12345')
  id = await createContract(server.url, token, {
    the_contract_id: 'T-RATE',
    contract_start: start,
    contract_end: end,
    status: 'ongoing',
    client_price: 100,
    vendor_price: 80,
    allocation: 50,
  })
})
afterAll(() => server.close())
beforeEach(() => storeSessionFor(token, server.url))

it('changes the rate from a day on; a day outside the period is refused on its field, nothing typed lost', async () => {
  const user = userEvent.setup()
  renderApp(`/contracts/${id}/edit`, server.url)
  // Something typed in the editor first: it outlives the rate change.
  await user.type(await screen.findByRole('textbox', { name: 'Work scope' }), 'Typed before')
  await user.click(screen.getByRole('button', { name: 'Change rate from…' }))
  const dialog = await screen.findByRole('dialog', { name: 'Change the rate of T-RATE' })

  // From the first of next month, with today's prices to change from.
  const from = within(dialog).getByRole('textbox', { name: /^Effective from/ })
  expect(from).toHaveValue(nextMonth)
  const clientPrice = within(dialog).getByRole('textbox', { name: 'Client price' })
  expect(clientPrice).toHaveValue('100')
  expect(within(dialog).getByRole('textbox', { name: 'Vendor price' })).toHaveValue('80')

  await user.clear(clientPrice)
  await user.type(clientPrice, '120')
  await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Annual review')
  await user.clear(from)
  await user.type(from, monthsLater(end, 1))
  await user.click(within(dialog).getByRole('button', { name: 'Change rate' }))

  const refused = `Must be within the contract’s period, ${start} to ${end}.`
  await waitFor(() => expect(from).toHaveAttribute('aria-invalid', 'true'))
  expect(from).toHaveAccessibleDescription(expect.stringContaining(refused))
  expect(clientPrice).toHaveValue('120')
  expect(within(dialog).getByRole('textbox', { name: /^Reason/ })).toHaveValue('Annual review')

  await user.clear(from)
  await user.type(from, nextMonth)
  await user.click(within(dialog).getByRole('button', { name: 'Change rate' }))
  expect(
    await screen.findByText(
      `T-RATE: the new rate applies from ${dayjs(nextMonth).format('D MMM YYYY')}.`,
    ),
  ).toBeInTheDocument()
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Change the rate of T-RATE' })).toBeNull(),
  )
  const { terms } = await server.api<ContractTermList>(token, `/contracts/id/${id}/terms`)
  expect(terms.map((term) => [term.effective_from, term.client_price, term.reason])).toEqual([
    [start, 100, null],
    [nextMonth, 120, 'Annual review'],
  ])
  expect(terms[1]).toMatchObject({ vendor_price: 80, allocation: 50 })

  // The editor opens again on the contract's new version, what was typed still there: its save
  // meets no conflict.
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'Work scope' })).toHaveValue('Typed before'),
  )
  await user.click(screen.getByRole('button', { name: 'Save changes' }))
  expect(await screen.findByText('T-RATE was updated.')).toBeInTheDocument()
  expect(await server.api<ContractRecord>(token, `/contracts/id/${id}`)).toMatchObject({
    work_scope: 'Typed before',
    client_price: 100,
  })
})
