import {
  Alert,
  Anchor,
  Group,
  Skeleton,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core'
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type {
  ContractGroup,
  ContractGrouping,
  ContractListQuery,
  ContractStatus,
} from '../../../interface'
import { useFormat, type Formats } from '../../../lib/format'
import { useMessages } from '../../../lib/i18n'
import { contractQueries } from '../api'
import { renewalLabels, statusLabels } from '../labels'
import { contractMessages, type ContractMessages } from '../messages'
import { GROUPS_KEY, contractGroupsQuery } from './api'
import { ContractStatusBadge } from '../components/ContractStatusBadge'
import cells from '../components/contract-cells.module.css'
import type { ContractFilterSearch } from '../search'
import { groupFilter } from './group-filter'
import { useFiguresFollowChanges } from '../../../lib/live'
import { contractGroupMessages, type ContractGroupMessages } from './messages'

/** A group's sums, in the order of their columns. */
const SUMS = ['client_price_sum', 'vendor_price_sum', 'margin_sum'] as const

/** How many of a group's contracts an opened group row shows; "Show all" opens the rest. */
const SHOWN = 10

type Props = {
  by: ContractGrouping
  /** What the list's filters select (see filtersOf). */
  filters: ContractFilterSearch
}

/** A group's name as people read it: a name, a status or decision in this language, a month. */
function labelOf(
  by: ContractGrouping,
  group: ContractGroup,
  t: ContractGroupMessages,
  c: ContractMessages,
  format: Formats,
): string {
  if (group.key === null) return by === 'consultant' ? t.noConsultant : t.noEnd
  if (by === 'status') return statusLabels(c)[group.key as ContractStatus]
  if (by === 'renewal') return renewalLabels(c)[group.key as keyof ReturnType<typeof renewalLabels>]
  if (by === 'end_month') return format.month(group.key)
  return group.label ?? group.key
}

/**
 * The contracts the filters select, grouped: a row per group with its count and sums (GET
 * /contracts/groups), largest first. A group row opens in place to its first contracts, and opens
 * as the list filtered to it.
 */
export function ContractGroupsTable({ by, filters }: Props) {
  const t = useMessages(contractGroupMessages)
  const c = useMessages(contractMessages)
  const format = useFormat()
  const groups = useQuery(contractGroupsQuery({ ...filters, by }))
  // Sums, not rows under the cursor: anyone's write of a contract reads them again in place.
  useFiguresFollowChanges(['contract'], GROUPS_KEY)
  const [open, setOpen] = useState<ReadonlySet<string | null>>(new Set())
  const toggle = (key: string | null) =>
    setOpen((previous) => {
      const next = new Set(previous)
      if (!next.delete(key)) next.add(key)
      return next
    })

  if (groups.isError)
    return (
      <Alert color="red" m="md" role="alert">
        {t.loadFailed}
      </Alert>
    )
  if (!groups.data) return <Skeleton h={200} m="md" aria-label={t.loading} />
  const data = groups.data
  if (data.groups.length === 0)
    return (
      <Text c="dimmed" p="md">
        {t.empty}
      </Text>
    )
  return (
    <div aria-busy={groups.isFetching}>
      <Table.ScrollContainer type="native" minWidth={720} className={cells.viewport}>
        <Table stickyHeader aria-label={t.tableLabel} verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t[`by_${by}`]}</Table.Th>
              <Table.Th ta="right">{t.contracts}</Table.Th>
              <Table.Th ta="right">{t.clientPrices}</Table.Th>
              <Table.Th ta="right">{t.vendorPrices}</Table.Th>
              <Table.Th ta="right">{t.margin}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t.openAsList}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.groups.map((group) => (
              <GroupRows
                key={group.key ?? ''}
                by={by}
                group={group}
                label={labelOf(by, group, t, c, format)}
                filters={filters}
                open={open.has(group.key)}
                onToggle={() => toggle(group.key)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="dimmed" px="md" py="xs">
        {data.more
          ? t.more({ count: format.number(data.groups.length) })
          : data.groups.length === 1
            ? t.groupCountOne
            : t.groupCount({ count: format.number(data.groups.length) })}
      </Text>
    </div>
  )
}

type RowsProps = {
  by: ContractGrouping
  group: ContractGroup
  label: string
  filters: ContractFilterSearch
  open: boolean
  onToggle: () => void
}

/** A group's row, and while it is open, a row with its first contracts beneath it. */
function GroupRows({ by, group, label, filters, open, onToggle }: RowsProps) {
  const t = useMessages(contractGroupMessages)
  const format = useFormat()
  const contentsId = useId()
  const filter = groupFilter(by, group.key)
  const listSearch = filter && { ...filters, ...filter }
  const Chevron = open ? IconChevronDown : IconChevronRight
  return (
    <>
      <Table.Tr>
        <Table.Td>
          {listSearch ? (
            <UnstyledButton
              onClick={onToggle}
              aria-expanded={open}
              aria-controls={open ? contentsId : undefined}
            >
              <Group gap={6} wrap="nowrap">
                <Chevron size={16} aria-hidden />
                <Text fw={600} size="sm" truncate="end" maw={360} title={label}>
                  {label}
                </Text>
              </Group>
            </UnstyledButton>
          ) : (
            <Text fw={600} size="sm" pl={22} c="dimmed">
              {label}
            </Text>
          )}
        </Table.Td>
        {[format.number(group.count), ...SUMS.map((sum) => format.money(group[sum]))].map(
          (figure, column) => (
            <Table.Td key={column} ta="right" ff="monospace">
              {figure}
            </Table.Td>
          ),
        )}
        <Table.Td>
          {listSearch && (
            <Anchor
              size="sm"
              aria-label={t.openGroup({ group: label })}
              renderRoot={(props) => <Link {...props} to="/contracts" search={listSearch} />}
            >
              {t.openAsList}
            </Anchor>
          )}
        </Table.Td>
      </Table.Tr>
      {open && listSearch && (
        <Table.Tr id={contentsId}>
          <Table.Td colSpan={6} pl={40}>
            <GroupContracts search={listSearch} count={group.count} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  )
}

/** A group's first contracts, each a link to its editor, and a link to all of them. */
function GroupContracts({
  search,
  count,
}: {
  search: Omit<ContractListQuery, 'page' | 'per_page'>
  count: number
}) {
  const t = useMessages(contractGroupMessages)
  const format = useFormat()
  const list = useQuery(contractQueries.list({ ...search, page: 1, per_page: SHOWN }))
  if (list.isError)
    return (
      <Text c="red" size="sm">
        {t.contractsFailed}
      </Text>
    )
  if (!list.data) return <Skeleton h={60} />
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {list.data.contracts.map((contract) => (
        <li key={contract.id}>
          <Group gap="sm" wrap="nowrap" py={2}>
            <Anchor
              size="sm"
              fw={600}
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/contracts/$contractId/edit"
                  params={{ contractId: contract.id }}
                />
              )}
            >
              {contract.the_contract_id}
            </Anchor>
            <Text size="sm" truncate="end" maw={420}>
              {contract.client_company.name} → {contract.vendor_company.name}
              {contract.consultant && ` · ${contract.consultant.name}`}
            </Text>
            <ContractStatusBadge status={contract.status} />
            {contract.contract_end && (
              <Text size="sm" c="dimmed">
                {format.date(contract.contract_end)}
              </Text>
            )}
          </Group>
        </li>
      ))}
      {count > SHOWN && (
        <li>
          <Anchor
            size="sm"
            renderRoot={(props) => <Link {...props} to="/contracts" search={search} />}
          >
            {t.showAll({ count: format.number(count) })}
          </Anchor>
        </li>
      )}
    </ul>
  )
}
