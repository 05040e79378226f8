import type { QueryClient } from '@tanstack/react-query'
import { type RouterHistory, createRouter } from '@tanstack/react-router'
import { endSessionOnUnauthorized } from '../features/auth'
import { adminRoute } from '../routes/admin'
import { authenticatedRoute, homeRoute } from '../routes/authenticated'
import { contractsRoute, editContractRoute, newContractRoute } from '../routes/contracts'
import {
  addPositionRoute,
  inquiriesRoute,
  inquiryRoute,
  newInquiryRoute,
} from '../routes/inquiries'
import { profileRoute } from '../routes/profile'
import { rootRoute } from '../routes/root'
import { signInRoute } from '../routes/sign-in'
import { editUserRoute, newUserRoute, usersRoute } from '../routes/users'

const routeTree = rootRoute.addChildren([
  signInRoute,
  authenticatedRoute.addChildren([
    homeRoute,
    inquiriesRoute,
    newInquiryRoute,
    inquiryRoute,
    addPositionRoute,
    usersRoute,
    newUserRoute,
    editUserRoute,
    profileRoute,
    adminRoute.addChildren([contractsRoute, newContractRoute, editContractRoute]),
  ]),
])

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
