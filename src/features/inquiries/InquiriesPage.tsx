import { Button, Group, Kbd, Paper, Stack, Text, Title } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { LoadErrorAlert } from '../../lib/ui/LoadErrorAlert'
import { useQuery } from '@tanstack/react-query'
import { Link, getRouteApi, useRouter } from '@tanstack/react-router'
import { useRef } from 'react'
import { FilterChips } from '../../lib/ui/FilterChips'
import { ListPagination } from '../../lib/ui/ListPagination'
import { inquiryQueries } from './api'
import { InquiriesEmptyState } from './components/InquiriesEmptyState'
import { InquiriesTable, InquiriesTableSkeleton } from './components/InquiriesTable'
import { ListSearchInput } from '../../lib/ui/ListSearchInput'
import { InquiryStats } from './components/InquiryStats'
import { INQUIRY_SEARCH_ID, InquiryListSearch, PER_PAGE_OPTIONS } from './search'
import { useListKeyboard } from '../../lib/use-list-keyboard'
import { useMessages } from '../../lib/i18n'
import { inquiryMessages } from './messages'
import { SavedViewsMenu, TableSettings, useTablePreferences } from '../views'
import { INQUIRY_LINK_COLUMN, inquiryColumnLabels } from './components/inquiry-columns'

const inquiriesRoute = getRouteApi('/_authenticated/inquiries')

export function InquiriesPage() {
  const t = useMessages(inquiryMessages)
  const search = inquiriesRoute.useSearch()
  const navigate = inquiriesRoute.useNavigate()
  const router = useRouter()
  const inquiries = useQuery(inquiryQueries.list(search))
  const layout = useTablePreferences('inquiries', INQUIRY_LINK_COLUMN)
  const table = useRef<HTMLTableElement>(null)
  const searchInput = useRef<HTMLInputElement>(null)

  const setSearch = (next: Partial<typeof search>) =>
    navigate({ search: (previous) => ({ ...previous, ...next }) })

  const keyboard = useListKeyboard({
    rows: inquiries.data?.orders,
    table,
    search: searchInput,
    onOpen: (inquiry) =>
      router.navigate({ to: '/inquiries/$orderId', params: { orderId: inquiry.id } }),
    onNew: () => router.navigate({ to: '/inquiries/new' }),
    onPage: (step) => {
      const meta = inquiries.data
      if (!meta) return
      const page = meta.current_page + step
      if (page >= 1 && page <= meta.last_page) setSearch({ page })
    },
  })

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz="h2">
            {t.title}
          </Title>
          <Text c="dimmed" size="sm">
            {t.subtitle}
          </Text>
        </div>
        <Group gap="sm">
          <SavedViewsMenu resource="inquiries" search={search} reader={InquiryListSearch} />
          <TableSettings
            table="inquiries"
            link={INQUIRY_LINK_COLUMN}
            labels={inquiryColumnLabels(t)}
          />
          <Button
            component={Link}
            to="/inquiries/new"
            leftSection={<IconPlus size={18} aria-hidden />}
            rightSection={
              <Kbd size="xs" aria-hidden>
                n
              </Kbd>
            }
          >
            {t.newInquiry}
          </Button>
        </Group>
      </Group>

      <InquiryStats counters={inquiries.data} />

      <Paper withBorder radius="md">
        <Group p="md" justify="space-between">
          <ListSearchInput
            ref={searchInput}
            id={INQUIRY_SEARCH_ID}
            label={t.searchLabel}
            placeholder={t.searchPlaceholder}
            value={search.q ?? ''}
            onSearch={(text) => {
              // Typing paused just as the person opened another page: stay there.
              if (router.state.location.pathname !== '/inquiries') return
              setSearch({ q: text || undefined, page: 1 })
            }}
            onLeaveDown={() => keyboard.activate(0)}
            onBackspaceEmpty={() => search.status && setSearch({ status: undefined, page: 1 })}
          />
          <Text size="xs" c="dimmed" visibleFrom="md">
            <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> {t.keysMove} · <Kbd size="xs">Enter</Kbd>{' '}
            {t.keysOpen} · <Kbd size="xs">[</Kbd> <Kbd size="xs">]</Kbd> {t.keysPage}
          </Text>
        </Group>
        <FilterChips
          chips={
            search.status
              ? [
                  {
                    key: 'status',
                    label: t.statusChip({ status: t[search.status] }),
                    onRemove: () => setSearch({ status: undefined, page: 1 }),
                  },
                ]
              : []
          }
          onClearAll={() => setSearch({ status: undefined, page: 1 })}
        />

        {inquiries.isError && !inquiries.data ? (
          <LoadErrorAlert
            m="md"
            title={t.loadFailed}
            error={inquiries.error}
            onRetry={() => inquiries.refetch()}
          />
        ) : !inquiries.data || !layout.ready ? (
          <InquiriesTableSkeleton
            rows={Math.min(search.per_page, 10)}
            columns={layout.columns}
            density={layout.density}
          />
        ) : inquiries.data.orders.length === 0 ? (
          <InquiriesEmptyState
            q={search.q}
            status={search.status}
            page={search.page}
            onClearSearch={() => setSearch({ q: undefined, status: undefined, page: 1 })}
            onFirstPage={() => setSearch({ page: 1 })}
          />
        ) : (
          <InquiriesTable
            ref={table}
            inquiries={inquiries.data.orders}
            busy={inquiries.isPlaceholderData}
            columns={layout.columns}
            density={layout.density}
            onActivate={keyboard.setActiveIndex}
          />
        )}

        {inquiries.data && (
          <ListPagination
            meta={inquiries.data}
            perPageOptions={PER_PAGE_OPTIONS}
            onPage={(page) => setSearch({ page })}
            onPerPage={(perPage) => setSearch({ per_page: perPage, page: 1 })}
          />
        )}
      </Paper>
    </Stack>
  )
}
