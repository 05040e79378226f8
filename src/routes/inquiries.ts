import { createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router'
import { InquiryListSearch } from '../features/inquiries/search'
import { idParam } from './id-param'
import { authenticatedRoute } from './authenticated'
import { loadTablePreferences, openDefaultView } from './list-settings'
import { prefetch } from './prefetch'
import { recordSearch } from './record-search'

const inquiriesApi = () => import('../features/inquiries/api')
const inquiriesPage = () => import('../features/inquiries/InquiriesPage')

export const inquiriesRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'inquiries',
  validateSearch: InquiryListSearch,
  // Defaults stay out of the address: /inquiries rather than /inquiries?page=1&per_page=10.
  search: { middlewares: [stripSearchParams({ page: 1, per_page: 10 })] },
  beforeLoad: (match) =>
    openDefaultView(match, 'inquiries', InquiryListSearch, () =>
      Promise.all([inquiriesPage(), inquiriesApi()]),
    ),
  loaderDeps: ({ search }) => search,
  loader: (match) =>
    prefetch(match, (client) =>
      Promise.all([
        inquiriesApi().then((api) => client.ensureQueryData(api.inquiryQueries.list(match.deps))),
        loadTablePreferences(client),
      ]),
    ),
  component: lazyRouteComponent(inquiriesPage, 'InquiriesPage'),
})

export const newInquiryRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'inquiries/new',
  component: lazyRouteComponent(
    () => import('../features/inquiries/NewInquiryPage'),
    'NewInquiryPage',
  ),
})

const orderIdParams = idParam('orderId')

/** The inquiry page and its new position's page read the same inquiry. */
const loadInquiry = (match: Parameters<typeof prefetch>[0] & { params: { orderId: number } }) =>
  prefetch(match, (client) =>
    inquiriesApi().then((api) =>
      client.ensureQueryData(api.inquiryQueries.detail(match.params.orderId)),
    ),
  )

export const inquiryRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'inquiries/$orderId',
  params: orderIdParams,
  validateSearch: recordSearch,
  loader: loadInquiry,
  component: lazyRouteComponent(
    () => import('../features/inquiries/InquiryDetailPage'),
    'InquiryDetailPage',
  ),
})

export const addPositionRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'inquiries/$orderId/positions/new',
  params: orderIdParams,
  loader: loadInquiry,
  component: lazyRouteComponent(
    () => import('../features/inquiries/AddPositionPage'),
    'AddPositionPage',
  ),
})
