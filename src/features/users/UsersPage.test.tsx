import { screen, within } from '@testing-library/react'
import { type TestApiServer, workerApiServer } from '../../test/api-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
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

describe('UsersPage', () => {
  it('lists the users the server returns', async () => {
    renderApp('/users', server.url)

    expect(await screen.findByText('Anna Andersson')).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Users' })
    expect(within(table).getByText('Anna Andersson')).toBeInTheDocument()
    expect(within(table).getByText('gina@globex.example')).toBeInTheDocument()
    expect(within(table).getByText('Globex Ltd')).toBeInTheDocument()
    expect(screen.getByText('Showing 1–4 of 4')).toBeInTheDocument()
  })

  it('shows the empty state for a search that matches nobody', async () => {
    renderApp('/users?search=%22nobody-at-all%22', server.url)

    expect(await screen.findByText('No users match your search')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: 'Users' })).not.toBeInTheDocument()
  })
})
