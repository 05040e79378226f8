import '@mantine/charts/styles.layer.css'
import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import dayjs from 'dayjs'
import type { ContractStatus, Overview } from '../../interface'
import { CONTRACT_STATUSES } from '../../interface/contract-values'
import { INQUIRY_STATUSES, POSITION_STAGES } from '../../interface/inquiry-values'
import { LoadErrorAlert } from '../../lib/ui/LoadErrorAlert'
import { PageHeader } from '../../lib/ui/PageHeader'
import { useCurrentUser } from '../auth/use-current-user'
import { STATUS_LABELS } from '../contracts/labels'
import { overviewQueries } from './api'
import { ChartCard } from './components/ChartCard'
import { EndingSoonTable } from './components/EndingSoonTable'
import { FigureBars } from './components/FigureBars'
import { formatCount } from './components/FigureLink'
import { FigureTable, type FigureRow } from './components/FigureTable'
import { RenewalCards } from './components/RenewalCards'
import { monthFilter } from './links'

/** Theme colours that read on light and dark backgrounds alike. */
const STATUS_CHART_COLORS: Record<ContractStatus, string> = {
  'not started': 'blue',
  ongoing: 'teal',
  ended: 'gray',
  unknown: 'yellow',
}
const STAGE_LABELS = { pending: 'Pending', cancelled: 'Cancelled' } as const
const STAGE_COLORS: Record<string, string> = { Pending: 'blue', Cancelled: 'gray' }
const STATUS_BY_LABEL = Object.fromEntries(
  CONTRACT_STATUSES.map((status) => [STATUS_LABELS[status], STATUS_CHART_COLORS[status]]),
)

const monthLabel = (month: string) => dayjs(`${month}-01`).format('MMM YYYY')

export function OverviewPage() {
  const user = useCurrentUser()
  const admin = user.type === 'admin'
  const overview = useQuery(overviewQueries.get())
  const data = overview.data

  return (
    <Stack gap="lg" maw={1400} mx="auto">
      <PageHeader
        title="Overview"
        description={
          admin
            ? 'Every company at a glance: contracts, renewals ahead and hiring. Each figure opens the list it counts.'
            : `${user.company} at a glance: your contracts, those ending soon, and your hiring.`
        }
      />
      {overview.isError && !data ? (
        <LoadErrorAlert
          title="The overview could not be loaded"
          error={overview.error}
          onRetry={() => overview.refetch()}
        />
      ) : (
        <>
          <RenewalCards endingWithin={data?.contracts.ending_within} linked={admin} />
          {!data ? (
            <SimpleGrid cols={{ base: 1, lg: 2 }}>
              <Skeleton height={300} radius="md" />
              <Skeleton height={300} radius="md" />
            </SimpleGrid>
          ) : (
            <OverviewFigures overview={data} admin={admin} />
          )}
        </>
      )}
    </Stack>
  )
}

function OverviewFigures({ overview, admin }: { overview: Overview; admin: boolean }) {
  const { contracts, inquiries } = overview
  const statusRows: FigureRow[] = CONTRACT_STATUSES.map((status) => ({
    label: STATUS_LABELS[status],
    cells: [
      {
        value: contracts.by_status[status],
        label: `${STATUS_LABELS[status].toLowerCase()} contracts`,
        target: admin ? { to: '/contracts', search: { status } } : undefined,
      },
    ],
  }))
  const contractTotal = CONTRACT_STATUSES.reduce((sum, s) => sum + contracts.by_status[s], 0)
  const monthRows: FigureRow[] = contracts.by_month.map(({ month, starting, ending }) => ({
    label: monthLabel(month),
    cells: (['starting', 'ending'] as const).map((what) => ({
      value: what === 'starting' ? starting : ending,
      label: `contracts ${what} in ${monthLabel(month)}`,
      target: admin ? { to: '/contracts' as const, search: monthFilter(month, what) } : undefined,
    })),
  }))
  const inquiryRows: FigureRow[] = INQUIRY_STATUSES.map((status) => ({
    label: STAGE_LABELS[status],
    cells: [
      {
        value: inquiries.by_status[status],
        label: `${status} inquiries`,
        target: { to: '/inquiries', search: { status } },
      },
    ],
  }))
  const positionRows: FigureRow[] = POSITION_STAGES.map((stage) => ({
    label: STAGE_LABELS[stage],
    cells: [{ value: inquiries.positions_by_stage[stage], label: `${stage} positions` }],
  }))

  return (
    <>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ChartCard
          title="Contracts by status"
          description={`${formatCount(contractTotal)} contracts, terminated ones left out.`}
          chart={
            contractTotal === 0 ? (
              <NothingYet what="No contracts yet." />
            ) : (
              <FigureBars rows={statusRows} color={(label) => STATUS_BY_LABEL[label]!} />
            )
          }
          table={
            <FigureTable
              caption="Contracts by status"
              columns={['Status', 'Contracts']}
              rows={statusRows}
            />
          }
        />
        <ChartCard
          title="The next twelve months"
          description="Contracts starting and ending in each month."
          chart={
            <SimpleGrid cols={2} spacing="md">
              <FigureBars rows={monthRows} cell={0} color="blue" barsLabel="Starting" />
              <FigureBars rows={monthRows} cell={1} color="orange" barsLabel="Ending" />
            </SimpleGrid>
          }
          table={
            <FigureTable
              caption="Contracts starting and ending per month"
              columns={['Month', 'Starting', 'Ending']}
              rows={monthRows}
            />
          }
        />
      </SimpleGrid>

      <EndingSoonTable contracts={contracts.ending_soon} linked={admin} />

      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ChartCard
          title="Inquiries by status"
          description="Each inquiry you may see, pending or cancelled."
          chart={<FigureBars rows={inquiryRows} color={(label) => STAGE_COLORS[label]!} />}
          table={
            <FigureTable
              caption="Inquiries by status"
              columns={['Status', 'Inquiries']}
              rows={inquiryRows}
            />
          }
        />
        <ChartCard
          title="Positions by stage"
          description="The positions of those inquiries; a cancelled inquiry's are cancelled."
          chart={<FigureBars rows={positionRows} color={(label) => STAGE_COLORS[label]!} />}
          table={
            <FigureTable
              caption="Positions by stage"
              columns={['Stage', 'Positions']}
              rows={positionRows}
            />
          }
        />
      </SimpleGrid>
    </>
  )
}

function NothingYet({ what }: { what: string }) {
  return (
    <Text size="sm" c="dimmed" py="xl" ta="center">
      {what}
    </Text>
  )
}
