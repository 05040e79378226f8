import { Alert, Button, Paper, Skeleton, Stack } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ApiError } from '../api'
import { InBackground } from './InBackground'

type Props<T> = {
  query: UseQueryResult<T>
  /** How many fields the skeleton stands in for. */
  rows: number
  words: {
    notFound: string
    notFoundText: string
    loadFailed: string
    back: string
  }
  /** Back to where the record was found: its list. */
  onBack: () => void
  children: (record: T) => ReactNode
}

/**
 * One record's page body as it loads: a skeleton, then the record; a missing one (404) says so in
 * yellow, any other failure in red, each with the way back.
 *
 * The record is drawn in the background (InBackground), the skeleton kept until then: the query's
 * answer arrives as an update React must draw at once, in one task, and a record's form is the
 * heaviest part of its page.
 */
export function RecordLoad<T>({ query, rows, words, onBack, children }: Props<T>) {
  const skeleton = (
    <Paper withBorder radius="md" p="xl" aria-busy>
      <Stack>
        {Array.from({ length: rows }, (_, row) => (
          <Skeleton key={row} height={36} />
        ))}
      </Stack>
    </Paper>
  )
  if (query.isPending) return skeleton
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404
    return (
      <Alert
        color={missing ? 'yellow' : 'red'}
        variant="light"
        icon={<IconAlertCircle aria-hidden />}
        title={missing ? words.notFound : words.loadFailed}
      >
        <Stack gap="sm" align="flex-start">
          {missing ? words.notFoundText : query.error.message}
          <Button size="xs" variant="default" onClick={onBack}>
            {words.back}
          </Button>
        </Stack>
      </Alert>
    )
  }
  return <InBackground fallback={skeleton}>{children(query.data)}</InBackground>
}
