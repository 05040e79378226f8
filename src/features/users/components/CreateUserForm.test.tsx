import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type TestApiServer, workerApiServer } from '../../../test/api-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
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

async function fillNewUser(fields: { email: string; password: string; confirm: string }) {
  const user = userEvent.setup()
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Nora New')
  await user.type(screen.getByRole('textbox', { name: 'Email' }), fields.email)
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), fields.password)
  await user.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), fields.confirm)
  await user.click(screen.getByRole('button', { name: 'Create user' }))
}

describe('CreateUserForm', () => {
  it('shows the server’s duplicate-email error on the email field', async () => {
    const answer = await fetch(`${server.url}/api/v1/users`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${adminToken}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify({
        name: 'Probe',
        email: 'anna@acme.example',
        password: 'password123',
        confirm_password: 'password123',
      }),
    })
    const { errors } = (await answer.json()) as { errors: { email: string[] } }
    expect(answer.status).toBe(422)

    renderApp('/users/new', server.url)
    await fillNewUser({
      email: 'anna@acme.example',
      password: 'password123',
      confirm: 'password123',
    })

    const email = screen.getByRole('textbox', { name: 'Email' })
    expect(await screen.findByText(errors.email.join(' '))).toBeInTheDocument()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription(expect.stringContaining(errors.email.join(' ')))
  })

  it('shows the mismatch on the confirmation field without asking the server', async () => {
    renderApp('/users/new', server.url)
    await fillNewUser({
      email: 'nora@example.test',
      password: 'password123',
      confirm: 'password321',
    })

    expect(await screen.findByText('The password confirmation does not match.')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Confirm password/, { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  })
})
