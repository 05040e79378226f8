import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authenticatedRoute } from './authenticated'

export const profileRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'profile',
  component: lazyRouteComponent(() => import('../features/profile/ProfilePage'), 'ProfilePage'),
})
