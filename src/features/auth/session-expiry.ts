import type { AnyRouter } from '@tanstack/react-router'
import { onUnauthorized } from '../../lib/api'
import { dropSessionToken } from '../../lib/session'

/**
 * Any 401 ends the session: the token goes, and the person signs in again and comes back to the
 * page they were on. What they had typed survives in form drafts.
 */
export function endSessionOnUnauthorized(router: AnyRouter): void {
  onUnauthorized(() => {
    dropSessionToken()
    const { pathname, href } = router.state.location
    if (pathname === '/sign-in') return
    void router.navigate({ to: '/sign-in', search: { redirect: href, ended: true } })
  })
}
