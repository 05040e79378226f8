import { createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router'
import { UserListSearch } from '../features/users/search'
import { idParam } from './id-param'
import { authenticatedRoute } from './authenticated'
import { loadTablePreferences, openDefaultView } from './list-settings'
import { prefetch } from './prefetch'
import { recordSearch } from './record-search'

const usersApi = () => import('../features/users/api')
const usersPage = () => import('../features/users/UsersPage')

export const usersRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'users',
  validateSearch: UserListSearch,
  // Defaults stay out of the address: /users rather than /users?page=1&per_page=10.
  search: { middlewares: [stripSearchParams({ page: 1, per_page: 10 })] },
  beforeLoad: (match) =>
    openDefaultView(match, 'users', UserListSearch, () => Promise.all([usersPage(), usersApi()])),
  loaderDeps: ({ search }) => search,
  loader: (match) =>
    prefetch(match, (client) =>
      Promise.all([
        usersApi().then((api) => client.ensureQueryData(api.userQueries.list(match.deps))),
        loadTablePreferences(client),
      ]),
    ),
  component: lazyRouteComponent(usersPage, 'UsersPage'),
})

export const newUserRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'users/new',
  component: lazyRouteComponent(() => import('../features/users/NewUserPage'), 'NewUserPage'),
})

export const editUserRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'users/$userId/edit',
  params: idParam('userId'),
  validateSearch: recordSearch,
  loader: (match) =>
    prefetch(match, (client) =>
      usersApi().then((api) => client.ensureQueryData(api.userQueries.detail(match.params.userId))),
    ),
  component: lazyRouteComponent(() => import('../features/users/EditUserPage'), 'EditUserPage'),
})
