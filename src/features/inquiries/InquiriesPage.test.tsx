import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { InquiryList } from '../../interface'
import { type TestApiServer, workerApiServer } from '../../test/api-server'
import { renderApp, storeSessionFor } from '../../test/render-app'

let server: TestApiServer
let token: string

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
  token = await server.signIn('gina@globex.example', 'client12345')
})
afterAll(() => server.close())
beforeEach(() => storeSessionFor(token, server.url))

const api = <T,>(path: string, body?: unknown) => server.api<T>(token, path, body)

describe('InquiriesPage', () => {
  it('shows the counters and the rows the server returns', async () => {
    const created = await api<{ id: number }>('/inquiries', {
      title: 'Warehouse night shift',
      industry: { name: 'Logistics' },
      main_contact: 'Gina Green',
      hires: [
        { title: 'Forklift driver', type: 'full_time' },
        { title: 'Shift lead', type: 'contract' },
      ],
    })
    await api(`/inquiry/${created.id}/cancel`, {})
    await api('/inquiries', {
      title: 'Customs broker',
      industry: { name: 'Logistics' },
      hires: [{ title: 'Broker', type: 'part_time' }],
    })
    const expected = await api<InquiryList>('/inquiries')

    renderApp('/inquiries', server.url)

    const cancelled = await screen.findByRole('row', { name: /Warehouse night shift/ })
    const table = screen.getByRole('table', { name: 'Inquiries' })
    expect(within(cancelled).getByText('Logistics')).toBeInTheDocument()
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument()
    expect(within(cancelled).getByText('Forklift driver')).toBeInTheDocument()
    expect(within(cancelled).getByText('Shift lead')).toBeInTheDocument()
    expect(within(table).getByRole('row', { name: /Customs broker/ })).toHaveTextContent('Pending')

    expect(screen.getByRole('heading', { name: expected.group_name })).toBeInTheDocument()
    const counters = [
      ['Inquiries', expected.inquiries_total],
      ['Search in progress', expected.search_progress],
      ['Contracts signed', expected.contracts_signed],
    ] as const
    for (const [label, value] of counters) {
      expect(screen.getByRole('group', { name: label })).toHaveTextContent(String(value))
    }
    expect(expected.inquiries_total - expected.search_progress).toBeGreaterThanOrEqual(1)
  })

  it('shows the empty state for a search that matches nothing', async () => {
    renderApp('/inquiries?q=%22nothing-matches-this%22', server.url)

    expect(await screen.findByText('No inquiries match your search')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: 'Inquiries' })).not.toBeInTheDocument()
  })

  it('filters by status from its URL, shown as a chip that Backspace in the empty search removes', async () => {
    const { router } = renderApp('/inquiries?status=cancelled', server.url)
    const chip = await screen.findByRole('button', { name: 'Remove filter: Status: Cancelled' })
    // The first test's cancelled inquiry is listed; its pending one is not.
    expect(await screen.findByRole('row', { name: /Warehouse night shift/ })).toBeInTheDocument()
    expect(screen.queryByRole('row', { name: /Customs broker/ })).not.toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(screen.getByRole('textbox', { name: 'Search inquiries' }))
    await user.keyboard('{Backspace}')

    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('status'))
    expect(chip).not.toBeInTheDocument()
  })

  it('keeps one history entry for a search refined as it is typed: Back leaves the search', async () => {
    const { router } = renderApp('/inquiries', server.url)
    const box = await screen.findByRole('textbox', { name: 'Search inquiries' })
    const user = userEvent.setup()

    await user.type(box, 'Ware')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'Ware' }))
    await user.type(box, 'house')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'Warehouse' }))

    router.history.back()
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('q'))
    expect(router.state.location.pathname).toBe('/inquiries')
    await waitFor(() => expect(box).toHaveValue(''))
  })
})
