import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import type { ViewResource } from '../interface'
import { preferenceQueries, viewQueries } from '../features/views/api'
import type { ListSearchReader } from '../features/views/view-search'

type Entering = {
  cause: 'preload' | 'enter' | 'stay'
  location: { searchStr: string }
  context: { queryClient: QueryClient }
}

/**
 * A list opened with no search at all (its link, a bare address) opens as the person's default
 * view, before it renders: no flash of the unfiltered list. Clearing the filters on the page
 * (a search change, not an arrival) shows the whole list. A failure to read the views just opens
 * the list as it is. The page's `code`, the person's views and table preferences are all asked
 * for at once, as the route is entered: none waits for another, nor for the code that reads it
 * (the route's component and loader find each on its way).
 */
export async function openDefaultView(
  { cause, location, context }: Entering,
  list: ViewResource,
  reader: ListSearchReader,
  code: () => Promise<unknown>,
): Promise<void> {
  void code().catch(() => undefined)
  void loadTablePreferences(context.queryClient).catch(() => undefined)
  if (cause !== 'enter' || location.searchStr !== '') return
  const chosen = await context.queryClient.ensureQueryData(viewQueries.list(list)).then(
    (views) => views.find((view) => view.default),
    () => undefined,
  )
  if (!chosen) return
  // Only a chosen view needs the code that reads its query into the list's search.
  const search = await import('../features/views/view-search')
    .then((lazy) => lazy.searchOfView(reader, chosen.query))
    .catch(() => undefined)
  // A record resource's list is a path of the route tree too, typed as any (routes/records.tsx).
  if (search) throw redirect({ to: `/${list}` as never, search: search as never, replace: true })
}

/** Starts reading the person's table preferences beside a list's rows. */
export const loadTablePreferences = (queryClient: QueryClient): Promise<unknown> =>
  queryClient.ensureQueryData(preferenceQueries.mine())
