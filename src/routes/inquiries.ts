import {
  createRoute,
  lazyRouteComponent,
  notFound,
  stripSearchParams,
} from '@tanstack/react-router'
import { InquiryListSearch, orderIdOf } from '../features/inquiries/search'
import { authenticatedRoute } from './authenticated'

export const inquiriesRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'inquiries',
  validateSearch: InquiryListSearch,
  // Defaults stay out of the address: /inquiries rather than /inquiries?page=1&per_page=10.
  search: { middlewares: [stripSearchParams({ page: 1, per_page: 10 })] },
  component: lazyRouteComponent(
    () => import('../features/inquiries/InquiriesPage'),
    'InquiriesPage',
  ),
})

export const newInquiryRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'inquiries/new',
  component: lazyRouteComponent(
    () => import('../features/inquiries/NewInquiryPage'),
    'NewInquiryPage',
  ),
})

const orderIdParams = {
  // `/inquiries/abc` is an address that does not exist, not a crash.
  parse: ({ orderId }: { orderId: string }) => {
    const id = orderIdOf(orderId)
    if (id === undefined) throw notFound()
    return { orderId: id }
  },
  stringify: ({ orderId }: { orderId: number }) => ({ orderId: String(orderId) }),
}

export const inquiryRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'inquiries/$orderId',
  params: orderIdParams,
  component: lazyRouteComponent(
    () => import('../features/inquiries/InquiryDetailPage'),
    'InquiryDetailPage',
  ),
})

export const addPositionRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'inquiries/$orderId/positions/new',
  params: orderIdParams,
  component: lazyRouteComponent(
    () => import('../features/inquiries/AddPositionPage'),
    'AddPositionPage',
  ),
})
