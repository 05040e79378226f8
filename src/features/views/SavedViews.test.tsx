import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { SavedView } from '../../interface'
import { type TestApiServer, workerApiServer } from '../../test/api-server'
import { setApiBaseUrl } from '../../lib/api'
import { renderApp, storeSessionFor } from '../../test/render-app'

let server: TestApiServer
let adminToken: string
let annaToken: string
let benToken: string

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
  adminToken = await server.signIn('admin@example.com', 'admin12345')
  annaToken = await server.signIn('anna@acme.example', 'client12345')
  benToken = await server.signIn('ben@acme.example', 'client12345')
})
afterAll(() => server.close())
beforeEach(() => storeSessionFor(adminToken, server.url))

const api = <T,>(token: string, path: string, body?: unknown) => server.api<T>(token, path, body)

const viewsOf = (token: string, resource: string) =>
  api<{ views: SavedView[] }>(token, `/views?resource=${resource}`).then((list) => list.views)

describe('saved views', () => {
  it('saves the filters shown under a name, refuses a name taken on its field, and applies a view from the menu (v opens it)', async () => {
    const { router } = renderApp('/contracts?status=ongoing&per_page=50', server.url)
    const user = userEvent.setup()
    await screen.findByRole('table', { name: 'Contracts' })

    const save = async (name: string) => {
      await user.click(screen.getByRole('button', { name: /^Views/ }))
      await user.click(await screen.findByRole('menuitem', { name: 'Save current view…' }))
      const dialog = await screen.findByRole('dialog', { name: 'Save this view' })
      await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), name)
      await user.click(within(dialog).getByRole('checkbox', { name: /Share with others/ }))
      await user.click(within(dialog).getByRole('button', { name: 'Save view' }))
      return dialog
    }
    const dialog = await save('Ongoing, long pages')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    const saved = (await viewsOf(adminToken, 'contracts')).find(
      (view) => view.shared && view.query.per_page,
    )
    expect(saved).toMatchObject({
      name: 'Ongoing, long pages',
      query: { status: 'ongoing', per_page: '50' },
      shared: true,
      default: false,
    })

    // The same name again, in other letters: the server's 422 is on the name field.
    const again = await save('ONGOING, LONG PAGES')
    const name = within(again).getByRole('textbox', { name: /Name/ })
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'))
    expect(name).toHaveAccessibleDescription(
      expect.stringContaining('You already have a view of this list by this name.'),
    )
    await user.click(within(again).getByRole('button', { name: 'Cancel' }))

    await router.navigate({ to: '/contracts', search: { status: 'ended' } })
    await user.keyboard('v')
    const menu = await screen.findByRole('menu')
    await user.click(await within(menu).findByRole('menuitem', { name: /Ongoing, long pages/ }))
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ status: 'ongoing', per_page: 50 }),
    )
  })

  it('opens a bare list as the default view, before the list shows, and not again once the filters are cleared', async () => {
    await api(adminToken, '/views', {
      name: 'Ended ones',
      resource: 'contracts',
      // DEMO-001 (client's number PO-4100) ended two months ago.
      query: { status: 'ended', search: '4100' },
      default: true,
    })
    const { router } = renderApp('/contracts', server.url)

    // The skeleton is a table too: wait for the contract's row.
    await screen.findByText('DEMO-001')
    expect(screen.getByRole('table', { name: 'Contracts' })).toBeInTheDocument()
    // The text "4100" stays text; the status filter is applied.
    expect(router.state.location.search).toEqual({ status: 'ended', search: '4100' })
    expect(screen.getByRole('radio', { name: 'Ended' })).toBeChecked()

    await router.navigate({ to: '/contracts', search: {} })
    await waitFor(() => expect(router.state.location.searchStr).toBe(''))
    await waitFor(() => expect(screen.getByRole('radio', { name: 'All' })).toBeChecked())
  })

  it('lets the owner make default, rename and delete their own views; a peer’s shared view has no such controls', async () => {
    await api(benToken, '/views', {
      name: 'Ben’s shared',
      resource: 'users',
      query: { search: 'acme' },
      shared: true,
    })
    await api(annaToken, '/views', { name: 'Mine', resource: 'users', query: { search: 'a' } })
    await api(annaToken, '/views', { name: 'Other', resource: 'users', query: {} })
    await storeSessionFor(annaToken, server.url)
    renderApp('/users', server.url)
    const user = userEvent.setup()
    await screen.findByRole('table', { name: 'Users' })

    await user.click(screen.getByRole('button', { name: /^Views/ }))
    const menu = await screen.findByRole('menu')
    // The views are read when the menu first opens: wait for them.
    expect(
      await within(menu).findByRole('menuitem', { name: /Ben’s shared.*Shared by Ben/ }),
    ).toBeInTheDocument()
    await user.click(within(menu).getByRole('menuitem', { name: 'Manage views…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Manage views' })

    const peers = await within(dialog).findByRole('list', { name: 'Shared with you' })
    expect(within(peers).getByText('Ben’s shared')).toBeVisible()
    expect(within(peers).queryByRole('button')).not.toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Make Mine the default' }))
    await waitFor(async () =>
      expect((await viewsOf(annaToken, 'users')).find((v) => v.name === 'Mine')?.default).toBe(
        true,
      ),
    )

    // A taken name is refused on the field; another is saved.
    await user.click(within(dialog).getByRole('button', { name: 'Rename Mine' }))
    const field = within(dialog).getByRole('textbox', { name: 'Rename Mine' })
    await user.clear(field)
    await user.type(field, 'other')
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }))
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    await user.clear(field)
    await user.type(field, 'Mine, renamed{Enter}')
    expect(await within(dialog).findByText('Mine, renamed')).toBeVisible()

    await user.click(within(dialog).getByRole('button', { name: 'Delete Other' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete the view “Other”?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete view' }))
    await waitFor(() => expect(within(dialog).queryByText('Other')).not.toBeInTheDocument())

    const names = (await viewsOf(annaToken, 'users')).map((view) => view.name)
    expect(names).toEqual(['Ben’s shared', 'Mine, renamed'])
  })
})

