import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authenticatedRoute } from './authenticated'

/** The first page after sign-in: the figures of what the person may see. */
export const overviewRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'overview',
  component: lazyRouteComponent(() => import('../features/overview/OverviewPage'), 'OverviewPage'),
})
