import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type TestApiServer, workerApiServer } from '../../../test/api-server'
import { renderApp, storeSessionFor } from '../../../test/render-app'
import type * as Labels from '../labels'
import { formatAllocation } from '../labels'
import { createContract } from '../../../test/contracts-api'

// Every render of a contract row formats its allocation once (nothing else calls it): counting
// the calls counts the rows rendered.
vi.mock('../labels', async (original) => {
  const labels = await original<typeof Labels>()
  return { ...labels, formatAllocation: vi.fn(labels.formatAllocation) }
})
const rowsRendered = vi.mocked(formatAllocation)

let server: TestApiServer
let adminToken: string

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
  adminToken = await server.signIn('admin@example.com', 'admin12345')
  for (const name of ['REN-1', 'REN-2', 'REN-3', 'REN-4'])
    await createContract(server.url, adminToken, {
      the_contract_id: name,
      contract_start: '2026-01-01',
    })
})
afterAll(() => server.close())
beforeEach(() => storeSessionFor(adminToken, server.url))

describe('the contract rows a key renders', () => {
  it('↓ renders none, Space only the row it picks, the page key only the rows it changes', async () => {
    renderApp('/contracts?search=REN-&sort=the_contract_id', server.url)
    await screen.findByRole('link', { name: 'REN-4' })
    const user = userEvent.setup()
    const rendersOf = async (keys: string) => {
      rowsRendered.mockClear()
      await user.keyboard(keys)
      return rowsRendered.mock.calls.length
    }

    expect(await rendersOf('{ArrowDown}{ArrowDown}')).toBe(0)
    expect(await rendersOf(' ')).toBe(1)
    expect(screen.getByRole('checkbox', { name: 'Select contract REN-2' })).toBeChecked()
    // REN-2 is picked already: the other three change.
    expect(await rendersOf('a')).toBe(3)
    expect(await rendersOf('{ArrowDown}')).toBe(0)
    expect(await rendersOf('{Escape}')).toBe(4)

    // A Shift+click renders only the rows its range changes: REN-1 is picked already.
    await user.click(screen.getByRole('checkbox', { name: 'Select contract REN-1' }))
    expect(await rendersOf('{Shift>}')).toBe(0)
    rowsRendered.mockClear()
    await user.click(screen.getByRole('checkbox', { name: 'Select contract REN-3' }))
    expect(rowsRendered.mock.calls.length).toBe(2)
    await user.keyboard('{/Shift}')
    expect(screen.getByRole('checkbox', { name: 'Select contract REN-2' })).toBeChecked()
  })
})
