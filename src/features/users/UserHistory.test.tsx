import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
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

const api = <T,>(path: string, body: unknown) => server.api<T>(adminToken, path, body)

describe('a user’s History tab', () => {
  it('says a password changed without a value, and names the language and the user type', async () => {
    const { id } = await api<{ id: number }>('/users', {
      name: 'Hugo History',
      email: 'hugo.history@example.test',
      company_name: 'Acme Oy',
      password: 'password123',
      confirm_password: 'password123',
    })
    await api(`/users/${id}/edit`, {
      password: 'another-secret-1',
      confirm_password: 'another-secret-1',
      locale: 'fi',
      type: 'admin',
    })

    renderApp(`/users/${id}/edit`, server.url)
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'History' }))
    const panel = screen.getByRole('tabpanel', { name: 'History' })
    await within(panel).findByText('2 of 2 changes shown')
    const [updated] = panel.querySelectorAll('ol > li')

    expect(updated).toHaveTextContent('Ada Admin')
    expect(updated).toHaveTextContent('Password: changed')
    expect(updated).toHaveTextContent('Language: — → Suomi')
    expect(updated).toHaveTextContent('User type: Client → Admin')
    expect(panel).not.toHaveTextContent('another-secret-1')
    expect(panel).toHaveTextContent('Company: Acme Oy')
  })
})
