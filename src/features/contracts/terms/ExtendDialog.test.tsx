import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import dayjs from 'dayjs'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import type { ContractRecord, ContractTermList } from '../../../interface'
import { type TestApiServer, workerApiServer } from '../../../test/api-server'
import { createContract } from '../../../test/contracts-api'
import { renderApp, storeSessionFor } from '../../../test/render-app'
import { todayUtc } from '../../../lib/days'
import { monthsLater } from './term-dates'

let server: TestApiServer
let token: string
let id: number
const end = monthsLater(todayUtc(), 2)
const later = monthsLater(end, 3)
const start = dayjs(end).subtract(1, 'year').format('YYYY-MM-DD')
const dayAfterEnd = dayjs(end).add(1, 'day').format('YYYY-MM-DD')

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
  token = await server.signIn('admin@example.com', 'admin12345')
  id = await createContract(server.url, token, {
    the_contract_id: 'T-EXTEND',
    contract_start: start,
    contract_end: end,
    status: 'ongoing',
    client_price: 100,
    vendor_price: 80,
  })
})
afterAll(() => server.close())
beforeEach(() => storeSessionFor(token, server.url))

it('extends the contract; an end before the current one is refused on its field, nothing typed lost', async () => {
  const user = userEvent.setup()
  renderApp(`/contracts/${id}/edit`, server.url)
  await user.click(await screen.findByRole('button', { name: 'Extend…' }))
  const dialog = await screen.findByRole('dialog', { name: 'Extend T-EXTEND' })
  expect(
    within(dialog).getByText(`It now ends on ${dayjs(end).format('D MMM YYYY')}.`),
  ).toBeInTheDocument()

  // Three months on by default; an earlier day is the server's to refuse.
  const newEnd = within(dialog).getByRole('textbox', { name: /^New end date/ })
  expect(newEnd).toHaveValue(later)
  await user.clear(newEnd)
  await user.type(newEnd, monthsLater(start, 1))
  await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Client asked for more')
  await user.type(within(dialog).getByRole('textbox', { name: 'Client price' }), '110')
  await user.click(within(dialog).getByRole('button', { name: 'Extend' }))

  await waitFor(() => expect(newEnd).toHaveAttribute('aria-invalid', 'true'))
  expect(newEnd).toHaveAccessibleDescription(
    expect.stringContaining(`Must be later than the current end, ${end}.`),
  )
  expect(within(dialog).getByRole('textbox', { name: /^Reason/ })).toHaveValue(
    'Client asked for more',
  )
  expect(within(dialog).getByRole('textbox', { name: 'Client price' })).toHaveValue('110')

  await user.clear(newEnd)
  await user.type(newEnd, later)
  await user.click(within(dialog).getByRole('button', { name: 'Extend' }))
  expect(
    await screen.findByText(`T-EXTEND now ends on ${dayjs(later).format('D MMM YYYY')}.`),
  ).toBeInTheDocument()

  const contract = await server.api<ContractRecord>(token, `/contracts/id/${id}`)
  expect(contract.contract_end).toBe(later)
  const { terms } = await server.api<ContractTermList>(token, `/contracts/id/${id}/terms`)
  expect(terms.at(-1)).toMatchObject({
    effective_from: dayAfterEnd,
    client_price: 110,
    vendor_price: 80,
    reason: 'Client asked for more',
  })
  // The editor opens again on the extended contract.
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'End date' })).toHaveValue(later))
})

it('closes the open calendar on Esc and keeps the dialog and what was typed; a second Esc closes it', async () => {
  const user = userEvent.setup()
  renderApp(`/contracts/${id}/edit`, server.url)
  await user.click(await screen.findByRole('button', { name: 'Extend…' }))
  const dialog = await screen.findByRole('dialog', { name: /^Extend / })
  const reason = within(dialog).getByRole('textbox', { name: /^Reason/ })
  await user.type(reason, 'Typed before the calendar')
  // The calendar opens as the date takes focus, at the month of the day in it.
  const newEnd = within(dialog).getByRole<HTMLInputElement>('textbox', { name: /^New end date/ })
  await user.click(newEnd)
  const month = dayjs(newEnd.value).format('MMMM YYYY')
  const calendar = () => screen.queryByText(month)
  expect(await screen.findByText(month)).toBeInTheDocument()

  await user.keyboard('{Escape}')
  await waitFor(() => expect(calendar()).toBeNull())
  // The dialog stays: given half a second to close (its transition takes 200 ms), it does not.
  await expect(
    waitFor(() => expect(screen.queryByRole('dialog', { name: /^Extend / })).toBeNull(), {
      timeout: 500,
    }),
  ).rejects.toThrow()
  expect(reason).toHaveValue('Typed before the calendar')

  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Extend / })).toBeNull())
})
