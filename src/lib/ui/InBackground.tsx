import { useDeferredValue, type ReactNode } from 'react'

/**
 * Its children drawn in React's background lane as it mounts: in slices that leave the browser free
 * to answer between them, rather than in the one long task in which the router's and the queries'
 * updates are drawn. Until then (a frame or a few), nothing; `now` draws them at once.
 */
export function InBackground({ children, now = false }: { children: ReactNode; now?: boolean }) {
  const shown = useDeferredValue(true, false)
  return shown || now ? children : null
}
