import { EmptyState, Skeleton, Stack } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { LoadErrorAlert } from './LoadErrorAlert'

type Props<T, Row> = {
  query: UseQueryResult<T>
  rowsOf: (data: T) => Row[]
  words: { loading: string; loadFailed: string; empty: string; emptyText: string }
  /** The empty state's picture. */
  icon: ReactNode
  children: (rows: Row[]) => ReactNode
}

/**
 * A record's list in a tab (a contract's terms, its documents) as it loads: a skeleton, a failure
 * with a retry, an empty state, then its rows; as RecordLoad is for one record.
 */
export function RowsLoad<T, Row>({ query, rowsOf, words, icon, children }: Props<T, Row>) {
  if (query.isPending)
    return (
      <Stack gap="xs" aria-busy aria-label={words.loading}>
        {[1, 2, 3].map((row) => (
          <Skeleton key={row} height={32} />
        ))}
      </Stack>
    )
  if (query.isError)
    return (
      <LoadErrorAlert
        title={words.loadFailed}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    )
  const rows = rowsOf(query.data)
  if (rows.length === 0)
    return (
      <EmptyState
        py="xl"
        icon={icon}
        withIndicatorBackground
        title={words.empty}
        description={words.emptyText}
      />
    )
  return children(rows)
}
