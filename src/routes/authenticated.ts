import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { authQueries } from '../features/auth/api'
import { ApiError } from '../lib/api'
import { getSessionToken } from '../lib/session'
import { rootRoute } from './root'

const appLayout = () => import('../app/layout/AppLayout')

/** Every page behind sign-in sits under this layout: the guard, the current user, the AppShell. */
export const authenticatedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_authenticated',
  beforeLoad: ({ context, location }) => {
    if (!getSessionToken()) {
      throw redirect({ to: '/sign-in', search: { redirect: location.href } })
    }
    // Asked for now, beside what the page's own checks wait for (a list's saved default view):
    // the loader below and the layout's component find them on their way.
    void context.queryClient.ensureQueryData(authQueries.currentUser()).catch(() => undefined)
    void appLayout()
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
  component: lazyRouteComponent(appLayout, 'AppLayout'),
})

export const homeRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/overview' })
  },
})
