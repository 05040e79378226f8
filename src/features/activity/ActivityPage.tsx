import { EmptyState, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconHistory } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, useRouter } from '@tanstack/react-router'
import { useRef } from 'react'
import { useFormat } from '../../lib/format'
import { useMessages } from '../../lib/i18n'
import { FilterChips, type FilterChip } from '../../lib/ui/FilterChips'
import { ListPagination } from '../../lib/ui/ListPagination'
import { LoadErrorAlert } from '../../lib/ui/LoadErrorAlert'
import { commonMessages } from '../../lib/ui/messages'
import { useListKeyboard } from '../../lib/use-list-keyboard'
import { userQueries } from '../users'
import { activityQueries } from './api'
import { ActivityFilters } from './components/ActivityFilters'
import { ActivityTable, ActivityTableSkeleton } from './components/ActivityTable'
import { recordLink } from './fields'
import { activityMessages } from './messages'
import { PER_PAGE_OPTIONS, type ActivitySearch } from './search'

const activityRoute = getRouteApi('/_authenticated/_admin/activity')

const NO_FILTERS = { resource: undefined, actor_id: undefined, since: undefined, page: 1 }

/** Admins: every write to any record, newest first, narrowed by kind, person and day. */
export function ActivityPage() {
  const t = useMessages(activityMessages)
  const common = useMessages(commonMessages)
  const format = useFormat()
  const search = activityRoute.useSearch()
  const navigate = activityRoute.useNavigate()
  const router = useRouter()
  const activity = useQuery(activityQueries.list(search))
  const person = useQuery({
    ...userQueries.detail(search.actor_id ?? 0),
    enabled: search.actor_id !== undefined,
  })
  const table = useRef<HTMLTableElement>(null)
  const personInput = useRef<HTMLInputElement>(null)

  const setSearch = (next: Partial<ActivitySearch>) =>
    navigate({ search: (previous) => ({ ...previous, ...next }) })

  const keyboard = useListKeyboard({
    rows: activity.data?.history,
    table,
    search: personInput,
    onOpen: (entry) => router.navigate(recordLink(entry)),
    onNew: () => {},
    onPage: (step) => {
      const meta = activity.data
      if (!meta) return
      const page = meta.current_page + step
      if (page >= 1 && page <= meta.last_page) setSearch({ page })
    },
  })

  const personName =
    search.actor_id === undefined ? undefined : (person.data?.record.name ?? `#${search.actor_id}`)
  const chips = (
    [
      search.resource && {
        key: 'resource',
        label: t.resourceChip({ resource: t[`resources_${search.resource}`] }),
        onRemove: () => setSearch({ resource: undefined, page: 1 }),
      },
      personName && {
        key: 'person',
        label: t.personChip({ name: personName }),
        onRemove: () => setSearch({ actor_id: undefined, page: 1 }),
      },
      search.since && {
        key: 'since',
        label: t.sinceChip({ day: format.date(search.since) }),
        onRemove: () => setSearch({ since: undefined, page: 1 }),
      },
    ] as (FilterChip | undefined | '')[]
  ).filter((chip): chip is FilterChip => Boolean(chip))

  const meta = activity.data && {
    ...activity.data,
    from:
      activity.data.history.length > 0
        ? (activity.data.current_page - 1) * activity.data.per_page + 1
        : null,
    to:
      activity.data.history.length > 0
        ? (activity.data.current_page - 1) * activity.data.per_page + activity.data.history.length
        : null,
  }

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <div>
        <Title order={1} fz="h2">
          {t.title}
        </Title>
        <Text c="dimmed" size="sm">
          {t.subtitle}
        </Text>
      </div>

      <Paper withBorder radius="md">
        <Group p="md" justify="space-between" align="flex-end">
          <ActivityFilters
            search={search}
            personName={personName}
            personRef={personInput}
            onChange={setSearch}
          />
        </Group>
        <FilterChips chips={chips} onClearAll={() => setSearch(NO_FILTERS)} />

        {activity.isError && !activity.data ? (
          <LoadErrorAlert
            m="md"
            title={t.loadFailed}
            error={activity.error}
            onRetry={() => activity.refetch()}
          />
        ) : !activity.data ? (
          <ActivityTableSkeleton rows={Math.min(search.per_page, 10)} />
        ) : activity.data.history.length === 0 ? (
          <EmptyState
            py="xl"
            icon={<IconHistory aria-hidden />}
            withIndicatorBackground
            title={
              chips.length > 0
                ? common.noMatchFilteredTitle({ noun: t.noun })
                : common.noneYet({ noun: t.noun })
            }
            description={chips.length > 0 ? t.noMatch : t.emptyDescription}
          >
            {chips.length > 0 && (
              <EmptyState.Actions>
                <Button variant="default" onClick={() => setSearch(NO_FILTERS)}>
                  {common.clearFilters}
                </Button>
              </EmptyState.Actions>
            )}
          </EmptyState>
        ) : (
          <ActivityTable
            ref={table}
            entries={activity.data.history}
            busy={activity.isPlaceholderData}
            onActivate={keyboard.setActiveIndex}
          />
        )}

        {meta && (
          <ListPagination
            meta={meta}
            perPageOptions={PER_PAGE_OPTIONS}
            onPage={(page) => setSearch({ page })}
            onPerPage={(perPage) => setSearch({ per_page: perPage, page: 1 })}
          />
        )}
      </Paper>
    </Stack>
  )
}
