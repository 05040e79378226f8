import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { theme } from '../../app/theme'
import { workerApiServer, type TestApiServer } from '../../test/api-server'
import { ApiError, api, setApiBaseUrl } from '../api'
import { LoadErrorAlert } from './LoadErrorAlert'

let server: TestApiServer
beforeAll(async () => {
  server = await workerApiServer()
  setApiBaseUrl(server.url)
})
afterAll(() => server.close())

describe('a failed request’s id', () => {
  it('comes with the ApiError and shows in the load-error alert, to be quoted', async () => {
    const error = await api.get('/contracts').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    const { status, requestId } = error as ApiError
    expect(status).toBe(401)
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)

    render(
      <MantineProvider theme={theme}>
        <LoadErrorAlert
          title="Could not load contracts"
          error={error as Error}
          onRetry={() => {}}
        />
      </MantineProvider>,
    )
    expect(screen.getByText('Unauthenticated.')).toBeInTheDocument()
    expect(screen.getByText(/Request id:/)).toHaveTextContent(`Request id: ${requestId}`)
  })

  it('is not shown for an error that has none', () => {
    render(
      <MantineProvider theme={theme}>
        <LoadErrorAlert title="Could not load" error={new Error('Offline')} onRetry={() => {}} />
      </MantineProvider>,
    )
    expect(screen.queryByText(/Request id/)).not.toBeInTheDocument()
  })
})
