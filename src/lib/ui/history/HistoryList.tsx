import {
  Avatar,
  Badge,
  Button,
  EmptyState,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core'
import { IconHistory } from '@tabler/icons-react'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { HistoryEntry, HistoryPage } from '../../../interface'
import { useFormat } from '../../format'
import { useMessages } from '../../i18n'
import { LoadErrorAlert } from '../LoadErrorAlert'
import { ChangeList } from './ChangeList'
import type { HistoryFields } from './fields'
import { historyMessages } from './messages'
import type { historyQuery } from './query'

type Props = {
  query: ReturnType<typeof historyQuery>
  /** The labels and kinds of the fields an entry changed (an inquiry's positions have their own). */
  fieldsOf: (entry: HistoryEntry) => HistoryFields
  /** The title of one of the record's positions, to say which one an entry is about. */
  positionTitle?: (positionId: number) => string | undefined
}

/** A record's writes, newest first: who, when, what, and each changed field before → after. */
export function HistoryList({ query, fieldsOf, positionTitle }: Props) {
  const t = useMessages(historyMessages)
  const history = useInfiniteQuery(query)

  if (history.isPending) return <HistorySkeleton />
  if (history.isError)
    return (
      <LoadErrorAlert
        title={t.loadFailed}
        error={history.error}
        onRetry={() => void history.refetch()}
      />
    )
  const pages: HistoryPage[] = history.data.pages
  // A write between two pages shifts the older ones by a row: an entry may come twice.
  const entries = [...new Map(pages.flatMap((page) => page.history).map((e) => [e.id, e])).values()]
  const total = pages.at(-1)?.total ?? entries.length
  if (entries.length === 0)
    return (
      <EmptyState
        py="xl"
        icon={<IconHistory aria-hidden />}
        withIndicatorBackground
        title={t.empty}
        description={t.emptyText}
      />
    )

  return (
    <Stack gap="sm">
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {entries.map((entry) => (
          <HistoryEntryCard
            key={entry.id}
            entry={entry}
            fields={fieldsOf(entry)}
            positionTitle={positionTitle}
          />
        ))}
      </Stack>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t.shown({ shown: entries.length, total })}
        </Text>
        {history.hasNextPage && (
          <Button
            variant="default"
            size="xs"
            loading={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {t.loadMore}
          </Button>
        )}
      </Group>
    </Stack>
  )
}

function HistoryEntryCard({
  entry,
  fields,
  positionTitle,
}: {
  entry: HistoryEntry
  fields: HistoryFields
  positionTitle: Props['positionTitle']
}) {
  const t = useMessages(historyMessages)
  const format = useFormat()
  const who = entry.actor?.name ?? t.system
  const title = entry.position_id === undefined ? undefined : positionTitle?.(entry.position_id)
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="xs" mb={6} wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <Avatar name={who} color="initials" size={24} radius="xl" aria-hidden />
          <Text size="sm" fw={600}>
            {who}
          </Text>
          <Badge variant="light" color={entry.action === 'updated' ? 'blue' : 'gray'} tt="none">
            {t[`action_${entry.action}`]}
          </Badge>
          {entry.position_id !== undefined && (
            <Text size="sm" c="dimmed">
              {title === undefined
                ? t.positionNumber({ id: entry.position_id })
                : t.position({ title })}
            </Text>
          )}
        </Group>
        <Text component="time" dateTime={entry.at} size="sm" c="dimmed">
          {format.dateTime(entry.at)}
        </Text>
      </Group>
      <ChangeList entry={entry} fields={fields} />
    </Paper>
  )
}

function HistorySkeleton() {
  const t = useMessages(historyMessages)
  return (
    <Stack gap="sm" aria-busy aria-label={t.loading}>
      {[1, 2, 3].map((row) => (
        <Paper key={row} withBorder radius="md" p="sm">
          <Skeleton height={14} width="40%" mb="sm" />
          <Skeleton height={12} width="70%" mb={6} />
          <Skeleton height={12} width="55%" />
        </Paper>
      ))}
    </Stack>
  )
}
