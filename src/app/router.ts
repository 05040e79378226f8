import type { QueryClient } from '@tanstack/react-query'
import { type RouterHistory, createRouter } from '@tanstack/react-router'
// The modules themselves, not the feature's index: the sign-in page's bundle stays free of the
// signed-in hooks (useCurrentUser and the query machinery behind it).
import { endSessionOnUnauthorized } from '../features/auth/session-expiry'
import { routeTree } from './route-tree'

/** `history` is for tests, which start the app at a given address in memory. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // React Query decides freshness; the router should always ask it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  })
  endSessionOnUnauthorized(router)
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
