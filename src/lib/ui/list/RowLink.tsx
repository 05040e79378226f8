import { type LinkOptions, useRouter } from '@tanstack/react-router'
import { type AnchorHTMLAttributes, type MouseEvent, type Ref, useEffect, useRef } from 'react'

/**
 * A focus that rests this long on a row's link loads what it opens: the list's ↓ and ↑ focus each
 * row's link in turn, and a person moving through rows passes each sooner, loading nothing (each
 * row's editor data was asked for as ↓ passed it, and the editor's code evaluated during a press).
 */
export const FOCUS_REST_MS = 300

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** Where it goes, checked against the routes where it is made (`linkOptions(...)`). */
  link: LinkOptions
  ref?: Ref<HTMLAnchorElement>
}

/**
 * A link inside a list's row: its address worked out once as the row renders, a plain click taken
 * by the router, the page's code and data loaded as the pointer rests on it (as the router's
 * `defaultPreload: 'intent'`) or the focus does (FOCUS_REST_MS). Not the router's `Link`, which
 * works its address and whether it is the current page out again at every navigation: a hundred
 * rows of them did so for every letter typed into a search. A row's link is never the current page.
 */
export function RowLink({
  link,
  ref,
  onClick,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  ...anchor
}: Props) {
  const router = useRouter()
  // Worked out as the row renders: a list's rows render again only when their record changes.
  const href = router.buildLocation(link).href
  const preloading = useRef<ReturnType<typeof setTimeout>>(undefined)
  const cancelPreload = () => clearTimeout(preloading.current)
  useEffect(() => cancelPreload, [])
  const preload = (after: number) => {
    cancelPreload()
    preloading.current = setTimeout(
      () => void router.preloadRoute(link).catch(() => undefined),
      after,
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
        preload(router.options.defaultPreloadDelay ?? 50)
      }}
      onMouseLeave={(event) => {
        onMouseLeave?.(event)
        cancelPreload()
      }}
      onFocus={(event) => {
        onFocus?.(event)
        preload(FOCUS_REST_MS)
      }}
      onBlur={(event) => {
        onBlur?.(event)
        cancelPreload()
      }}
    />
  )
}
