import { useSuspenseQuery } from '@tanstack/react-query'
import { authQueries } from './api'

/** The signed-in person; the authenticated layout route has loaded it before any page renders. */
export function useCurrentUser() {
  return useSuspenseQuery(authQueries.currentUser()).data
}
