import { useDeferredValue, type ReactNode } from 'react'

type Props = {
  children: ReactNode
  /** Drawn until then: nothing unless given. */
  fallback?: ReactNode
  /** Draws the children at once. */
  now?: boolean
}

/**
 * Its children drawn in React's background lane as it mounts: in slices that leave the browser free
 * to answer between them, rather than in the one long task in which the router's and the queries'
 * updates are drawn. Until then (a frame or a few), its fallback.
 */
export function InBackground({ children, fallback = null, now = false }: Props) {
  const shown = useDeferredValue(true, false)
  return shown || now ? children : fallback
}
