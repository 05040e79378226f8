import { renderHook, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { useRowsInFrames } from './use-rows-in-frames'

const page = (n: number, from = 0) => Array.from({ length: n }, (_, i) => from + i)

test('a page of rows arrives 25 a frame, and a new page starts again from its first 25', async () => {
  const counts: number[] = []
  const { result, rerender } = renderHook(
    ({ rows }) => {
      const count = useRowsInFrames(rows)
      counts.push(count)
      return count
    },
    { initialProps: { rows: page(100) } },
  )
  expect(counts[0]).toBe(25)
  await waitFor(() => expect(result.current).toBe(100))
  // Every frame added one chunk, never the whole page at once.
  expect([...new Set(counts)]).toEqual([25, 50, 75, 100])

  counts.length = 0
  rerender({ rows: page(60, 500) })
  expect(counts[0]).toBe(25)
  await waitFor(() => expect(result.current).toBe(60))
  expect([...new Set(counts)]).toEqual([25, 50, 60])
})

test('a short page renders at once', () => {
  const { result } = renderHook(() => useRowsInFrames(page(10)))
  expect(result.current).toBe(10)
})

test('the same page with a row changed in place keeps every row mounted', async () => {
  const rows = page(100).map((id) => ({ id }))
  const { result, rerender } = renderHook(({ rows }) => useRowsInFrames(rows), {
    initialProps: { rows },
  })
  await waitFor(() => expect(result.current).toBe(100))
  const edited = rows.map((row) => (row.id === 60 ? { id: 60 } : row))
  rerender({ rows: edited })
  expect(result.current).toBe(100)
})
