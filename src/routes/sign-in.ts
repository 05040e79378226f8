import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { safeRedirect } from '../features/auth'
import { getSessionToken } from '../lib/session'
import { rootRoute } from './root'

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'sign-in',
  validateSearch: z.object({ redirect: z.catch(z.optional(z.string()), undefined) }),
  beforeLoad: ({ search }) => {
    if (getSessionToken()) throw redirect({ href: safeRedirect(search.redirect) })
  },
  component: lazyRouteComponent(() => import('../features/auth/SignInPage'), 'SignInPage'),
})
