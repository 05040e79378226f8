import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { UserRecord } from '../../interface'
import { type TestApiServer, workerApiServer } from '../../test/api-server'
import { renderApp, storeSessionFor } from '../../test/render-app'

let server: TestApiServer
let adminToken: string

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
  adminToken = await server.signIn('admin@example.com', 'admin12345')
})
afterAll(() => server.close())
beforeEach(() => storeSessionFor(adminToken, server.url))

/** A call as another admin's browser would make it: no If-Match, so it always lands. */
async function api<T>(path: string, method: 'GET' | 'POST' | 'DELETE', body?: unknown) {
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${adminToken}`,
      Accept: 'application/json',
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json().catch(() => null)) as T }
}

let serial = 0
async function createUser(name: string) {
  serial += 1
  const email = `conflict${serial}-${Date.now()}@example.com`
  const created = await api<{ id: number }>('/users', 'POST', {
    name,
    email,
    company_name: 'Acme Oy',
    password: 'secret12345',
    confirm_password: 'secret12345',
    phone: '+358 1',
  })
  expect(created.status).toBe(201)
  return { id: created.body.id, email }
}

/** The confirm dialog open now (Mantine keeps a closing one in the DOM a moment). */
const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name })

describe('a user changed by someone else while it is being edited', () => {
  it('shows the conflict field by field; saving with the choices keeps mine and theirs, losing nothing', async () => {
    const { id, email } = await createUser('Clara Conflict')
    const user = userEvent.setup()
    const { router } = renderApp(`/users/${id}/edit`, server.url)
    const name = await screen.findByRole('textbox', { name: 'Name' })
    await user.clear(name)
    await user.type(name, 'Clara Mine')
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }))
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+358 2')
    await user.type(screen.getByLabelText('New password'), 'fresh-pass-123')
    await user.type(screen.getByLabelText('Confirm password'), 'fresh-pass-123')

    // Meanwhile, someone else renames her and changes her email.
    const theirEmail = `theirs-${Date.now()}@example.com`
    expect(
      (await api(`/users/${id}/edit`, 'POST', { name: 'Clara Theirs', email: theirEmail })).status,
    ).toBe(200)

    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    const conflict = await dialog('Changed since you opened it')
    expect(within(conflict).getByText(/was changed by .* since you opened it/)).toBeVisible()
    const rows = within(within(conflict).getByRole('table')).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^NameClara MineClara Theirs/),
      expect.stringMatching(new RegExp(`^Email.*${theirEmail}`)),
      expect.stringMatching(/^Phone\+358 2\+358 1/),
    ])
    // Only the name was changed by both: the one choice to make.
    expect(within(conflict).getAllByRole('radio')).toHaveLength(2)
    expect(within(conflict).queryByText('fresh-pass-123')).toBeNull()

    // The contested name: mine (the default choice); their email and my phone go through as changed.
    expect(within(conflict).getByRole('radio', { name: 'Keep your Name' })).toBeChecked()
    await user.click(within(conflict).getByRole('button', { name: 'Save with these choices' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'))
    const saved = await api<UserRecord>(`/users/${id}`, 'GET')
    expect(saved.body).toMatchObject({ name: 'Clara Mine', phone: '+358 2', email: theirEmail })
    // The new password typed before the conflict was saved too (and never shown in the dialog).
    expect(email).not.toBe(theirEmail)
    await expect(server.signIn(theirEmail, 'fresh-pass-123')).resolves.toBeTruthy()
  })

  it('"Take all theirs" puts their version in the form and saves nothing', async () => {
    const { id } = await createUser('Tina Take')
    const user = userEvent.setup()
    renderApp(`/users/${id}/edit`, server.url)
    const name = await screen.findByRole('textbox', { name: 'Name' })
    await user.clear(name)
    await user.type(name, 'Tina Mine')
    await api(`/users/${id}/edit`, 'POST', { name: 'Tina Theirs' })

    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    const conflict = await dialog('Changed since you opened it')
    await user.click(within(conflict).getByRole('button', { name: 'Take all theirs' }))
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Tina Theirs'),
    )
    expect(
      await screen.findByText('Their version is now in the form; nothing was saved.'),
    ).toBeVisible()
    expect((await api<UserRecord>(`/users/${id}`, 'GET')).body.name).toBe('Tina Theirs')
  })

  it('a delete from the list of a user changed meanwhile says who changed it and asks again', async () => {
    const { id, email } = await createUser('Dora Delete')
    const user = userEvent.setup()
    renderApp(`/users?search=${encodeURIComponent(email)}`, server.url)
    await user.click(await screen.findByRole('button', { name: 'Delete Dora Delete' }))
    const first = await dialog('Delete Dora Delete?')

    // While the question is open, someone renames her.
    await api(`/users/${id}/edit`, 'POST', { name: 'Dora Renamed' })
    await user.click(within(first).getByRole('button', { name: 'Delete user' }))

    const again = await dialog('Delete Dora Renamed?')
    expect(within(again).getByText('It changed while you were deciding')).toBeInTheDocument()
    expect(within(again).getByText(/was changed by .* since you opened it/)).toBeInTheDocument()
    expect((await api(`/users/${id}`, 'GET')).status).toBe(200)

    await user.click(within(again).getByRole('button', { name: 'Delete user' }))
    const deleted = await screen.findByText('Dora Renamed was deleted.')
    // The notification slides in: found as it mounts, visible once its transition begins.
    await waitFor(() => expect(deleted).toBeVisible())
    expect((await api(`/users/${id}`, 'GET')).status).toBe(404)
  })

  it('a delete from the editor is conditional on the version the editor shows', async () => {
    const { id } = await createUser('Eddie Editor')
    const user = userEvent.setup()
    renderApp(`/users/${id}/edit`, server.url)
    await screen.findByRole('textbox', { name: 'Name' })
    await api(`/users/${id}/edit`, 'POST', { phone: '+358 9' })

    await user.click(screen.getByRole('button', { name: 'Delete user' }))
    const first = await dialog('Delete Eddie Editor?')
    await user.click(within(first).getByRole('button', { name: 'Delete user' }))
    const again = await dialog('Delete Eddie Editor?')
    await waitFor(() =>
      expect(within(again).getByText('It changed while you were deciding')).toBeInTheDocument(),
    )
    expect((await api(`/users/${id}`, 'GET')).status).toBe(200)
  })
})
