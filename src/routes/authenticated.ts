import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { authQueries } from '../features/auth/api'
import { ApiError } from '../lib/api'
import { getSessionToken } from '../lib/session'
import { rootRoute } from './root'

/** Every page behind sign-in sits under this layout: the guard, the current user, the AppShell. */
export const authenticatedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_authenticated',
  beforeLoad: ({ location }) => {
    if (!getSessionToken()) {
      throw redirect({ to: '/sign-in', search: { redirect: location.href } })
    }
  },
  loader: async ({ context, location }) => {
    try {
      await context.queryClient.ensureQueryData(authQueries.currentUser())
    } catch (error) {
      // The token was refused: this session really ended (a first visit has none: beforeLoad).
      if (error instanceof ApiError && error.status === 401) {
        throw redirect({ to: '/sign-in', search: { redirect: location.href, ended: true } })
      }
      throw error
    }
  },
  component: lazyRouteComponent(() => import('../app/layout/AppLayout'), 'AppLayout'),
})

export const homeRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/overview' })
  },
})
