import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { safeRedirect } from '../features/auth'
import { getSessionToken } from '../lib/session'
import { present, searchSchema } from '../lib/url-search'
import { rootRoute } from './root'

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'sign-in',
  validateSearch: searchSchema((search): { redirect?: string } =>
    present({ redirect: typeof search.redirect === 'string' ? search.redirect : undefined }),
  ),
  beforeLoad: ({ search }) => {
    if (getSessionToken()) throw redirect({ href: safeRedirect(search.redirect) })
  },
  component: lazyRouteComponent(() => import('../features/auth/SignInPage'), 'SignInPage'),
})
