import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { safeRedirect } from '../features/auth/redirect'
import { getSessionToken } from '../lib/session'
import { present, searchSchema } from '../lib/url-search'
import { rootRoute } from './root'

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'sign-in',
  validateSearch: searchSchema((search): { redirect?: string; ended?: true } =>
    present({
      redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
      // Set only where a session really ended (its token refused), not on a first visit.
      ended: search.ended === true || search.ended === 'true' ? (true as const) : undefined,
    }),
  ),
  beforeLoad: ({ search }) => {
    if (getSessionToken()) throw redirect({ href: safeRedirect(search.redirect) })
  },
  component: lazyRouteComponent(() => import('../features/auth/SignInPage'), 'SignInPage'),
})
