import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApiServer, workerApiServer } from '../../test/api-server'
import { renderApp, storeSessionFor } from '../../test/render-app'
import { createContract } from '../../test/contracts-api'
import { FOCUS_REST_MS } from '../../lib/ui/list/RowLink'
import { contractQueries } from './api'

let server: TestApiServer
let adminToken: string
const ids: number[] = []

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
  adminToken = await server.signIn('admin@example.com', 'admin12345')
  for (const the_contract_id of ['ROW-LINK-1', 'ROW-LINK-2'])
    ids.push(
      await createContract(server.url, adminToken, {
        the_contract_id,
        contract_start: '2026-01-01',
      }),
    )
  await storeSessionFor(adminToken, server.url)
})
afterAll(() => server.close())

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))

describe("a contract row's link", () => {
  it('loads the contract it opens once the focus rests on it, not as the focus passes by', async () => {
    const { queryClient } = renderApp('/contracts?search=ROW-LINK-', server.url)
    await screen.findByRole('table', { name: 'Contracts' })
    // The table as drawn now: its first may be the placeholder drawn while the rows load.
    const link = (id: string) =>
      within(screen.getByRole('table', { name: 'Contracts' })).getByRole('link', { name: id })
    await waitFor(() => expect(link('ROW-LINK-2')).toBeInTheDocument())
    const loaded = (id: number) =>
      queryClient.getQueryData(contractQueries.detail(id).queryKey) !== undefined
    expect(link('ROW-LINK-1')).toHaveAttribute('href', `/contracts/${ids[0]}/edit`)

    // Passed by (as ↓ moves on within a moment): nothing is asked for.
    fireEvent.focus(link('ROW-LINK-1'))
    await wait(FOCUS_REST_MS / 3)
    fireEvent.blur(link('ROW-LINK-1'))
    fireEvent.focus(link('ROW-LINK-2'))
    await wait(FOCUS_REST_MS * 2)
    expect(loaded(ids[0]!)).toBe(false)
    // Rested on: the contract is loaded before Enter opens it.
    await waitFor(() => expect(loaded(ids[1]!)).toBe(true))
  })
})
