import { useCallback, useLayoutEffect, useRef } from 'react'

/**
 * A function that keeps one identity for the component's life and always calls the latest
 * `callback`: memoised rows can take it without rendering again when the parent does.
 */
export function useStableCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback)
  useLayoutEffect(() => {
    latest.current = callback
  })
  return useCallback((...args: Args) => latest.current(...args), [])
}
