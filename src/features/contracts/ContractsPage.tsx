import { Button, Group } from '@mantine/core'
import { IconFileOff, IconFileSearch, IconPlus } from '@tabler/icons-react'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { Link, getRouteApi, useRouter } from '@tanstack/react-router'
import { useDisclosure } from '@mantine/hooks'
import { memo, useDeferredValue, useEffect, useId, useRef } from 'react'
import type { ContractList, ContractRecord } from '../../interface'
import { useListKeyboard } from '../../lib/use-list-keyboard'
import { useLiveList } from '../../lib/use-live-list'
import { ListPagination } from '../../lib/ui/ListPagination'
import { FilterChips } from '../../lib/ui/FilterChips'
import { ListSearchInput } from '../../lib/ui/ListSearchInput'
import { ListEmptyState } from '../../lib/ui/ListEmptyState'
import { ListBody } from '../../lib/ui/list/ListBody'
import { KeyHints } from '../../lib/ui/list/KeyHints'
import { ListPage, ListToolbar } from '../../lib/ui/list/ListPage'
import { NewRecordButton } from '../../lib/ui/list/NewRecordButton'
import { contractQueries } from './api'
import { ContractFilters, FiltersButton } from './components/ContractFilters'
import { ContractsBulkBar } from './bulk/ContractsBulkBar'
import { ContractsTable, ContractsTableSkeleton } from './components/ContractsTable'
import { ExportButton } from './components/ExportButton'
import { ImportButton } from './import/ImportButton'
import { StatusFilter } from './components/StatusFilter'
import { ContractsSummaryBar } from './summary/ContractsSummaryBar'
import { ContractGroupsTable } from './groups/ContractGroupsTable'
import { GroupBySelect } from './groups/GroupBySelect'
import { useConfirmTerminate } from './components/useConfirmTerminate'
import { useContractSelection } from './bulk/useContractSelection'
import { useContractFilterChips } from './components/useContractFilterChips'
import { STATUS_FILTERS } from './labels'
import { rememberListSearch } from './list-memory'
import { LIST_FILTERS } from './filter-keys'
import { CONTRACT_SEARCH_ID, ContractListSearch, filtersOf } from './search'
import { useMessages } from '../../lib/i18n'
import { commonMessages } from '../../lib/ui/messages'
import { contractMessages } from './messages'
import { contractCellMessages } from './grid/messages'
import { SavedViewsMenu, TableSettings } from '../views'
import { useContractColumns } from './grid/use-contract-columns'
import { CONTRACT_LINK_COLUMN, contractColumnLabels } from './components/contract-columns'

const contractsRoute = getRouteApi('/_authenticated/_admin/contracts')

/**
 * The search in the address and the page of rows it asks for, read here; a typed search and the
 * rows that come back drawn in React's deferred pass. Both come from stores (the router's, React
 * Query's) that React must draw at once and whole: a typed search reaching the address, then its
 * rows, each drew the page in one task (the toolbar, its menus, the summary, the pagination: 47-53
 * ms of script here while typing); now in pieces between the frames. Any other change to the
 * address (a status, a group, a filter, a sort, a page) is a control's own pick and is drawn at
 * once: a control drawn a moment later would show its old value in between, and a second ↓ in the
 * group select or a second click on a header would start from it.
 */
export function ContractsPage() {
  const search = contractsRoute.useSearch()
  // Grouped, the table shows the groups: the list's page is not asked for.
  const contracts = useQuery({ ...contractQueries.list(search), enabled: !search.group })
  const typed = useDeferredValue(search)
  return (
    <ContractsList
      search={onlyTermDiffers(typed, search) ? typed : search}
      contracts={useDeferredValue(contracts)}
    />
  )
}

/** Whether the two searches differ in their typed term alone (and the page it sends back to). */
const onlyTermDiffers = (a: ContractListSearch, b: ContractListSearch) =>
  a.search !== b.search &&
  Object.keys({ ...a, ...b }).every(
    (key) =>
      key === 'search' || key === 'page' || a[key as keyof typeof a] === b[key as keyof typeof b],
  )

