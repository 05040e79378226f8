import { IconHistory } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, useRouter } from '@tanstack/react-router'
import { useRef } from 'react'
import { useFormat } from '../../lib/format'
import { useMessages } from '../../lib/i18n'
import { FilterChips, type FilterChip } from '../../lib/ui/FilterChips'
import { ListPagination } from '../../lib/ui/ListPagination'
import { ListEmptyState } from '../../lib/ui/ListEmptyState'
import { ListBody } from '../../lib/ui/list/ListBody'
import { ListPage, ListToolbar } from '../../lib/ui/list/ListPage'
import { useListKeyboard } from '../../lib/use-list-keyboard'
import { userQueries } from '../users'
import { activityQueries } from './api'
import { ActivityFilters } from './components/ActivityFilters'
import { ActivityTable, ActivityTableSkeleton } from './components/ActivityTable'
import { recordLink, useResourceNames } from './fields'
import { activityMessages } from './messages'
import type { ActivitySearch } from './search'

const activityRoute = getRouteApi('/_authenticated/_admin/activity')

const NO_FILTERS = { resource: undefined, actor_id: undefined, since: undefined, page: 1 }

/** Admins: every write to any record, newest first, narrowed by kind, person and day. */
export function ActivityPage() {
  const t = useMessages(activityMessages)
  const names = useResourceNames()
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
    pages: activity.data,
    onPage: (page) => setSearch({ page }),
  })

  const personName =
    search.actor_id === undefined ? undefined : (person.data?.record.name ?? `#${search.actor_id}`)
  const chips = (
    [
      search.resource && {
        key: 'resource',
        label: t.resourceChip({ resource: names.many(search.resource) }),
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
    <ListPage title={t.title} subtitle={t.subtitle}>
      <ListToolbar align="flex-end">
        <ActivityFilters
          search={search}
          personName={personName}
          personRef={personInput}
          onChange={setSearch}
        />
      </ListToolbar>
      <FilterChips chips={chips} onClearAll={() => setSearch(NO_FILTERS)} />

      <ListBody
        query={activity}
        rowsOf={(list) => list.history}
        loadFailed={t.loadFailed}
        skeleton={<ActivityTableSkeleton rows={Math.min(search.per_page, 10)} />}
        empty={
          <ListEmptyState
            noun={t.noun}
            icon={<IconHistory aria-hidden />}
            filtered={chips.length > 0 ? t.noMatch : undefined}
            page={search.page}
            onClearSearch={() => setSearch(NO_FILTERS)}
            onFirstPage={() => setSearch({ page: 1 })}
            emptyDescription={t.emptyDescription}
          />
        }
      >
        {(rows, busy) => (
          <ActivityTable
            ref={table}
            entries={rows}
            busy={busy}
            onActivate={keyboard.setActiveIndex}
          />
        )}
      </ListBody>

      <ListPagination meta={meta} onChange={setSearch} />
    </ListPage>
  )
}
