import { screen, waitFor, within } from '@testing-library/react'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { exampleBody } from '../../interface/record'
import type * as LiveList from '../../lib/ui/list/LiveList'
import { LiveRowMark } from '../../lib/ui/list/LiveList'
import { messagesNow } from '../../lib/i18n'
import { colleagueAdmin, type TestApiServer, workerApiServer } from '../../test/api-server'
import { liveFeedOpen, renderApp, storeSessionFor } from '../../test/render-app'
import { RECORD_FEATURES } from './registry'

// Every render of a record row renders its live mark once (nothing else on the page renders one):
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

// A server only when there are lists to try (the repository may declare no record resource yet).
const listsToTry = RECORD_FEATURES.length > 0
beforeAll(async () => {
  if (!listsToTry) return
  server = await workerApiServer()
  await server.seedDemo()
  ada = await server.signIn('admin@example.com', 'admin12345')
  bea = await colleagueAdmin(server, ada)
})
afterAll(() => server?.close())
beforeEach(() => (listsToTry ? storeSessionFor(ada, server.url) : undefined))

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr')!

describe.skipIf(!listsToTry)('the record rows a live change renders', () => {
  // Each record resource's list, drawn by the kit from its declaration.
  describe.each(RECORD_FEATURES.map((feature) => [feature.resource.name, feature] as const))(
    '%s',
    (name, { resource, words }) => {
      const first = resource.record.keys[0]!

      it("a colleague's edit of one record renders that record's row, no other", async () => {
        const ids: number[] = []
        for (const text of ['Render row one', 'Render row two', 'Render row three']) {
          const body = { ...exampleBody(resource), [first]: text }
          ids.push((await server.api<{ id: number }>(ada, `/${name}`, body)).id)
        }
        const [, two] = ids as [number, number, number]

        renderApp(`/${name}?search=Render`, server.url)
        const table = await screen.findByRole('table', { name: messagesNow(words).title })
        await within(table).findByText('Render row three')
        expect(new Set(rowsRendered())).toEqual(new Set(ids))
        await liveFeedOpen()
        marksRendered.mockClear()

        await server.api(bea, `/${name}/${two}/edit`, { [first]: 'Render row two, renamed' })
        await waitFor(() => expect(rowOf(table, 'Render row two, renamed')).toBeInTheDocument())
        expect(rowsRendered()).toContain(two)
        expect(rowsRendered().filter((id) => id !== two)).toEqual([])
      })
    },
  )
})
