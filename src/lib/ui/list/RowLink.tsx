import { type LinkOptions, useRouter } from '@tanstack/react-router'
import {
  type AnchorHTMLAttributes,
  type MouseEvent,
  type Ref,
  useEffect,
  useMemo,
  useRef,
} from 'react'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** Where it goes, checked against the routes where it is made (`linkOptions(...)`). */
  link: LinkOptions
  ref?: Ref<HTMLAnchorElement>
}

/**
 * A link inside a list's row: its address worked out once as the row renders, a plain click taken
 * by the router, the page's code and data loaded as the pointer or the focus rests on it (as the
 * router's `defaultPreload: 'intent'`). Not the router's `Link`, which works its address and
 * whether it is the current page out again at every navigation: a hundred rows of them did so for
 * every letter typed into a search. A row's link is never the current page.
 */
export function RowLink({
  link,
  ref,
  onClick,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  ...anchor
}: Props) {
  const router = useRouter()
  const href = useMemo(() => router.buildLocation(link).href, [router, link])
  const preloading = useRef<ReturnType<typeof setTimeout>>(undefined)
  const cancelPreload = () => clearTimeout(preloading.current)
  useEffect(() => cancelPreload, [])
  const preload = () => {
    cancelPreload()
    preloading.current = setTimeout(
      () => void router.preloadRoute(link).catch(() => undefined),
      router.options.defaultPreloadDelay ?? 50,
    )
  }
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    const plain =
      event.button === 0 &&
      !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
      (!anchor.target || anchor.target === '_self')
    if (event.defaultPrevented || !plain) return
    event.preventDefault()
    void router.navigate(link)
  }
  return (
    <a
      {...anchor}
      ref={ref}
      href={href}
      onClick={follow}
      onMouseEnter={(event) => {
        onMouseEnter?.(event)
        preload()
      }}
      onMouseLeave={(event) => {
        onMouseLeave?.(event)
        cancelPreload()
      }}
      onFocus={(event) => {
        onFocus?.(event)
        preload()
      }}
    />
  )
}
