import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type TestApiServer, workerApiServer } from '../../../test/api-server'
import { renderApp, storeSessionFor } from '../../../test/render-app'

let server: TestApiServer
let token: string

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
  token = await server.signIn('anna@acme.example', 'client12345')
})
afterAll(() => server.close())
beforeEach(() => storeSessionFor(token, server.url))
afterEach(() => vi.restoreAllMocks())

/**
 * The form checks the interface's rules before it sends, so a body the server refuses has to be
 * made in transit: the second hire's title is emptied on its way to the real API, which answers 422.
 */
function emptySecondHireTitleInTransit() {
  const realFetch = globalThis.fetch
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (init?.method === 'POST' && url.endsWith('/api/v1/inquiries')) {
      const body = JSON.parse(String(init.body)) as { hires: { title: string }[] }
      body.hires[1]!.title = ''
      return realFetch(input, { ...init, body: JSON.stringify(body) })
    }
    return realFetch(input, init)
  })
}

async function pickOption(
  user: ReturnType<typeof userEvent.setup>,
  input: HTMLElement,
  name: string,
) {
  await user.click(input)
  // Every select keeps its own (hidden) list in the document: use the one this input controls.
  await vi.waitFor(() => expect(input).toHaveAttribute('aria-controls'))
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '')
  await user.click(within(listbox!).getByRole('option', { name, hidden: true }))
}

describe('CreateInquiryForm', () => {
  it('puts the server’s 422 for hires.1.title on the second hire’s title', async () => {
    emptySecondHireTitleInTransit()
    const user = userEvent.setup()
    renderApp('/inquiries/new', server.url)

    const form = await screen.findByRole('form', { name: 'New inquiry' })
    await user.type(within(form).getAllByRole('textbox', { name: 'Title' })[0]!, 'Data team')
    await user.type(within(form).getByRole('combobox', { name: 'Industry' }), 'Software')

    const firstHire = within(form).getByRole('group', { name: 'Hire 1' })
    await user.type(within(firstHire).getByRole('textbox', { name: 'Title' }), 'Data engineer')
    await pickOption(user, within(firstHire).getByRole('combobox', { name: 'Type' }), 'Full time')

    await user.click(within(form).getByRole('button', { name: 'Add hire' }))
    const secondHire = within(form).getByRole('group', { name: 'Hire 2' })
    await user.type(within(secondHire).getByRole('textbox', { name: 'Title' }), 'Data analyst')
    await pickOption(user, within(secondHire).getByRole('combobox', { name: 'Type' }), 'Contract')

    await user.click(within(form).getByRole('button', { name: 'Create inquiry' }))

    const title = within(secondHire).getByRole('textbox', { name: 'Title' })
    await vi.waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'))
    expect(title).toHaveAccessibleDescription('This field is required.')
    expect(within(firstHire).getByRole('textbox', { name: 'Title' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    )
  })

  it('asks for a hire’s type in the words of its label when none is picked', async () => {
    const user = userEvent.setup()
    renderApp('/inquiries/new', server.url)

    const form = await screen.findByRole('form', { name: 'New inquiry' })
    await user.type(within(form).getAllByRole('textbox', { name: 'Title' })[0]!, 'Night shift')
    await user.type(within(form).getByRole('combobox', { name: 'Industry' }), 'Logistics')
    const hire = within(form).getByRole('group', { name: 'Hire 1' })
    await user.type(within(hire).getByRole('textbox', { name: 'Title' }), 'Forklift driver')
    await user.click(within(form).getByRole('button', { name: 'Create inquiry' }))

    const type = within(hire).getByRole('combobox', { name: 'Type' })
    await vi.waitFor(() => expect(type).toHaveAttribute('aria-invalid', 'true'))
    expect(type).toHaveAccessibleDescription('Pick a type.')
  })
})
