import { Group, Paper, Skeleton, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useFormat } from '../../../lib/format'
import { useMessages } from '../../../lib/i18n'
import { type ListSelection, useSelectedIds } from '../../../lib/use-list-selection'
import { type ContractListSearch, filtersOf } from '../search'
import { SUMMARY_KEY, contractSummaryQuery } from './api'
import { useFiguresFollowChanges } from '../../../lib/live'
import { contractSummaryMessages } from './messages'
import { SUMMARY_SETTLE_MS } from './settle'

type Props = { selection: ListSelection<number>; filters: ContractListSearch }

/**
 * Under the table: how many contracts the filters select, the sums of their client and vendor
 * prices and margins today and their mean allocation; of the picked ones while any are picked.
 */
export function ContractsSummaryBar({ selection, filters }: Props) {
  const t = useMessages(contractSummaryMessages)
  const format = useFormat()
  const ids = useSelectedIds(selection)
  const matching = filtersOf(filters)
  const asked = JSON.stringify(
    ids.length > 0 ? { ids: [...ids].sort((a, b) => a - b).join(',') } : matching,
  )
  // Asked once the search and the pick have rested, not for every letter typed.
  const [settled] = useDebouncedValue(asked, SUMMARY_SETTLE_MS)
  // Anyone's write of a contract may move the sums: they are read again in place.
  useFiguresFollowChanges(['contract'], SUMMARY_KEY)
  const summary = useQuery(
    contractSummaryQuery(JSON.parse(settled) as Parameters<typeof contractSummaryQuery>[0]),
  )
  const data = summary.data
  const figure = (label: string, value: ReactNode) => (
    <Text size="sm" c="dimmed" span>
      {label}{' '}
      <Text span fw={600} c="var(--mantine-color-text)" ff="monospace">
        {value}
      </Text>
    </Text>
  )
  return (
    <Paper
      withBorder
      px="md"
      py="xs"
      role="status"
      aria-label={t.label}
      aria-busy={summary.isFetching}
    >
      {summary.isError ? (
        <Text size="sm" c="var(--mantine-color-error)">
          {t.failed}
        </Text>
      ) : !data ? (
        <Skeleton h={20} w="60%" />
      ) : (
        <Group gap="lg" wrap="wrap">
          <Text size="sm" fw={600}>
            {ids.length > 0
              ? t.selected({ count: format.number(data.count) })
              : data.count === 1
                ? t.matchingOne
                : t.matching({ count: format.number(data.count) })}
          </Text>
          {figure(t.clientPrices, format.money(data.client_price_sum))}
          {figure(t.vendorPrices, format.money(data.vendor_price_sum))}
          {figure(t.margin, format.money(data.margin_sum))}
          {data.allocation_avg !== null &&
            figure(t.allocation, `${format.number(data.allocation_avg)} %`)}
        </Group>
      )}
    </Paper>
  )
}
