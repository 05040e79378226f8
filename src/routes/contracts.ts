import {
  createRoute,
  lazyRouteComponent,
  notFound,
  stripSearchParams,
} from '@tanstack/react-router'
import { contractIdOf, ContractListSearch } from '../features/contracts/search'
import { adminRoute } from './admin'

export const contractsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'contracts',
  validateSearch: ContractListSearch,
  // Defaults stay out of the address: /contracts rather than /contracts?page=1&per_page=10.
  search: { middlewares: [stripSearchParams({ page: 1, per_page: 10 })] },
  component: lazyRouteComponent(
    () => import('../features/contracts/ContractsPage'),
    'ContractsPage',
  ),
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
  params: {
    // `/contracts/abc/edit` is an address that does not exist, not a crash.
    parse: ({ contractId }: { contractId: string }) => {
      const id = contractIdOf(contractId)
      if (id === undefined) throw notFound()
      return { contractId: id }
    },
    stringify: ({ contractId }: { contractId: number }) => ({ contractId: String(contractId) }),
  },
  component: lazyRouteComponent(
    () => import('../features/contracts/EditContractPage'),
    'EditContractPage',
  ),
})
