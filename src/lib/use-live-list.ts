import {
  hashKey,
  replaceEqualDeep,
  useQueryClient,
  type QueryFunction,
  type QueryKey,
  type dataTagSymbol,
} from '@tanstack/react-query'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { type ListChanges, type RowMark, mergeFreshPage, noChanges } from './live-list'
import { useLiveChanges } from './live'
import { getSessionUserId } from './session'

/** The marks of a list's rows, read by each row's mark alone: a mark renders its row only. */
export type RowMarks = {
  get(id: number): RowMark | undefined
  subscribe(listener: () => void): () => void
}

/** What a live list tells the person above its rows: news to show, marks to clear. */
export type LiveList = {
  /** How many records others created that the page, read again, holds. */
  news: number
  /** How many rows shown the list no longer holds (marked). */
  marked: number
  marks: RowMarks
  /** Shows the page as it is now (its news, without its marked rows). */
  show: () => void
}

function markStore() {
  let marks: ReadonlyMap<number, RowMark> = new Map()
  const listeners = new Set<() => void>()
  return {
    get: (id: number) => marks.get(id),
    all: () => marks,
    set(next: ReadonlyMap<number, RowMark>) {
      if (next.size === 0 && marks.size === 0) return
      marks = next
      for (const listener of listeners) listener()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

/** Others' changes are gathered this long, then the page is read again once. */
const GATHER_MS = 300

type Options<List, Row> = {
  /** The rows' own resource in the change feed: its events' ids are the rows' ids. */
  resource: string
  /** Other resources whose changes can change a row (an inquiry's positions). */
  related?: readonly string[]
  /** The query of the page shown (its `queryOptions`). */
  query: { queryKey: QueryKey & { [dataTagSymbol]: List }; queryFn?: unknown }
  rowsOf: (list: List) => Row[]
  /** The list `list` with `rows` in place of its own. */
  withRows: (list: List, rows: Row[]) => List
}

/**
 * Keeps the page of a list that is shown current with others' changes without moving its rows:
 * once they change, the page is read again beside it; the rows still on it take their new values
 * in place, the ones no longer on it stay, marked, and records others created are counted as news
 * for the person to show (`LiveList`). The person's own writes refresh the list as always.
 */
export function useLiveList<List, Row extends { id: number }>({
  resource,
  related = [],
  query,
  rowsOf,
  withRows,
}: Options<List, Row>): LiveList {
  const queryClient = useQueryClient()
  const hash = hashKey(query.queryKey)
  const [marks] = useState(markStore)
  const [told, setTold] = useState({
    hash,
    news: 0,
    marked: 0,
    fresh: undefined as List | undefined,
  })
  const latest = useRef({ query, rowsOf, withRows, hash })
  useLayoutEffect(() => {
    latest.current = { query, rowsOf, withRows, hash }
  })
  const gathered = useRef<ListChanges>(noChanges())
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const ownWrite = useRef(false)
  const open = useRef(true)
  // Bumped by whatever reads the page for real (a refresh, the person's own write): what a
  // re-read begun before it brings is older.
  const generation = useRef(0)

  const clear = useCallback(() => {
    gathered.current = noChanges()
    marks.set(new Map())
    setTold((now) =>
      now.news === 0 && now.marked === 0 && now.fresh === undefined
        ? now
        : { ...now, news: 0, marked: 0, fresh: undefined },
    )
  }, [marks])

  // Another page (a filter, the next page): what was gathered was about the one left.
  useEffect(() => {
    generation.current++
    clearTimeout(timer.current)
    timer.current = undefined
    gathered.current = noChanges()
    marks.set(new Map())
  }, [hash, marks])

  // The page read for real (a refresh, a write of one's own): it is the truth now.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.query.queryHash !== latest.current.hash) return
        if (event.action.type !== 'success' || event.action.manual) return
        generation.current++
        clear()
      }),
    [queryClient, clear],
  )

  const recheck = useCallback(async () => {
    const { query, rowsOf, withRows, hash } = latest.current
    if (ownWrite.current) {
      ownWrite.current = false
      await queryClient.refetchQueries(
        { queryKey: query.queryKey, exact: true, type: 'active' },
        { cancelRefetch: false },
      )
    }
    const started = generation.current
    if (!queryClient.getQueryData<List>(query.queryKey)) return
    const changes = gathered.current
    if (changes.changed.size === 0 && !changes.related) return
    let fresh: List
    try {
      fresh = await queryClient.fetchQuery({
        queryKey: ['live-list', ...query.queryKey],
        queryFn: query.queryFn as QueryFunction<List>,
        staleTime: 0,
        gcTime: 0,
        retry: false,
      })
    } catch {
      return // The page stays as it is; the next change reads it again.
    }
    // The page was left, or read for real, meanwhile.
    if (!open.current || generation.current !== started || latest.current.hash !== hash) return
    const current = queryClient.getQueryData<List>(query.queryKey)
    if (!current) return
    const shown = rowsOf(current)
    // An empty page has no rows to move under the cursor: it shows what there is.
    if (shown.length === 0) {
      queryClient.setQueryData(query.queryKey, fresh)
      return clear()
    }
    changes.related = false
    const merged = mergeFreshPage(shown, rowsOf(fresh), changes, marks.all())
    const next = replaceEqualDeep(current, withRows(fresh, merged.rows))
    if (next !== current) queryClient.setQueryData(query.queryKey, next)
    marks.set(merged.marks)
    setTold({ hash, news: merged.news, marked: merged.marks.size, fresh })
  }, [queryClient, marks, clear])

  // One re-read at a time: changes that arrive during one are read by the next.
  const reading = useRef<Promise<void>>(undefined)
  const schedule = useCallback(() => {
    if (timer.current !== undefined) return
    timer.current = setTimeout(() => {
      timer.current = undefined
      const read = async () => {
        await reading.current
        await recheck()
      }
      reading.current = read().catch(() => {})
    }, GATHER_MS)
  }, [recheck])
  useEffect(() => {
    open.current = true
    return () => {
      open.current = false
      clearTimeout(timer.current)
      timer.current = undefined
    }
  }, [])

  useLiveChanges(
    [resource, ...related],
    (change) => {
      if (change.actor?.id === getSessionUserId()) ownWrite.current = true
      else if (change.resource !== resource) gathered.current.related = true
      else {
        gathered.current.changed.set(change.id, change.action)
        if (change.action === 'created') gathered.current.created.add(change.id)
      }
      schedule()
    },
    {
      onReset: () =>
        void queryClient.invalidateQueries({
          queryKey: latest.current.query.queryKey,
          exact: true,
        }),
    },
  )

  // What was told of another page (the person has since left it) is not told of this one.
  const current = told.hash === hash
  const show = useCallback(() => {
    const { query } = latest.current
    if (current && told.fresh !== undefined) queryClient.setQueryData(query.queryKey, told.fresh)
    clear()
  }, [queryClient, current, told.fresh, clear])

  return {
    news: current ? told.news : 0,
    marked: current ? told.marked : 0,
    marks,
    show,
  }
}