const ContractsList = memo(function ContractsList({
  search,
  contracts,
}: {
  search: ContractListSearch
  contracts: UseQueryResult<ContractList>
}) {
  const t = useMessages(contractMessages)
  const c = useMessages(commonMessages)
  const cellWords = useMessages(contractCellMessages)
  const navigate = contractsRoute.useNavigate()
  const router = useRouter()
  const live = useLiveList({
    resource: 'contract',
    query: contractQueries.list(search),
    rowsOf: (list) => list.contracts,
    withRows: (list, rows) => ({ ...list, contracts: rows }),
  })
  const confirmTerminate = useConfirmTerminate()
  const table = useRef<HTMLTableElement>(null)
  const searchInput = useRef<HTMLInputElement>(null)
  const groupBy = useRef<HTMLSelectElement>(null)
  const [filtersOpen, filters] = useDisclosure(false)
  const filtersArea = useId()

  useEffect(() => rememberListSearch(search), [search])

  const setSearch = (next: Partial<typeof search>, how?: { replace: boolean }) =>
    navigate({ search: (previous) => ({ ...previous, ...next }), replace: how?.replace })

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
    pages: contracts.data,
    onPage: (page) => setSearch({ page }),
    hotkeys: [
      ['e', (active) => active && void openEditor(active)],
      ['t', (active) => active && confirmTerminate(active)],
      ['g', () => groupBy.current?.focus()],
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
  const { ready, ...grid } = useContractColumns(search.sort, (sort) => setSearch({ sort, page: 1 }))

  return (
    <ListPage
      maw={1400}
      title={t.title}
      subtitle={t.subtitle}
      actions={
        <>
          <SavedViewsMenu resource="contracts" search={search} reader={ContractListSearch} />
          <TableSettings
            table="contracts"
            link={CONTRACT_LINK_COLUMN}
            labels={contractColumnLabels(t)}
            pinnable
          />
          <ImportButton />
          <ExportButton filters={search} />
          <NewRecordButton
            to="/contracts/new"
            label={t.newContract}
            icon={<IconPlus size={18} aria-hidden />}
            shortcut="n"
          />
        </>
      }
    >
      <ListToolbar gap="sm">
        <Group gap="sm">
          <ListSearchInput
            ref={searchInput}
            id={CONTRACT_SEARCH_ID}
            label={t.searchLabel}
            placeholder={t.searchPlaceholder}
            value={search.search ?? ''}
            onSearch={(text, how) => setSearch({ search: text, page: 1 }, how)}
            onLeaveDown={() => keyboard.activate(0)}
            onBackspaceEmpty={() => chips.at(-1)?.onRemove()}
          />
          <StatusFilter
            status={search.status}
            onChange={(status) => setSearch({ status, page: 1 })}
          />
          <GroupBySelect
            ref={groupBy}
            group={search.group}
            onChange={(group) => setSearch({ group, page: 1 })}
          />
        </Group>
        {/* Beside the key hints, which take two lines anyway: the rows start higher up. */}
        <Group gap="md" wrap="nowrap">
          <FiltersButton
            search={search}
            open={filtersOpen}
            onToggle={filters.toggle}
            controls={filtersArea}
          />
          <KeyHints
            visibleFrom="lg"
            lines={[
              [
                { keys: ['0', '4'], between: '–', label: t.keysStatus },
                { keys: ['e'], label: t.keysEdit },
                { keys: ['t'], label: t.keysTerminate },
                { keys: ['g'], label: t.keysGroup },
                { keys: ['←', '→'], label: cellWords.keysCells },
                { keys: ['F2'], label: cellWords.keysEditCell },
                { keys: ['?'], label: t.keysAll },
              ],
              [
                { keys: [c.keySpace, 'x'], between: ' / ', label: t.keysSelect },
                { keys: [c.keyShift, '↑', '↓'], label: t.keysExtend },
                { keys: ['a'], label: t.keysSelectPage },
                { keys: ['Esc'], label: t.keysClearSelection },
              ],
            ]}
          />
        </Group>
      </ListToolbar>
      {filtersOpen && <ContractFilters search={search} onChange={setSearch} id={filtersArea} />}
      <FilterChips chips={chips} onClearAll={clearFilters} />

      {search.group ? (
        <ContractGroupsTable by={search.group} filters={filtersOf(search)} />
      ) : (
        <ListBody
          query={contracts}
          rowsOf={(list) => list.contracts}
          ready={ready}
          live={live}
          loadFailed={t.loadFailed}
          skeleton={<ContractsTableSkeleton rows={Math.min(search.per_page, 10)} {...grid} />}
          empty={
            <ListEmptyState
              noun={t.noun}
              icon={<IconFileOff size={28} aria-hidden />}
              searchIcon={<IconFileSearch size={28} aria-hidden />}
              search={search.search}
              noMatch={(text) => t.noMatchSearch({ search: text })}
              filtered={search.status || chips.length > 0 ? t.noMatchText : undefined}
              page={search.page}
              onClearSearch={clearFilters}
              onFirstPage={() => setSearch({ page: 1 })}
              emptyDescription={t.noneYetText}
              emptyAction={
                <Button component={Link} to="/contracts/new">
                  {t.newContract}
                </Button>
              }
            />
          }
        >
          {(rows, busy) => (
            <ContractsTable
              ref={table}
              contracts={rows}
              busy={busy}
              {...grid}
              onActivate={keyboard.setActiveIndex}
              onTerminate={confirmTerminate}
              selection={selection}
              resizable
            />
          )}
        </ListBody>
      )}

      <ContractsSummaryBar selection={selection} filters={search} />
      {!search.group && (
        <>
          <ContractsBulkBar selection={selection} filters={search} list={contracts.data} />
          <ListPagination meta={contracts.data} onChange={setSearch} />
        </>
      )}
    </ListPage>
  )
})
