import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { COLUMN_WIDTH, type Preferences } from '../../../interface'
import { type TestApiServer, workerApiServer } from '../../../test/api-server'
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
afterEach(() => server.api(adminToken, '/user/preferences', { tables: { contracts: null } }))

const saved = () =>
  server.api<Preferences>(adminToken, '/user/preferences').then((mine) => mine.tables.contracts)

/** The table once its rows are drawn (the skeleton's table has the same name). */
const contractsTable = async () =>
  (await screen.findAllByRole('link', { name: /^DEMO-/ }))[0]!.closest('table')!

describe('the contracts grid’s column model', () => {
  it('sorts by a header alone, or adds keys with Shift up to three, the first dropped beyond', async () => {
    const { router } = renderApp('/contracts', server.url)
    const user = userEvent.setup()
    const table = await contractsTable()
    const button = (name: string) => within(table).getByRole('button', { name: `Sort by ${name}` })
    const sortIs = (sort: string | undefined) =>
      waitFor(() => expect(router.state.location.search.sort).toBe(sort))
    const shiftClick = async (name: string) => {
      await user.keyboard('{Shift>}')
      await user.click(button(name))
      await user.keyboard('{/Shift}')
    }

    // Alone: up, down, then the default order.
    await user.click(button('client'))
    await sortIs('client_company')
    expect(button('client').closest('th')).toHaveAttribute('aria-sort', 'ascending')
    await user.click(button('client'))
    await sortIs('-client_company')
    expect(button('client').closest('th')).toHaveAttribute('aria-sort', 'descending')
    await user.click(button('client'))
    await sortIs(undefined)
    expect(button('client').closest('th')).toHaveAttribute('aria-sort', 'none')

    // Adding: a key sorted by turns descending, then leaves; the period's end is a key of its own.
    await user.click(button('status'))
    await sortIs('status')
    await shiftClick('end')
    await sortIs('status,contract_end')
    expect(button('end')).toHaveAccessibleDescription('sort key 2')
    await shiftClick('end')
    await sortIs('status,-contract_end')
    await shiftClick('end')
    await sortIs('status')

    // Up to three keys: a fourth drops the first.
    await shiftClick('client')
    await shiftClick('vendor')
    await sortIs('status,client_company,vendor_company')
    await shiftClick('consultant')
    await sortIs('client_company,vendor_company,consultant')
    expect(button('consultant')).toHaveAccessibleDescription('sort key 3')
    expect(button('status')).not.toHaveAccessibleDescription(/sort key/)
    // Shift+Enter adds as Shift+click does.
    button('start').focus()
    await user.keyboard('{Shift>}{Enter}{/Shift}')
    await sortIs('vendor_company,consultant,contract_start')
  })

  it('gives a column a width from the keyboard and pins one first; both kept with the person', async () => {
    renderApp('/contracts', server.url)
    const user = userEvent.setup()
    const table = await contractsTable()
    const headers = () =>
      within(table)
        .getAllByRole('columnheader')
        .slice(1, 4)
        .map((th) => th.dataset.column)
    expect(headers()).toEqual(['the_contract_id', 'client_company', 'vendor_company'])

    // Alt+→ on the header (its sort button has the focus) widens the column from its drawn width
    // (none here: the narrowest, then 10 more).
    const client = table.querySelector<HTMLElement>('th[data-column="client_company"]')!
    within(client).getByRole('button', { name: 'Sort by client' }).focus()
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}')
    await waitFor(async () =>
      expect((await saved())?.widths).toEqual({ client_company: COLUMN_WIDTH.min }),
    )
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}')
    await waitFor(async () =>
      expect((await saved())?.widths).toEqual({ client_company: COLUMN_WIDTH.min + 10 }),
    )
    expect(client).toHaveStyle({ width: `${COLUMN_WIDTH.min + 10}px` })

    // Pinned from the table settings: drawn first, kept at the left.
    await user.click(screen.getByRole('button', { name: 'Table settings' }))
    const pin = await screen.findByRole('button', { name: 'Pin Vendor at the left' })
    expect(pin).toHaveAttribute('aria-pressed', 'false')
    await user.click(pin)
    await waitFor(() =>
      expect(headers()).toEqual(['vendor_company', 'the_contract_id', 'client_company']),
    )
    expect(pin).toHaveAttribute('aria-pressed', 'true')
    await waitFor(async () => expect((await saved())?.pinned).toEqual(['vendor_company']))
    // The person's order is kept: unpinned, the column goes back to its place.
    await user.click(pin)
    await waitFor(() =>
      expect(headers()).toEqual(['the_contract_id', 'client_company', 'vendor_company']),
    )
    await waitFor(async () => expect((await saved())?.pinned).toEqual([]))
  })

  it('opens a header’s menu from the keyboard or a right click: pin, widen, back to its width, hide', async () => {
    renderApp('/contracts', server.url)
    const user = userEvent.setup()
    const table = await contractsTable()
    const header = (column: string) =>
      table.querySelector<HTMLElement>(`th[data-column="${column}"]`)!
    const vendorSort = within(header('vendor_company')).getByRole('button', {
      name: 'Sort by vendor',
    })

    // Shift+F10 on the header: its menu, the focus on its first item; Enter pins, and the focus
    // comes back.
    vendorSort.focus()
    await user.keyboard('{Shift>}{F10}{/Shift}')
    const menu = await screen.findByRole('menu', { name: 'Vendor column' })
    const pinItem = within(menu).getByRole('menuitem', { name: 'Pin at the left' })
    await waitFor(() => expect(pinItem).toHaveFocus())
    // ↓ moves through the menu, not through the rows behind it.
    await user.keyboard('{ArrowDown}')
    expect(within(menu).getByRole('menuitem', { name: 'Widen' })).toHaveFocus()
    await user.keyboard('{ArrowUp}{Enter}')
    await waitFor(async () => expect((await saved())?.pinned).toEqual(['vendor_company']))
    await waitFor(() => expect(vendorSort).toHaveFocus())
    expect(header('vendor_company')).toHaveAttribute('data-pinned', '0')

    // A right click on another header: widen it, then give it back its natural width.
    await user.pointer({ keys: '[MouseRight]', target: header('client_company') })
    const client = await screen.findByRole('menu', { name: 'Client column' })
    expect(within(client).getByRole('menuitem', { name: 'Width of its content' })).toBeDisabled()
    await user.click(within(client).getByRole('menuitem', { name: 'Widen' }))
    await waitFor(async () =>
      expect((await saved())?.widths).toEqual({ client_company: COLUMN_WIDTH.min }),
    )
    await user.pointer({ keys: '[MouseRight]', target: header('client_company') })
    await user.click(await screen.findByRole('menuitem', { name: 'Width of its content' }))
    await waitFor(async () => expect((await saved())?.widths).toEqual({}))

    // Hidden from its menu: gone from the table and from the person's columns; the pinned one
    // unpins from its own menu.
    await user.pointer({ keys: '[MouseRight]', target: header('client_company') })
    await user.click(await screen.findByRole('menuitem', { name: 'Hide column' }))
    await waitFor(() => expect(table.querySelector('th[data-column="client_company"]')).toBeNull())
    expect((await saved())?.columns).not.toContain('client_company')
    await user.pointer({ keys: '[MouseRight]', target: header('vendor_company') })
    await user.click(await screen.findByRole('menuitem', { name: 'Unpin' }))
    await waitFor(async () => expect((await saved())?.pinned).toEqual([]))
    // The row's own column cannot be hidden.
    await user.pointer({ keys: '[MouseRight]', target: header('the_contract_id') })
    const own = await screen.findByRole('menu', { name: 'Contract column' })
    expect(within(own).queryByRole('menuitem', { name: 'Hide column' })).not.toBeInTheDocument()
  })
})
