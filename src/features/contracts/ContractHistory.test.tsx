import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type TestApiServer, workerApiServer } from '../../test/api-server'
import { renderApp, storeSessionFor } from '../../test/render-app'
import { createContract } from '../../test/contracts-api'

let server: TestApiServer
let adminToken: string
let contractId: number

const MARKUP = '<img src="x" onerror="window.__pwned = true"> <b>bold</b>'

async function editContract(id: number, changes: Record<string, unknown>) {
  const answer = await fetch(`${server.url}/api/v1/contracts/id/${id}/edit`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${adminToken}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify(changes),
  })
  if (!answer.ok) throw new Error(`Editing a contract: ${await answer.text()}`)
}

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
  adminToken = await server.signIn('admin@example.com', 'admin12345')
  contractId = await createContract(server.url, adminToken, {
    the_contract_id: 'H-HISTORY',
    contract_start: '2026-01-01',
    status: 'not started',
    client_price: 120.5,
    is_infinite: true,
    selected_consultant: { name: 'Hilda History', title: 'Engineer' },
  })
  await editContract(contractId, {
    contract_start: '2026-02-01',
    status: 'ongoing',
    client_price: 99,
    work_scope: MARKUP,
    notes: MARKUP,
  })
})
afterAll(() => server.close())
beforeEach(() => storeSessionFor(adminToken, server.url))

const historyTab = () => screen.getByRole('tab', { name: 'History' })

describe('a contract’s History tab', () => {
  it('names each changed field by its form label, with values formatted and markup as text', async () => {
    const { container } = renderApp(`/contracts/${contractId}/edit`, server.url)
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'History' }))
    const panel = screen.getByRole('tabpanel', { name: 'History' })

    const updated = await within(panel).findByText(
      (_, element) =>
        element?.tagName === 'LI' && element.textContent === 'Start date: 1 Jan 2026 → 1 Feb 2026',
    )
    const changes = updated.parentElement!
    expect(changes).toHaveTextContent('Status: Not started → Ongoing')
    expect(changes).toHaveTextContent('Client price: 120.50 → 99.00')
    // Never the API's names.
    expect(panel).not.toHaveTextContent('contract_start')
    expect(panel).not.toHaveTextContent('client_price')

    // Markup in a value is text: its tags are there to read, and no element came of them.
    expect(changes).toHaveTextContent(`Work scope: — → ${MARKUP}`)
    expect(changes).toHaveTextContent(`Notes: — → ${MARKUP}`)
    expect(container.querySelector('img')).toBeNull()
    expect(within(panel).queryByText('bold', { selector: 'b' })).toBeNull()
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined()

    // Its creation, by the admin who made it, with the relations by name.
    const created = within(panel)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith('Consultant:'))!
    expect(created).toHaveTextContent('Consultant: Hilda History')
    expect(panel).toHaveTextContent('Open-ended: Yes')
    expect(panel).toHaveTextContent('2 of 2 changes shown')
    // The fields in the form's order; what it was created without (no skills) is left out.
    const creation = panel.querySelectorAll('ol > li')[1]!
    const labels = [...creation.querySelectorAll('li')].map(
      (item) => item.textContent?.split(':')[0],
    )
    expect(labels.slice(0, 4)).toEqual([
      'Contract id',
      'Client company',
      'Vendor company',
      'Consultant',
    ])
    expect(labels).not.toContain('Skills')
    expect(labels.indexOf('Status')).toBeLessThan(labels.indexOf('Client price'))
  })

  it('keeps what was typed in the form while the history shows, and refreshes after a save', async () => {
    const { router } = renderApp(`/contracts/${contractId}/edit`, server.url)
    const user = userEvent.setup()
    const unit = await screen.findByRole('textbox', { name: 'Unit' })
    await user.clear(unit)
    await user.type(unit, 'day')

    await user.click(historyTab())
    expect(await screen.findByText('2 of 2 changes shown')).toBeInTheDocument()
    // The tab is in the address, in place of the page's own entry (not one more to go back through).
    expect(router.state.location.searchStr).toBe('?tab=history')
    expect(router.history.length).toBe(1)
    await user.click(screen.getByRole('tab', { name: 'Details' }))
    expect(router.state.location.searchStr).toBe('')
    expect(screen.getByRole('textbox', { name: 'Unit' })).toHaveValue('day')

    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await screen.findByText('H-HISTORY was updated.')
    // Saving goes back to the list; the editor again, on its history.
    await screen.findByRole('heading', { name: 'Contracts', level: 1 })
    await router.navigate({ to: '/contracts/$contractId/edit', params: { contractId } })
    await user.click(await screen.findByRole('tab', { name: 'History' }))
    const panel = screen.getByRole('tabpanel', { name: 'History' })
    expect(await within(panel).findByText('3 of 3 changes shown')).toBeInTheDocument()
    await waitFor(() => expect(panel).toHaveTextContent('Unit: — → day'))
  })

  it('follows the address: a link to the history and back land on their tab, the form as it was', async () => {
    const { router } = renderApp(`/contracts/${contractId}/edit?tab=history`, server.url)
    const user = userEvent.setup()
    expect(await screen.findByRole('tab', { name: 'History' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await user.click(screen.getByRole('tab', { name: 'Details' }))
    const unit = screen.getByRole('textbox', { name: 'Unit' })
    await user.clear(unit)
    await user.type(unit, 'week')

    // A link to the same record's history (a new entry in the history), then back.
    await router.navigate({
      to: '/contracts/$contractId/edit',
      params: { contractId },
      search: { tab: 'history' },
    })
    await waitFor(() => expect(historyTab()).toHaveAttribute('aria-selected', 'true'))
    expect(await screen.findByText(/changes shown/)).toBeInTheDocument()
    router.history.back()
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true'),
    )
    expect(screen.getByRole('textbox', { name: 'Unit' })).toHaveValue('week')

    // Switching tabs was no leaving; going to the list is, and the typed change is asked about.
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull()
    void router.navigate({ to: '/contracts' })
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' })
    // It fades in: found as it mounts (opacity 0), visible once its enter transition begins.
    await waitFor(() => expect(leave).toBeVisible())
  })
})
