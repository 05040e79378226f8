import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApiServer, workerApiServer } from '../../../test/api-server'
import { renderApp, storeSessionFor } from '../../../test/render-app'

let server: TestApiServer

/** The options of the list a picker controls (transitions hide them from jsdom's eyes). */
async function optionsOf(input: HTMLElement) {
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'))
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '')!
  return within(listbox)
}

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
  await storeSessionFor(await server.signIn('admin@example.com', 'admin12345'), server.url)
})
afterAll(() => server.close())

describe('a search-as-you-type picker (the contract’s companies)', () => {
  it('narrows its list to what was typed at once: ↓ Enter straight after typing picks a match, or nothing', async () => {
    renderApp('/contracts/new', server.url)
    const user = userEvent.setup()
    const picker = await screen.findByRole('combobox', { name: 'Client company' })
    await user.click(picker)
    // The first answer, every company (Acme Oy first), is listed before anything is typed.
    const options = await optionsOf(picker)
    expect(
      await options.findByRole('option', { name: 'Acme Oy', hidden: true }),
    ).toBeInTheDocument()

    // Typed and picked well within the 250 ms before the search is even sent.
    await user.type(picker, 'Globex{ArrowDown}{Enter}')

    expect(picker).toHaveValue('Globex Ltd')

    // Nothing shown matches: Enter picks nothing.
    const vendor = screen.getByRole('combobox', { name: 'Vendor company' })
    await user.click(vendor)
    const vendors = await optionsOf(vendor)
    expect(
      await vendors.findByRole('option', { name: 'Acme Oy', hidden: true }),
    ).toBeInTheDocument()
    await user.type(vendor, 'Zz{ArrowDown}{Enter}')
    expect(vendor).not.toHaveValue('Acme Oy')
  })
})
