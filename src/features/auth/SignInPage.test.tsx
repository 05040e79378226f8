import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type TestApiServer, workerApiServer } from '../../test/api-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderApp } from '../../test/render-app'

let server: TestApiServer

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
})
afterAll(() => server.close())

describe('SignInPage', () => {
  it('puts the server’s 422 message on the email field', async () => {
    const answer = await fetch(`${server.url}/api/v1/auth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: 'ben@acme.example', password: 'wrong-password' }),
    })
    const { errors } = (await answer.json()) as { errors: { email: string[] } }
    expect(answer.status).toBe(422)

    renderApp('/sign-in', server.url)
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com')
    await user.type(screen.getByLabelText('Password'), 'not-the-password')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))

    const email = screen.getByLabelText('Email')
    expect(await screen.findByText(errors.email.join(' '))).toBeInTheDocument()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription(errors.email.join(' '))
  })

  it('checks the email format before asking the server', async () => {
    renderApp('/sign-in', server.url)
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Email'), 'not-an-email')
    await user.type(screen.getByLabelText('Password'), 'whatever')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))

    expect(await screen.findByText('Must be a valid email address.')).toBeInTheDocument()
  })
})
