import { createRoute, stripSearchParams } from '@tanstack/react-router'
import { lazy } from 'react'
import { RECORD_LISTS } from '../lib/list-search-schemas'
import { recordListSearch } from '../features/records/search'
import { adminRoute } from './admin'
import { idParam } from './id-param'
import { loadTablePreferences, openDefaultView } from './list-settings'
import { prefetch } from './prefetch'

const kit = () => import('../features/records/api')
// The kit's pages, each given the resource it draws: fetched with the first record page opened.
const pages = () => import('../features/records/pages')
const ListPage = lazy(() => pages().then((kit) => ({ default: kit.RecordListPageOf })))
const NewPage = lazy(() => pages().then((kit) => ({ default: kit.NewRecordPageOf })))
const EditPage = lazy(() => pages().then((kit) => ({ default: kit.EditRecordPageOf })))

/** A record resource's list, new and edit pages, admins only; typed by its declaration alone. */
function recordRoutes(name: string) {
  const search = recordListSearch(name)
  return [
    createRoute({
      getParentRoute: () => adminRoute,
      path: name,
      validateSearch: search,
      search: { middlewares: [stripSearchParams({ page: 1, per_page: 10 })] },
      beforeLoad: (match) =>
        openDefaultView(match, name as never, search, () => Promise.all([pages(), kit()])),
      loaderDeps: ({ search }) => search,
      loader: (match) =>
        prefetch(match, (client) =>
          Promise.all([
            kit().then((api) => client.ensureQueryData(api.recordQueriesOf(name).list(match.deps))),
            loadTablePreferences(client),
          ]),
        ),
      component: () => <ListPage name={name} />,
    }),
    createRoute({
      getParentRoute: () => adminRoute,
      path: `${name}/new`,
      component: () => <NewPage name={name} />,
    }),
    createRoute({
      getParentRoute: () => adminRoute,
      path: `${name}/$id/edit`,
      params: idParam('id'),
      loader: (match) =>
        prefetch(match, (client) =>
          kit().then((api) =>
            client.ensureQueryData(api.recordQueriesOf(name).detail(match.params.id)),
          ),
        ),
      component: () => <EditPage name={name} />,
    }),
  ]
}

/**
 * Every record resource's pages. Their paths are their names', known when the app starts: the
 * route tree types them as any path, so the other routes keep their literal types.
 */
export const RECORD_ROUTES = RECORD_LISTS.flatMap(recordRoutes) as unknown as never[]
