import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Overview } from '../../interface'
import { type TestApiServer, workerApiServer } from '../../test/api-server'
import { createContract } from '../../test/contracts-api'
import { renderApp, storeSessionFor } from '../../test/render-app'
import { addDays, todayUtc } from '../../lib/days'

let server: TestApiServer
let adminToken: string
const today = todayUtc()

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
  adminToken = await server.signIn('admin@example.com', 'admin12345')
  // Acme Oy's (client staff see them): notice is due in 5 and in 20 days.
  await createContract(server.url, adminToken, {
    the_contract_id: 'AHEAD-UNDECIDED',
    contract_start: addDays(today, -30),
    contract_end: addDays(today, 20),
    notice_days: 15,
  })
  await createContract(server.url, adminToken, {
    the_contract_id: 'AHEAD-NOT-RENEWING',
    contract_start: addDays(today, -30),
    contract_end: addDays(today, 40),
    notice_days: 20,
    renewal: 'not_renewing',
  })
})
afterAll(() => server.close())

/** A link's search parameters, as the address bar would show them. */
const searchOf = (link: HTMLElement) =>
  Object.fromEntries(new URL(link.getAttribute('href')!, 'http://dashboard').searchParams)

/** "Showing 1–10 of 42" under the list: its total. */
async function listTotal() {
  const shown = await screen.findByText(/^Showing (\d+–\d+|0) of \d+$/)
  return Number(shown.textContent!.split(' of ')[1])
}

describe('the overview’s renewals and notice deadlines', () => {
  it('shows each figure as a link to exactly the contracts it counts', async () => {
    await storeSessionFor(adminToken, server.url)
    const { contracts } = await server.api<Overview>(adminToken, '/overview')
    expect(contracts.renewals.undecided).toBeGreaterThan(0)
    expect(contracts.renewals.not_renewing).toBeGreaterThan(0)
    expect(contracts.notice_deadlines_within['7']).toBeGreaterThan(0)
    expect(contracts.notice_deadlines_within['30']).toBeGreaterThan(
      contracts.notice_deadlines_within['7'],
    )
    renderApp('/overview', server.url)

    const renewals = await screen.findByRole('region', { name: 'Renewals ahead (next 90 days)' })
    const ending = { contract_end_from: today, contract_end_to: addDays(today, 90) }
    for (const [renewal, what] of [
      ['undecided', 'renewal undecided'],
      ['renewing', 'to be renewed'],
      ['not_renewing', 'not to be renewed'],
    ] as const) {
      const figure = contracts.renewals[renewal]
      const link = await within(renewals).findByRole('link', {
        name: `${figure} contracts ending within 90 days, ${what}: show them`,
      })
      expect(link).toHaveTextContent(String(figure))
      expect(searchOf(link)).toEqual({ renewal, ...ending, sort: 'contract_end' })
    }
    expect(within(renewals).getByRole('group', { name: 'Not renewing' })).toHaveTextContent(
      String(contracts.renewals.not_renewing),
    )

    const notices = screen.getByRole('region', { name: 'Notice deadlines' })
    for (const days of ['7', '30'] as const) {
      const link = within(notices).getByRole('link', {
        name: `${contracts.notice_deadlines_within[days]} contracts whose notice deadline is within ${days} days: show them`,
      })
      expect(searchOf(link)).toEqual({
        notice_deadline_from: today,
        notice_deadline_to: addDays(today, Number(days)),
        sort: 'notice_deadline',
      })
    }

    // Followed, a figure opens the list it counts: as many contracts, and chips saying why.
    const user = userEvent.setup()
    await user.click(within(notices).getByRole('link', { name: /within 7 days: show them$/ }))
    expect(await listTotal()).toBe(contracts.notice_deadlines_within['7'])
    const chips = screen.getByRole('group', { name: 'Filters' })
    expect(within(chips).getByText(/^Notice deadline /)).toBeVisible()
    const table = screen.getByRole('table', { name: 'Contracts' })
    expect(await within(table).findByText('AHEAD-UNDECIDED')).toBeInTheDocument()
    expect(within(table).queryByText('AHEAD-NOT-RENEWING')).not.toBeInTheDocument()
  })

  it('opens the undecided renewals with their decision and end dates as filters', async () => {
    await storeSessionFor(adminToken, server.url)
    const { contracts } = await server.api<Overview>(adminToken, '/overview')
    const { router } = renderApp('/overview', server.url)
    const renewals = await screen.findByRole('region', { name: 'Renewals ahead (next 90 days)' })
    await userEvent
      .setup()
      .click(await within(renewals).findByRole('link', { name: /renewal undecided: show them$/ }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts'))
    expect(await listTotal()).toBe(contracts.renewals.undecided)
    const chips = screen.getByRole('group', { name: 'Filters' })
    expect(within(chips).getByText('Renewal: Undecided')).toBeVisible()
    expect(within(chips).getByText(/^Ends /)).toBeVisible()
  })

  it('shows client staff their company’s figures, opening no admin list', async () => {
    const anna = await server.signIn('anna@acme.example', 'client12345')
    await storeSessionFor(anna, server.url)
    const { contracts } = await server.api<Overview>(anna, '/overview')
    renderApp('/overview', server.url)

    const renewals = await screen.findByRole('region', { name: 'Renewals ahead (next 90 days)' })
    await waitFor(() =>
      expect(within(renewals).getByRole('group', { name: 'Undecided' })).toHaveTextContent(
        `Undecided${contracts.renewals.undecided}`,
      ),
    )
    expect(within(renewals).queryByRole('link')).not.toBeInTheDocument()
    const notices = screen.getByRole('region', { name: 'Notice deadlines' })
    expect(within(notices).getByRole('group', { name: 'Within 30 days' })).toHaveTextContent(
      `Within 30 days${contracts.notice_deadlines_within['30']}`,
    )
    expect(within(notices).queryByRole('link')).not.toBeInTheDocument()
  })
})
