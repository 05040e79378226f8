import type { QueryClient } from '@tanstack/react-query'
import type { ViewResource } from '../../interface'
import { preferenceQueries, viewQueries } from './api'
import { searchOfView, type ListSearchReader } from './view-search'

/** The URL search of the person's default view of a list, if they chose one. */
export async function defaultViewSearch(
  queryClient: QueryClient,
  resource: ViewResource,
  reader: ListSearchReader,
): Promise<Record<string, unknown> | undefined> {
  const views = await queryClient.ensureQueryData(viewQueries.list(resource))
  const chosen = views.find((view) => view.default)
  return chosen ? searchOfView(reader, chosen.query) : undefined
}

/** The person's table preferences, read beside a list's rows: the table waits for both. */
export const loadTablePreferences = (queryClient: QueryClient) =>
  queryClient.ensureQueryData(preferenceQueries.mine())
