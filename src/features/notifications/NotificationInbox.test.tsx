import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { NotificationList } from '../../interface'
import { type TestApiServer, workerApiServer } from '../../test/api-server'
import { renderApp, storeSessionFor } from '../../test/render-app'

let server: TestApiServer
let adminToken: string

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
  adminToken = await server.signIn('admin@example.com', 'admin12345')
})
afterAll(() => server.close())
beforeEach(async () => {
  // The demo's contracts ending within 30 days: a contract_ending each for the admin.
  await server.notify()
  await storeSessionFor(adminToken, server.url)
})

const inbox = () => server.api<NotificationList>(adminToken, '/notifications?per_page=100')

describe('the inbox in the header', () => {
  it('shows the unread count, lists the newest as links, marks one read when opened and all with "Mark all read"', async () => {
    const before = await inbox()
    expect(before.unread).toBeGreaterThan(1)
    const { router } = renderApp('/overview', server.url)
    const user = userEvent.setup()

    const bell = await screen.findByRole('button', {
      name: `Notifications, ${before.unread} unread`,
    })
    // Keyboard: the bell is reached with Tab and opens with Enter; the items are menu items.
    bell.focus()
    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    const items = await within(menu).findAllByRole('menuitem', { name: /Contract DEMO-/ })
    expect(items).toHaveLength(Math.min(before.notifications.length, 10))
    const newest = before.notifications[0]!
    expect(items[0]).toHaveAccessibleName(expect.stringContaining(newest.title))
    expect(items[0]).toHaveAccessibleName(expect.stringMatching(/^Unread/))
    expect(items[0]).toHaveAttribute('href', newest.link)

    await user.click(items[0]!)
    await waitFor(() => expect(router.state.location.pathname).toBe(newest.link))
    await waitFor(async () => expect((await inbox()).unread).toBe(before.unread - 1))
    expect((await inbox()).notifications[0]!.read_at).not.toBeNull()
    await screen.findByRole('button', { name: `Notifications, ${before.unread - 1} unread` })

    await user.click(screen.getByRole('button', { name: /^Notifications, \d+ unread$/ }))
    const reopened = await screen.findByRole('menu')
    const first = await within(reopened).findAllByRole('menuitem', { name: /Contract DEMO-/ })
    expect(first[0]).not.toHaveAccessibleName(expect.stringMatching(/^Unread/))
    await user.click(within(reopened).getByRole('menuitem', { name: 'Mark all read' }))
    await screen.findByRole('button', { name: 'Notifications' })
    expect((await inbox()).unread).toBe(0)
  })

  it('counts a new notification the moment it is made, without a reload', async () => {
    const before = await inbox()
    renderApp('/overview', server.url)
    await screen.findByRole('button', { name: /^Notifications/ })
    const soon = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10)
    const companies = await server.api<{ companies: { id: number }[] }>(adminToken, '/companies')
    await server.api(adminToken, '/contracts', {
      the_contract_id: 'LIVE-BELL',
      client_company_id: companies.companies[0]!.id,
      vendor_company_id: companies.companies[1]!.id,
      contract_start: '2026-01-01',
      contract_end: soon,
      status: 'ongoing',
    })
    await server.notify()
    // The inbox's own refetch is a minute away: only the event stream can bring it this soon.
    await screen.findByRole(
      'button',
      { name: `Notifications, ${before.unread + 1} unread` },
      { timeout: 5000 },
    )
  })
})
