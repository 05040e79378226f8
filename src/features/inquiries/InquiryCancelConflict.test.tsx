import { screen, waitFor, within } from '@testing-library/react'
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

/** A call as a colleague's browser would make it: no If-Match, so it always lands. */
const api = <T,>(path: string, body?: unknown) => server.api<T>(token, path, body)

async function createInquiry(title: string, hires: string[]) {
  const created = await api<{ id: number }>('/inquiries', {
    title,
    industry: { name: 'Logistics' },
    hires: hires.map((hire) => ({ title: hire, type: 'full_time' })),
  })
  const inquiry = await api<InquiryDetail>(`/inquiry/${created.id}`)
  return { id: created.id, positions: inquiry.positions.map((position) => position.id) }
}

const dialog = (name: string) => screen.findByRole('dialog', { name })

describe('cancelling what someone changed meanwhile', () => {
  it('an inquiry: says who changed it, and asks again before cancelling', async () => {
    const { id, positions } = await createInquiry('Harbour crane crew', [
      'Crane driver',
      'Signaller',
    ])
    const user = userEvent.setup()
    renderApp(`/inquiries/${id}`, server.url)
    await user.click(await screen.findByRole('button', { name: 'Cancel inquiry' }))
    const first = await dialog('Cancel “Harbour crane crew”?')

    // While the question is open, a colleague cancels one of its positions.
    await api(`/inquiry/${id}/positions/${positions[1]}/cancel`, {})
    await user.click(within(first).getByRole('button', { name: 'Cancel inquiry and positions' }))

    const again = await dialog('Cancel “Harbour crane crew”?')
    await waitFor(() =>
      expect(within(again).getByText('It changed while you were deciding')).toBeInTheDocument(),
    )
    expect(within(again).getByText(/was changed by .* since you opened it/)).toBeInTheDocument()
    expect((await api<InquiryDetail>(`/inquiry/${id}`)).status).toBe('pending')

    await user.click(within(again).getByRole('button', { name: 'Cancel inquiry and positions' }))
    expect(await screen.findByText('“Harbour crane crew” was cancelled.')).toBeInTheDocument()
    expect((await api<InquiryDetail>(`/inquiry/${id}`)).status).toBe('cancelled')
  })

  it('a position: asks again when its inquiry changed meanwhile', async () => {
    const { id, positions } = await createInquiry('Night bakery', ['Baker', 'Driver'])
    const user = userEvent.setup()
    renderApp(`/inquiries/${id}`, server.url)

    await user.click(await screen.findByRole('button', { name: 'Cancel position Baker' }))
    const first = await dialog('Cancel the position “Baker”?')
    await api(`/inquiry/${id}/positions/${positions[1]}/cancel`, {})
    await user.click(within(first).getByRole('button', { name: 'Cancel position' }))
    const again = await dialog('Cancel the position “Baker”?')
    await waitFor(() =>
      expect(within(again).getByText('It changed while you were deciding')).toBeInTheDocument(),
    )
    let now = await api<InquiryDetail>(`/inquiry/${id}`)
    expect(now.positions.find((position) => position.id === positions[0])!.stage).toBe('pending')
    await user.click(within(again).getByRole('button', { name: 'Cancel position' }))
    expect(await screen.findByText('“Baker” was cancelled.')).toBeInTheDocument()
    now = await api<InquiryDetail>(`/inquiry/${id}`)
    expect(now.positions.every((position) => position.stage === 'cancelled')).toBe(true)
  })

  it('a position someone else cancelled meanwhile: nothing more to ask', async () => {
    const { id, positions } = await createInquiry('Ski school', ['Instructor'])
    const user = userEvent.setup()
    renderApp(`/inquiries/${id}`, server.url)
    await user.click(await screen.findByRole('button', { name: 'Cancel position Instructor' }))
    const first = await dialog('Cancel the position “Instructor”?')
    await api(`/inquiry/${id}/positions/${positions[0]}/cancel`, {})
    await user.click(within(first).getByRole('button', { name: 'Cancel position' }))
    expect(
      await screen.findByText(/was changed by .* Nothing more to do: it has already been done\./),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Cancel the position “Instructor”?' }),
      ).toBeNull(),
    )
  })
})
