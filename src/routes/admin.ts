import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authenticatedRoute } from './authenticated'

/**
 * Admin-only pages sit under this pathless layout. The API refuses others anyway (403); this
 * shows them why instead of a failed page.
 */
export const adminRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  id: '_admin',
  component: lazyRouteComponent(() => import('../app/layout/AdminOnly'), 'AdminOnly'),
})
