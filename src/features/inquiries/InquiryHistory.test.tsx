import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { InquiryDetail } from '../../interface'
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

describe('an inquiry’s History tab', () => {
  it('lists its positions’ changes too, each saying which position, and rich text as text', async () => {
    const { id } = await api<{ id: number }>('/inquiries', {
      title: 'Harbour cranes',
      industry: { name: 'Logistics' },
      description: '<p>Night <b>shifts</b> at the quay</p>',
      hires: [{ title: 'Crane operator', type: 'full_time', experience_level: 'senior' }],
    })
    const inquiry = await api<InquiryDetail>(`/inquiry/${id}`)
    const position = inquiry.positions[0]!
    await api(`/inquiry/${id}/positions/${position.id}/cancel`, {})

    const { container } = renderApp(`/inquiries/${id}`, server.url)
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'History' }))
    const panel = screen.getByRole('tabpanel', { name: 'History' })
    await within(panel).findByText(/changes shown$/)
    const entries = [...panel.querySelectorAll('ol > li')]

    // Newest first: the position's cancelling, by its title.
    expect(entries[0]).toHaveTextContent('Gina')
    expect(entries[0]).toHaveTextContent('cancelled')
    expect(entries[0]).toHaveTextContent('Position “Crane operator”')
    expect(entries[0]).toHaveTextContent('Stage: Pending → Cancelled')
    const created = entries.map((entry) => entry.textContent ?? '')
    expect(created.some((text) => text.includes('Experience level: Senior'))).toBe(true)
    expect(created.some((text) => text.includes('Type: Full time'))).toBe(true)
    expect(created.some((text) => text.includes('Industry: Logistics'))).toBe(true)
    // The description's words, and none of its markup as elements.
    expect(panel).toHaveTextContent('Description: Night shifts at the quay')
    expect(panel.querySelector('b')).toBeNull()
    expect(container).not.toHaveTextContent('order_need_reqs')
  })
})
