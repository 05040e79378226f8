import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import type { ViewResource } from '../interface'
import type { ListSearchReader } from '../features/views/view-search'

type Entering = {
  cause: 'preload' | 'enter' | 'stay'
  location: { searchStr: string }
  context: { queryClient: QueryClient }
}

// One lazy module for both: the views' code comes with a list, not with the entry chunk.
const views = () => import('../features/views/list-route')

/**
 * A list opened with no search at all (its link, a bare address) opens as the person's default
 * view, before it renders: no flash of the unfiltered list. Clearing the filters on the page
 * (a search change, not an arrival) shows the whole list. A failure to read the views just opens
 * the list as it is. The page's `code` is asked for at once, beside the views, rather than after
 * them (the route's component and loader find it on its way).
 */
export async function openDefaultView(
  { cause, location, context }: Entering,
  list: ViewResource,
  reader: ListSearchReader,
  code: () => Promise<unknown>,
): Promise<void> {
  void code().catch(() => undefined)
  if (cause !== 'enter' || location.searchStr !== '') return
  const search = await views()
    .then((lazy) => lazy.defaultViewSearch(context.queryClient, list, reader))
    .catch(() => undefined)
  if (search)
    // A record resource's list is a path of the route tree too, typed as any (routes/records.tsx).
    if (search) throw redirect({ to: `/${list}` as never, search: search as never, replace: true })
}

/** Starts reading the person's table preferences beside a list's rows. */
export const loadTablePreferences = (queryClient: QueryClient): Promise<unknown> =>
  views().then((lazy) => lazy.loadTablePreferences(queryClient))
