import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ContractGroups } from '../../../interface'
import { colleagueAdmin, type TestApiServer, workerApiServer } from '../../../test/api-server'
import { createContract } from '../../../test/contracts-api'
import { renderApp, storeSessionFor } from '../../../test/render-app'

let server: TestApiServer
let adminToken: string

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
  adminToken = await server.signIn('admin@example.com', 'admin12345')
})
afterAll(() => server.close())
beforeEach(() => storeSessionFor(adminToken, server.url))

const groupsTable = () => screen.findByRole('table', { name: 'Contract groups' })

describe('the contracts grouped', () => {
  it('shows a row per group with its count and sums, largest first, as the API answers', async () => {
    const answer = await server.api<ContractGroups>(
      adminToken,
      '/contracts/groups?by=client_company',
    )
    renderApp('/contracts?group=client_company', server.url)
    const table = await groupsTable()
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(answer.groups.length)
    const first = answer.groups[0]!
    expect(rows[0]).toHaveTextContent(first.label!)
    expect(rows[0]).toHaveTextContent(String(first.count))
    expect(screen.getByText(`${answer.groups.length} groups`)).toBeInTheDocument()
  })

  it('is picked with g and the Group by control, opens a group in place and as the list', async () => {
    const { router } = renderApp('/contracts', server.url)
    await screen.findByRole('table', { name: 'Contracts' })
    const user = userEvent.setup()
    await user.keyboard('g')
    const control = screen.getByRole('combobox', { name: 'Group by' })
    expect(control).toHaveFocus()
    await user.selectOptions(control, 'By status')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ group: 'status' }))

    const table = await groupsTable()
    const answer = await server.api<ContractGroups>(adminToken, '/contracts/groups?by=status')
    const largest = answer.groups[0]!
    const toggle = within(table).getAllByRole('button', { expanded: false })[0]!
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const contents = document.getElementById(toggle.getAttribute('aria-controls')!)!
    const links = await within(contents).findAllByRole('link', { name: /^DEMO-/ })
    expect(links.length).toBe(Math.min(largest.count, 10))

    await user.click(within(table).getAllByRole('link', { name: /^Open as list: / })[0]!)
    await waitFor(() => expect(router.state.location.search).toEqual({ status: largest.key }))
    const list = await screen.findByRole('table', { name: 'Contracts' })
    expect(within(list).getAllByRole('row').length).toBeGreaterThan(1)
  })

  it("follows a colleague's writes: the group and the sums below move in place", async () => {
    const bea = await colleagueAdmin(server, adminToken)
    const answer = await server.api<ContractGroups>(adminToken, '/contracts/groups?by=status')
    const before = answer.groups.find((group) => group.key === 'unknown')?.count ?? 0
    renderApp('/contracts?group=status', server.url)
    const table = await groupsTable()
    const countOf = () =>
      within(table).queryByText('Unknown')?.closest('tr')?.querySelectorAll('td')[1]?.textContent
    const sums = await screen.findByRole('status', { name: 'Sums of the contracts' })
    await waitFor(() => expect(sums).toHaveTextContent(`${answer.total} contracts`))

    await createContract(server.url, bea, {
      the_contract_id: 'T-GROUP-LIVE',
      contract_start: '2026-05-01',
      status: 'unknown',
    })
    await waitFor(() => expect(countOf()).toBe(String(before + 1)))
    await waitFor(() => expect(sums).toHaveTextContent(`${answer.total + 1} contracts`))
  })
})
