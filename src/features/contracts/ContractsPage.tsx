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
import { formatDate } from '../../lib/format'
import { contractQueries } from './api'
import { ContractsEmptyState } from './components/ContractsEmptyState'
import { ContractsTable, ContractsTableSkeleton } from './components/ContractsTable'
import { ExportButton } from './components/ExportButton'
import { StatusFilter } from './components/StatusFilter'
import { useConfirmTerminate } from './components/useConfirmTerminate'
import { STATUS_FILTERS } from './labels'
import { rememberListSearch } from './list-memory'
import { CONTRACT_SEARCH_ID, DATE_FILTERS, PER_PAGE_OPTIONS } from './search'

const contractsRoute = getRouteApi('/_authenticated/_admin/contracts')

export function ContractsPage() {
  const search = contractsRoute.useSearch()
  const navigate = contractsRoute.useNavigate()
  const router = useRouter()
  const contracts = useQuery(contractQueries.list(search))
  const confirmTerminate = useConfirmTerminate()
  const table = useRef<HTMLTableElement>(null)
  const searchInput = useRef<HTMLInputElement>(null)

  useEffect(() => rememberListSearch(search), [search])

  const setSearch = (next: Partial<typeof search>) =>
    navigate({ search: (previous) => ({ ...previous, ...next }) })

  const openEditor = (contract: ContractRecord) =>
    router.navigate({ to: '/contracts/$contractId/edit', params: { contractId: contract.id } })

  // The date ranges (from the overview's figures, say), one chip a range.
  const ranges = (['contract_start', 'contract_end'] as const).flatMap((column) => {
    const from = search[`${column}_from`]
    const to = search[`${column}_to`]
    if (!from && !to) return []
    const what = column === 'contract_start' ? 'Starts' : 'Ends'
    const label =
      from && to
        ? `${what} ${formatDate(from)} – ${formatDate(to)}`
        : from
          ? `${what} on or after ${formatDate(from)}`
          : `${what} on or before ${formatDate(to!)}`
    return [
      {
        key: column,
        label,
        onRemove: () =>
          setSearch({ [`${column}_from`]: undefined, [`${column}_to`]: undefined, page: 1 }),
      },
    ]
  })
  const clearFilters = () =>
    setSearch({
      search: undefined,
      status: undefined,
      ...Object.fromEntries(DATE_FILTERS.map((name) => [name, undefined])),
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
    hotkeys: (active) => [
      ['e', () => active && void openEditor(active)],
      ['t', () => active && confirmTerminate(active)],
      ...STATUS_FILTERS.map(
        (filter, index) =>
          [
            String(index),
            () => setSearch({ status: filter.value === 'all' ? undefined : filter.value, page: 1 }),
          ] as [string, () => void],
      ),
    ],
  })

  return (
    <Stack gap="lg" maw={1400} mx="auto">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz="h2">
            Contracts
          </Title>
          <Text c="dimmed" size="sm">
            Who works for whom, for how long and at what price.
          </Text>
        </div>
        <Group gap="sm">
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
            New contract
          </Button>
        </Group>
      </Group>

      <Paper withBorder radius="md">
        <Group p="md" justify="space-between" gap="sm">
          <Group gap="sm">
            <ListSearchInput
              ref={searchInput}
              id={CONTRACT_SEARCH_ID}
              label="Search contracts"
              placeholder="Consultant, company or contract id"
              value={search.search ?? ''}
              onSearch={(text) => {
                // Typing paused just as the person opened another page: stay there.
                if (router.state.location.pathname !== '/contracts') return
                setSearch({ search: text || undefined, page: 1 })
              }}
              onLeaveDown={() => keyboard.activate(0)}
              onBackspaceEmpty={() => ranges.at(-1)?.onRemove()}
            />
            <StatusFilter
              status={search.status}
              onChange={(status) => setSearch({ status, page: 1 })}
            />
          </Group>
          <Text size="xs" c="dimmed" visibleFrom="lg">
            <Kbd size="xs">0</Kbd>–<Kbd size="xs">4</Kbd> status · <Kbd size="xs">e</Kbd> edit ·{' '}
            <Kbd size="xs">t</Kbd> terminate · <Kbd size="xs">?</Kbd> all keys
          </Text>
        </Group>
        <FilterChips chips={ranges} onClearAll={clearFilters} />

        {contracts.isError && !contracts.data ? (
          <LoadErrorAlert
            m="md"
            title="The contracts could not be loaded"
            error={contracts.error}
            onRetry={() => contracts.refetch()}
          />
        ) : !contracts.data ? (
          <ContractsTableSkeleton
            rows={Math.min(search.per_page, 10)}
            sort={search.sort}
            onSort={(sort) => setSearch({ sort, page: 1 })}
          />
        ) : contracts.data.contracts.length === 0 ? (
          <ContractsEmptyState
            filtered={!!search.search || !!search.status || ranges.length > 0}
            page={search.page}
            onClearFilters={clearFilters}
            onFirstPage={() => setSearch({ page: 1 })}
          />
        ) : (
          <ContractsTable
            ref={table}
            contracts={contracts.data.contracts}
            busy={contracts.isPlaceholderData}
            activeIndex={keyboard.activeIndex}
            onActivate={keyboard.setActiveIndex}
            onTerminate={confirmTerminate}
            sort={search.sort}
            onSort={(sort) => setSearch({ sort, page: 1 })}
          />
        )}

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
