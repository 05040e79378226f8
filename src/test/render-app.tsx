import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { render, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { loadTranslations } from '../app/i18n/translations'
import { createQueryClient } from '../app/query-client'
import { createAppRouter } from '../app/router'
import { theme } from '../app/theme'
import type { CurrentUser } from '../interface'
import { apiUrl, setApiBaseUrl } from '../lib/api'
import { translateWith } from '../lib/i18n'
import { $liveState } from '../lib/live'
import { saveSession } from '../lib/session'

// As src/main.tsx does: the languages but English come from every part's own messages.
translateWith(loadTranslations)

/** The whole dashboard, started at `path`, talking to the real API at `apiBaseUrl`. */
export function renderApp(path: string, apiBaseUrl: string) {
  setApiBaseUrl(apiBaseUrl)
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  const view = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  )
  return { ...view, router, queryClient }
}

/** Stores a session for `token` the way the sign-in page would. */
export async function storeSessionFor(token: string, apiBaseUrl: string) {
  setApiBaseUrl(apiBaseUrl)
  const response = await fetch(apiUrl('/user'), {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  })
  const user = (await response.json()) as CurrentUser
  saveSession(token, user.id)
  return user
}

/**
 * Waits until the dashboard's change feed is open: a test of what others' writes do then sees them
 * arrive live. (One made before it opens, after the page's reads, comes as the feed's replay.)
 */
export async function liveFeedOpen() {
  await waitFor(() => expect($liveState.get()).toBe('live'))
}
