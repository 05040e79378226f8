import { startTransition, useEffect, useState } from 'react'

/**
 * How many of `rows` to render now: a new set arrives `chunk` rows a frame. A table lays out and
 * paints a page of a hundred rows in one frame of 60 ms and more; a few frames of 25 rows each
 * keep every frame short (typing in the search stays smooth), and the first rows show sooner.
 */
export function useRowsInFrames(rows: readonly unknown[], chunk = 25): number {
  const [shown, setShown] = useState({ rows, count: Math.min(rows.length, chunk) })
  const current = shown.rows === rows
  // The same rows with some of them changed (a refetch, others' edits) keep what is mounted: the
  // rows a fetch did not change are the same objects, in the same places.
  const count = current
    ? shown.count
    : sameRows(shown.rows, rows)
      ? Math.max(shown.count, Math.min(rows.length, chunk))
      : Math.min(rows.length, chunk)
  // A new set starts again from its first chunk (set while rendering, as React advises).
  if (!current) setShown({ rows, count })
  useEffect(() => {
    if (count >= rows.length) return
    // The next chunk after this frame is painted: each frame lays out only the rows it adds.
    // In a transition, React renders the chunk a few milliseconds at a time, between key presses.
    const frame = requestAnimationFrame(() =>
      startTransition(() =>
        setShown((now) =>
          now.rows === rows ? { rows, count: Math.min(rows.length, now.count + chunk) } : now,
        ),
      ),
    )
    return () => cancelAnimationFrame(frame)
  }, [rows, count, chunk])
  return count
}

/** Whether `next` is `previous` updated in place: as long, with a row of it kept where it was. */
function sameRows(previous: readonly unknown[], next: readonly unknown[]) {
  return previous.length === next.length && next.some((row, index) => row === previous[index])
}
