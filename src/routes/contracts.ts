import { createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router'
import { ContractListSearch } from '../features/contracts/search'
import { idParam } from './id-param'
import { adminRoute } from './admin'
import { loadTablePreferences, openDefaultView } from './list-settings'
import { prefetch } from './prefetch'
import { contractRecordSearch } from './record-search'

const contractsApi = () => import('../features/contracts/api')
const contractsPage = () => import('../features/contracts/ContractsPage')

export const contractsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'contracts',
  validateSearch: ContractListSearch,
  // Defaults stay out of the address: /contracts rather than /contracts?page=1&per_page=10.
  search: { middlewares: [stripSearchParams({ page: 1, per_page: 10 })] },
  beforeLoad: (match) =>
    openDefaultView(match, 'contracts', ContractListSearch, () =>
      Promise.all([contractsPage(), contractsApi()]),
    ),
  loaderDeps: ({ search }) => search,
  loader: (match) =>
    prefetch(match, (client) =>
      Promise.all([
        contractsApi().then((api) => client.ensureQueryData(api.contractQueries.list(match.deps))),
        loadTablePreferences(client),
      ]),
    ),
  component: lazyRouteComponent(contractsPage, 'ContractsPage'),
})

export const newContractRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'contracts/new',
  component: lazyRouteComponent(
    () => import('../features/contracts/NewContractPage'),
    'NewContractPage',
  ),
})

export const editContractRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'contracts/$contractId/edit',
  params: idParam('contractId'),
  validateSearch: contractRecordSearch,
  loader: (match) =>
    prefetch(match, (client) =>
      contractsApi().then((api) =>
        client.ensureQueryData(api.contractQueries.detail(match.params.contractId)),
      ),
    ),
  component: lazyRouteComponent(
    () => import('../features/contracts/EditContractPage'),
    'EditContractPage',
  ),
})
