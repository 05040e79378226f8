import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { LiveList } from '../../use-live-list'
import { LoadErrorAlert } from '../LoadErrorAlert'
import { LiveListNotice, RowMarksProvider } from './LiveList'

type Props<List, Row> = {
  query: UseQueryResult<List>
  /** The rows of a page of the list. */
  rowsOf: (list: List) => Row[]
  /** The person's table settings are read (the skeleton stands until then). */
  ready?: boolean
  /** The error's title when the list could not be loaded. */
  loadFailed: string
  skeleton: ReactNode
  empty: ReactNode
  /** The table of a page with rows; `busy` while the next page loads. */
  children: (rows: Row[], busy: boolean) => ReactNode
  /** Others' changes to the page (`useLiveList`): its news above the rows, its rows' marks. */
  live?: LiveList
}

/** A list's rows, or why there are none: an error to retry, a skeleton, an empty state. */
export function ListBody<List, Row>({
  query,
  rowsOf,
  ready = true,
  loadFailed,
  skeleton,
  empty,
  children,
  live,
}: Props<List, Row>) {
  if (query.isError && !query.data)
    return (
      <LoadErrorAlert
        m="md"
        title={loadFailed}
        error={query.error}
        onRetry={() => query.refetch()}
      />
    )
  if (!query.data || !ready) return skeleton
  const rows = rowsOf(query.data)
  if (rows.length === 0) return empty
  const table = children(rows, query.isPlaceholderData)
  if (!live) return table
  return (
    <RowMarksProvider value={live.marks}>
      <LiveListNotice live={live} />
      {table}
    </RowMarksProvider>
  )
}
