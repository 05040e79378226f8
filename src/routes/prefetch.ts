import type { QueryClient } from '@tanstack/react-query'

/**
 * A route loader's body: `load` starts fetching the page's data with the page's own query options
 * (`ensureQueryData`), which come with the page's code (a dynamic import, so the sign-in page's
 * entry chunk stays small). A preload (a pointer resting on a link) waits for the data, so it is
 * there on arrival; a navigation does not, so the page shows its skeleton, or its previous rows
 * while a search is typed, rather than holding on to the page before. A failed fetch is the
 * page's to show.
 */
export function prefetch(
  { context, preload }: { context: { queryClient: QueryClient }; preload: boolean },
  load: (queryClient: QueryClient) => Promise<unknown>,
): Promise<void> | undefined {
  const loading = load(context.queryClient).then(
    () => undefined,
    () => undefined,
  )
  return preload ? loading : undefined
}
