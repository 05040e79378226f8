import { createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router'
import { ActivitySearch } from '../features/activity/search'
import { adminRoute } from './admin'
import { prefetch } from './prefetch'

export const activityRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'activity',
  validateSearch: ActivitySearch,
  search: { middlewares: [stripSearchParams({ page: 1, per_page: 10 })] },
  loaderDeps: ({ search }) => search,
  loader: (match) =>
    prefetch(match, (client) =>
      import('../features/activity/api').then((api) =>
        client.ensureQueryData(api.activityQueries.list(match.deps)),
      ),
    ),
  component: lazyRouteComponent(() => import('../features/activity/ActivityPage'), 'ActivityPage'),
})