describe('table settings', () => {
  it('hides a column, moves one, changes the density, and the next visit shows them so', async () => {
    const first = renderApp('/inquiries', server.url)
    const user = userEvent.setup()
    // The table with its rows, not the skeleton drawn while they load (it has no links).
    const table = await waitFor(() => {
      const found = screen.getByRole('table', { name: 'Inquiries' })
      expect(within(found).getAllByRole('link').length).toBeGreaterThan(0)
      return found
    })
    const headers = () =>
      within(screen.getByRole('table', { name: 'Inquiries' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent)
    expect(headers()).toEqual(['Title', 'Industry', 'Status', 'Positions', 'Created'])

    await user.click(screen.getByRole('button', { name: 'Table settings' }))
    const settings = await screen.findByRole('dialog', { name: 'Table settings' })
    // The title holds the row's link: always shown.
    expect(await within(settings).findByRole('checkbox', { name: 'Title' })).toBeDisabled()
    await user.click(within(settings).getByRole('checkbox', { name: 'Industry' }))
    await waitFor(() => expect(headers()).toEqual(['Title', 'Status', 'Positions', 'Created']))

    const up = within(settings).getByRole('button', { name: 'Move Created up' })
    up.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(headers()).toEqual(['Title', 'Status', 'Created', 'Positions']))
    // The button pressed keeps the focus, for the next press.
    await waitFor(() =>
      expect(within(settings).getByRole('button', { name: 'Move Created up' })).toHaveFocus(),
    )

    await user.click(within(settings).getByRole('checkbox', { name: 'Company' }))
    await user.click(within(settings).getByRole('radio', { name: 'Compact' }))
    await waitFor(async () =>
      expect(
        (await api<{ tables: { inquiries: unknown } }>(adminToken, '/user/preferences')).tables
          .inquiries,
      ).toEqual({
        columns: ['title', 'status', 'created_at', 'positions', 'company'],
        density: 'compact',
        widths: {},
        pinned: [],
      }),
    )
    expect(table).toBeInTheDocument()
    first.unmount()

    // Another browser: a new cache, the same person.
    renderApp('/inquiries', server.url)
    await waitFor(() =>
      expect(headers()).toEqual(['Title', 'Status', 'Created', 'Positions', 'Company']),
    )
    await user.click(screen.getByRole('button', { name: 'Table settings' }))
    expect(await screen.findByRole('radio', { name: 'Compact' })).toBeChecked()
  })

  it('puts a column back when the server cannot be reached, and says so', async () => {
    renderApp('/users', server.url)
    const user = userEvent.setup()
    const headers = () =>
      within(screen.getByRole('table', { name: 'Users' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent)
    await waitFor(() => expect(headers()).toContain('Phone'))

    await user.click(screen.getByRole('button', { name: 'Table settings' }))
    const settings = await screen.findByRole('dialog', { name: 'Table settings' })
    const phone = await within(settings).findByRole('checkbox', { name: 'Phone' })
    // Nothing listens there: the change fails as a lost connection would.
    setApiBaseUrl('http://127.0.0.1:9')
    await user.click(phone)

    expect(await screen.findByText('Your table settings could not be saved')).toBeInTheDocument()
    await waitFor(() => expect(headers()).toContain('Phone'))
    expect(within(settings).getByRole('checkbox', { name: 'Phone' })).toBeChecked()
  })
})
