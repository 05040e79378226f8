import { Button } from '@mantine/core'
import { IconFileDescription, IconFileSearch, IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link, getRouteApi, useRouter } from '@tanstack/react-router'
import { useRef } from 'react'
import { FilterChips } from '../../lib/ui/FilterChips'
import { ListEmptyState } from '../../lib/ui/ListEmptyState'
import { ListPagination } from '../../lib/ui/ListPagination'
import { ListSearchInput } from '../../lib/ui/ListSearchInput'
import { KeyHints } from '../../lib/ui/list/KeyHints'
import { ListBody } from '../../lib/ui/list/ListBody'
import { ListPage, ListToolbar } from '../../lib/ui/list/ListPage'
import { NewRecordButton } from '../../lib/ui/list/NewRecordButton'
import { inquiryQueries } from './api'
import { InquiriesTable, InquiriesTableSkeleton } from './components/InquiriesTable'
import { InquiryStats } from './components/InquiryStats'
import { INQUIRY_SEARCH_ID, InquiryListSearch } from './search'
import { useListKeyboard } from '../../lib/use-list-keyboard'
import { useLiveList } from '../../lib/use-live-list'
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
  // A position's event names the position: any of them reads the page again.
  const live = useLiveList({
    resource: 'inquiry',
    related: ['position'],
    query: inquiryQueries.list(search),
    rowsOf: (list) => list.orders,
    withRows: (list, rows) => ({ ...list, orders: rows }),
  })
  const layout = useTablePreferences('inquiries', INQUIRY_LINK_COLUMN)
  const table = useRef<HTMLTableElement>(null)
  const searchInput = useRef<HTMLInputElement>(null)

  const setSearch = (next: Partial<typeof search>, how?: { replace: boolean }) =>
    navigate({ search: (previous) => ({ ...previous, ...next }), replace: how?.replace })

  const keyboard = useListKeyboard({
    rows: inquiries.data?.orders,
    table,
    search: searchInput,
    onOpen: (inquiry) =>
      router.navigate({ to: '/inquiries/$orderId', params: { orderId: inquiry.id } }),
    onNew: () => router.navigate({ to: '/inquiries/new' }),
    pages: inquiries.data,
    onPage: (page) => setSearch({ page }),
  })

  const clearStatus = () => setSearch({ status: undefined, page: 1 })
  const chips = search.status
    ? [{ key: 'status', label: t.statusChip({ status: t[search.status] }), onRemove: clearStatus }]
    : []

  return (
    <ListPage
      title={t.title}
      subtitle={t.subtitle}
      actions={
        <>
          <SavedViewsMenu resource="inquiries" search={search} reader={InquiryListSearch} />
          <TableSettings
            table="inquiries"
            link={INQUIRY_LINK_COLUMN}
            labels={inquiryColumnLabels(t)}
          />
          <NewRecordButton
            to="/inquiries/new"
            label={t.newInquiry}
            icon={<IconPlus size={18} aria-hidden />}
            shortcut="n"
          />
        </>
      }
      above={<InquiryStats counters={inquiries.data} />}
    >
      <ListToolbar>
        <ListSearchInput
          ref={searchInput}
          id={INQUIRY_SEARCH_ID}
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          value={search.q ?? ''}
          onSearch={(q, how) => setSearch({ q, page: 1 }, how)}
          onLeaveDown={() => keyboard.activate(0)}
          onBackspaceEmpty={() => search.status && clearStatus()}
        />
        <KeyHints
          lines={[
            [
              { keys: ['↑', '↓'], label: t.keysMove },
              { keys: ['Enter'], label: t.keysOpen },
              { keys: ['[', ']'], label: t.keysPage },
            ],
          ]}
        />
      </ListToolbar>
      <FilterChips chips={chips} onClearAll={clearStatus} />

      <ListBody
        query={inquiries}
        rowsOf={(list) => list.orders}
        ready={layout.ready}
        live={live}
        loadFailed={t.loadFailed}
        skeleton={<InquiriesTableSkeleton rows={Math.min(search.per_page, 10)} {...layout} />}
        empty={
          <ListEmptyState
            noun={t.noun}
            icon={<IconFileDescription size={28} aria-hidden />}
            searchIcon={<IconFileSearch size={28} aria-hidden />}
            search={search.q}
            noMatch={(q) => t.noMatch({ search: q })}
            filtered={search.status && t.noneWithStatus({ status: t[search.status].toLowerCase() })}
            page={search.page}
            onClearSearch={() => setSearch({ q: undefined, status: undefined, page: 1 })}
            onFirstPage={() => setSearch({ page: 1 })}
            emptyDescription={t.emptyDescription}
            emptyAction={
              <Button component={Link} to="/inquiries/new">
                {t.newInquiry}
              </Button>
            }
          />
        }
      >
        {(rows, busy) => (
          <InquiriesTable
            ref={table}
            inquiries={rows}
            busy={busy}
            {...layout}
            onActivate={keyboard.setActiveIndex}
          />
        )}
      </ListBody>

      <ListPagination meta={inquiries.data} onChange={setSearch} />
    </ListPage>
  )
}
