import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authenticatedRoute } from './authenticated'
import { prefetch } from './prefetch'

/** The first page after sign-in: the figures of what the person may see. */
export const overviewRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'overview',
  loader: (match) =>
    prefetch(match, (client) =>
      import('../features/overview/api').then((api) =>
        client.ensureQueryData(api.overviewQueries.get()),
      ),
    ),
  component: lazyRouteComponent(() => import('../features/overview/OverviewPage'), 'OverviewPage'),
})
