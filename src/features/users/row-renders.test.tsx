import { screen, waitFor, within } from '@testing-library/react'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { colleagueAdmin, type TestApiServer, workerApiServer } from '../../test/api-server'
import { liveFeedOpen, renderApp, storeSessionFor } from '../../test/render-app'
import type { UserList } from '../../interface'
import type * as LiveList from '../../lib/ui/list/LiveList'
import { LiveRowMark } from '../../lib/ui/list/LiveList'

// Every render of a user row renders its live mark once (nothing else on the page renders one):
// the marks rendered, by id, are the rows rendered.
vi.mock('../../lib/ui/list/LiveList', async (original) => {
  const live = await original<typeof LiveList>()
  return { ...live, LiveRowMark: vi.fn(live.LiveRowMark) }
})
const marksRendered = vi.mocked(LiveRowMark)
const rowsRendered = () => marksRendered.mock.calls.map(([mark]) => mark.id)

let server: TestApiServer
let ada: string
let bea: string
let anna: number

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
  ada = await server.signIn('admin@example.com', 'admin12345')
  bea = await colleagueAdmin(server, ada)
  const found = await server.api<UserList>(ada, '/users?search=Anna')
  anna = found.users[0]!.id
})
afterAll(() => server.close())
beforeEach(() => storeSessionFor(ada, server.url))

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr')!

describe('the user rows a live change renders', () => {
  it("a colleague's edit of one user renders that user's row, no other", async () => {
    renderApp('/users', server.url)
    const table = await screen.findByRole('table', { name: 'Users' })
    await within(table).findByText('Gina Gray')
    expect(new Set(rowsRendered()).size).toBe(5)
    await liveFeedOpen()
    marksRendered.mockClear()

    await server.api(bea, `/users/${anna}/edit`, { phone: '+358 40 555 0101' })
    await waitFor(() =>
      expect(rowOf(table, 'Anna Andersson')).toHaveTextContent('+358 40 555 0101'),
    )
    expect(rowsRendered()).toContain(anna)
    expect(rowsRendered().filter((id) => id !== anna)).toEqual([])
  })
})
