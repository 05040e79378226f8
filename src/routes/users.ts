import {
  createRoute,
  lazyRouteComponent,
  notFound,
  stripSearchParams,
} from '@tanstack/react-router'
import { userIdOf, UserListSearch } from '../features/users/search'
import { authenticatedRoute } from './authenticated'

export const usersRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'users',
  validateSearch: UserListSearch,
  // Defaults stay out of the address: /users rather than /users?page=1&per_page=10.
  search: { middlewares: [stripSearchParams({ page: 1, per_page: 10 })] },
  component: lazyRouteComponent(() => import('../features/users/UsersPage'), 'UsersPage'),
})

export const newUserRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'users/new',
  component: lazyRouteComponent(() => import('../features/users/NewUserPage'), 'NewUserPage'),
})

export const editUserRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'users/$userId/edit',
  params: {
    // `/users/abc/edit` is an address that does not exist, not a crash.
    parse: ({ userId }: { userId: string }) => {
      const id = userIdOf(userId)
      if (id === undefined) throw notFound()
      return { userId: id }
    },
    stringify: ({ userId }: { userId: number }) => ({ userId: String(userId) }),
  },
  component: lazyRouteComponent(() => import('../features/users/EditUserPage'), 'EditUserPage'),
})
