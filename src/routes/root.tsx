import type { QueryClient } from '@tanstack/react-query'
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { NotFoundPage } from '../app/errors/NotFoundPage'
import { RouteErrorPage } from '../app/errors/RouteErrorPage'
import { PageLoader } from '../app/errors/PageLoader'

export type RouterContext = { queryClient: QueryClient }

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
  pendingComponent: PageLoader,
})
