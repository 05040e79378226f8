import { Button, Group, Kbd, Paper, Stack, Text, Title } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { LoadErrorAlert } from '../../lib/ui/LoadErrorAlert'
import { useQuery } from '@tanstack/react-query'
import { Link, getRouteApi, useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { ContractRecord } from '../../interface'
import { useListKeyboard } from '../../lib/use-list-keyboard'
import { ListPagination } from '../../lib/ui/ListPagination'
import { FilterChips } from '../../lib/ui/FilterChips'
import { ListSearchInput } from '../../lib/ui/ListSearchInput'
import { contractQueries } from './api'
import { ContractFilters } from './components/ContractFilters'
import { ContractsEmptyState } from './components/ContractsEmptyState'
import { ContractsBulkBar } from './bulk/ContractsBulkBar'
import { ContractsTable, ContractsTableSkeleton } from './components/ContractsTable'
import { ExportButton } from './components/ExportButton'
import { StatusFilter } from './components/StatusFilter'
import { useConfirmTerminate } from './components/useConfirmTerminate'
import { useContractSelection } from './bulk/useContractSelection'
import { useContractFilterChips } from './components/useContractFilterChips'
import { STATUS_FILTERS } from './labels'
import { rememberListSearch } from './list-memory'
import { LIST_FILTERS } from './filter-keys'
import { CONTRACT_SEARCH_ID, ContractListSearch, PER_PAGE_OPTIONS } from './search'
import { useMessages } from '../../lib/i18n'
import { commonMessages } from '../../lib/ui/messages'
import { contractMessages } from './messages'
import { SavedViewsMenu, TableSettings, useTablePreferences } from '../views'
import { CONTRACT_LINK_COLUMN, contractColumnLabels } from './components/contract-columns'

const contractsRoute = getRouteApi('/_authenticated/_admin/contracts')

export function ContractsPage() {
  const t = useMessages(contractMessages)
  const c = useMessages(commonMessages)
  const search = contractsRoute.useSearch()
  const navigate = contractsRoute.useNavigate()
  const router = useRouter()
  const contracts = useQuery(contractQueries.list(search))
  const layout = useTablePreferences('contracts', CONTRACT_LINK_COLUMN)
  const confirmTerminate = useConfirmTerminate()
  const table = useRef<HTMLTableElement>(null)
  const searchInput = useRef<HTMLInputElement>(null)

  useEffect(() => rememberListSearch(search), [search])

  const setSearch = (next: Partial<typeof search>) =>
    navigate({ search: (previous) => ({ ...previous, ...next }) })

  const openEditor = (contract: ContractRecord) =>
    router.navigate({ to: '/contracts/$contractId/edit', params: { contractId: contract.id } })

  const chips = useContractFilterChips(search, setSearch)
  const clearFilters = () =>
    setSearch({
      search: undefined,
      status: undefined,
      ...Object.fromEntries(LIST_FILTERS.map((name) => [name, undefined])),
      page: 1,
    })

  const keyboard = useListKeyboard({
    rows: contracts.data?.contracts,
    table,
    search: searchInput,
    onOpen: openEditor,
    onNew: () => router.navigate({ to: '/contracts/new' }),
    onPage: (step) => {
      const meta = contracts.data
      if (!meta) return
      const page = meta.current_page + step
      if (page >= 1 && page <= meta.last_page) setSearch({ page })
    },
    hotkeys: [
      ['e', (active) => active && void openEditor(active)],
      ['t', (active) => active && confirmTerminate(active)],
      ...STATUS_FILTERS.map(
        (filter, index) =>
          [
            String(index),
            () => setSearch({ status: filter === 'all' ? undefined : filter, page: 1 }),
          ] as [string, () => void],
      ),
    ],
  })
  const selection = useContractSelection(search, contracts.data?.contracts, keyboard)

  return (
    <Stack gap="lg" maw={1400} mx="auto">
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
          <SavedViewsMenu resource="contracts" search={search} reader={ContractListSearch} />
          <TableSettings
            table="contracts"
            link={CONTRACT_LINK_COLUMN}
            labels={contractColumnLabels(t)}
          />
          <ExportButton filters={search} />
          <Button
            component={Link}
            to="/contracts/new"
            leftSection={<IconPlus size={18} aria-hidden />}
            rightSection={
              <Kbd size="xs" aria-hidden>
                n
              </Kbd>
            }
          >
            {t.newContract}
          </Button>
        </Group>
      </Group>

      <Paper withBorder radius="md">
        <Group p="md" justify="space-between" gap="sm">
          <Group gap="sm">
            <ListSearchInput
              ref={searchInput}
              id={CONTRACT_SEARCH_ID}
              label={t.searchLabel}
              placeholder={t.searchPlaceholder}
              value={search.search ?? ''}
              onSearch={(text) => {
                // Typing paused just as the person opened another page: stay there.
                if (router.state.location.pathname !== '/contracts') return
                setSearch({ search: text || undefined, page: 1 })
              }}
              onLeaveDown={() => keyboard.activate(0)}
              onBackspaceEmpty={() => chips.at(-1)?.onRemove()}
            />
            <StatusFilter
              status={search.status}
              onChange={(status) => setSearch({ status, page: 1 })}
            />
          </Group>
          <Text size="xs" c="dimmed" visibleFrom="lg">
            <Kbd size="xs">0</Kbd>–<Kbd size="xs">4</Kbd> {t.keysStatus} · <Kbd size="xs">e</Kbd>{' '}
            {t.keysEdit} · <Kbd size="xs">t</Kbd> {t.keysTerminate} · <Kbd size="xs">?</Kbd>{' '}
            {t.keysAll}
            <br />
            <Kbd size="xs">{c.keySpace}</Kbd> / <Kbd size="xs">x</Kbd> {t.keysSelect} ·{' '}
            <Kbd size="xs">{c.keyShift}</Kbd> <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd>{' '}
            {t.keysExtend} · <Kbd size="xs">a</Kbd> {t.keysSelectPage} · <Kbd size="xs">Esc</Kbd>{' '}
            {t.keysClearSelection}
          </Text>
        </Group>
        <ContractFilters search={search} onChange={setSearch} />
        <FilterChips chips={chips} onClearAll={clearFilters} />

        {contracts.isError && !contracts.data ? (
          <LoadErrorAlert
            m="md"
            title={t.loadFailed}
            error={contracts.error}
            onRetry={() => contracts.refetch()}
          />
        ) : !contracts.data || !layout.ready ? (
          <ContractsTableSkeleton
            rows={Math.min(search.per_page, 10)}
            columns={layout.columns}
            density={layout.density}
            sort={search.sort}
            onSort={(sort) => setSearch({ sort, page: 1 })}
          />
        ) : contracts.data.contracts.length === 0 ? (
          <ContractsEmptyState
            search={search.search}
            filtered={!!search.status || chips.length > 0}
            page={search.page}
            onClearFilters={clearFilters}
            onFirstPage={() => setSearch({ page: 1 })}
          />
        ) : (
          <ContractsTable
            ref={table}
            contracts={contracts.data.contracts}
            busy={contracts.isPlaceholderData}
            columns={layout.columns}
            density={layout.density}
            onActivate={keyboard.setActiveIndex}
            onTerminate={confirmTerminate}
            selection={selection}
            sort={search.sort}
            onSort={(sort) => setSearch({ sort, page: 1 })}
          />
        )}

        <ContractsBulkBar selection={selection} filters={search} list={contracts.data} />
        {contracts.data && (
          <ListPagination
            meta={contracts.data}
            perPageOptions={PER_PAGE_OPTIONS}
            onPage={(page) => setSearch({ page })}
            onPerPage={(perPage) => setSearch({ per_page: perPage, page: 1 })}
          />
        )}
      </Paper>
    </Stack>
  )
}
