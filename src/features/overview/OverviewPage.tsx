import '@mantine/charts/styles.layer.css'
import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useFiguresFollowChanges } from '../../lib/live'
import type { ContractStatus, Overview } from '../../interface'
import { CONTRACT_STATUSES } from '../../interface/contract-values'
import { INQUIRY_STATUSES, POSITION_STAGES } from '../../interface/inquiry-values'
import { LoadErrorAlert } from '../../lib/ui/LoadErrorAlert'
import { PageHeader } from '../../lib/ui/PageHeader'
import { useCurrentUser } from '../auth'
import { contractMessages, statusLabels } from '../contracts'
import { useFormat } from '../../lib/format'
import { overviewQueries } from './api'
import { ChartCard } from './components/ChartCard'
import { EndingSoonTable } from './components/EndingSoonTable'
import { FigureBars } from './components/FigureBars'
import { FigureTable, type FigureRow } from './components/FigureTable'
import { NewestActivity } from './components/NewestActivity'
import { RenewalCards } from './components/RenewalCards'
import { RenewalsAhead } from './components/RenewalsAhead'
import { monthFilter } from './links'
import { useMessages } from '../../lib/i18n'
import { overviewMessages } from './messages'

/** Theme colours that read on light and dark backgrounds alike. */
const STATUS_CHART_COLORS: Record<ContractStatus, string> = {
  'not started': 'blue',
  ongoing: 'teal',
  ended: 'gray',
  unknown: 'yellow',
}
const STAGE_COLORS = { pending: 'blue', cancelled: 'gray' } as const

export function OverviewPage() {
  const t = useMessages(overviewMessages)
  const user = useCurrentUser()
  const admin = user.type === 'admin'
  const overview = useQuery(overviewQueries.get())
  const data = overview.data
  // Anyone's write moves the figures.
  useFiguresFollowChanges(['contract', 'inquiry', 'position'], overviewQueries.all())

  return (
    <Stack gap="lg" maw={1400} mx="auto">
      <PageHeader
        title={t.title}
        description={admin ? t.descriptionAdmin : t.descriptionClient({ company: user.company })}
      />
      {overview.isError && !data ? (
        <LoadErrorAlert
          title={t.loadFailed}
          error={overview.error}
          onRetry={() => overview.refetch()}
        />
      ) : (
        <>
          <RenewalCards endingWithin={data?.contracts.ending_within} linked={admin} />
          <RenewalsAhead contracts={data?.contracts} linked={admin} />
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
  const t = useMessages(overviewMessages)
  const contractsT = useMessages(contractMessages)
  const format = useFormat()
  const statuses = statusLabels(contractsT)
  const stages = { pending: t.pending, cancelled: t.cancelled }
  const { contracts, inquiries } = overview
  // The bars are coloured by their row's label, in whichever language it is.
  const colorOf = Object.fromEntries([
    ...CONTRACT_STATUSES.map((status) => [statuses[status], STATUS_CHART_COLORS[status]]),
    ...INQUIRY_STATUSES.map((status) => [stages[status], STAGE_COLORS[status]]),
  ]) as Record<string, string>
  const statusRows: FigureRow[] = CONTRACT_STATUSES.map((status) => ({
    label: statuses[status],
    cells: [
      {
        value: contracts.by_status[status],
        label: t.statusContracts({ status: statuses[status].toLowerCase() }),
        target: admin ? { to: '/contracts', search: { status } } : undefined,
      },
    ],
  }))
  const contractTotal = CONTRACT_STATUSES.reduce((sum, s) => sum + contracts.by_status[s], 0)
  const monthRows: FigureRow[] = contracts.by_month.map(({ month, starting, ending }) => ({
    label: format.month(month),
    cells: (['starting', 'ending'] as const).map((what) => ({
      value: what === 'starting' ? starting : ending,
      label: (what === 'starting' ? t.monthContractsStarting : t.monthContractsEnding)({
        month: format.month(month),
      }),
      target: admin ? { to: '/contracts' as const, search: monthFilter(month, what) } : undefined,
    })),
  }))
  const inquiryRows: FigureRow[] = INQUIRY_STATUSES.map((status) => ({
    label: stages[status],
    cells: [
      {
        value: inquiries.by_status[status],
        label: status === 'pending' ? t.pendingInquiries : t.cancelledInquiries,
        target: { to: '/inquiries', search: { status } },
      },
    ],
  }))
  const positionRows: FigureRow[] = POSITION_STAGES.map((stage) => ({
    label: stages[stage],
    cells: [
      {
        value: inquiries.positions_by_stage[stage],
        label: stage === 'pending' ? t.pendingPositions : t.cancelledPositions,
      },
    ],
  }))

  return (
    <>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ChartCard
          title={t.byStatus}
          description={t.byStatusDescription({ count: format.number(contractTotal) })}
          chart={
            contractTotal === 0 ? (
              <NothingYet what={t.noContracts} />
            ) : (
              <FigureBars rows={statusRows} color={(label) => colorOf[label]!} />
            )
          }
          table={
            <FigureTable caption={t.byStatus} columns={[t.status, t.contracts]} rows={statusRows} />
          }
        />
        <ChartCard
          title={t.nextTwelveMonths}
          description={t.nextTwelveMonthsDescription}
          chart={
            <SimpleGrid cols={2} spacing="md">
              <FigureBars rows={monthRows} cell={0} color="blue" barsLabel={t.starting} />
              <FigureBars rows={monthRows} cell={1} color="orange" barsLabel={t.ending} />
            </SimpleGrid>
          }
          table={
            <FigureTable
              caption={t.perMonth}
              columns={[t.month, t.starting, t.ending]}
              rows={monthRows}
            />
          }
        />
      </SimpleGrid>

      <EndingSoonTable contracts={contracts.ending_soon} linked={admin} />

      {admin && <NewestActivity />}

      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ChartCard
          title={t.inquiriesByStatus}
          description={t.inquiriesByStatusDescription}
          chart={<FigureBars rows={inquiryRows} color={(label) => colorOf[label]!} />}
          table={
            <FigureTable
              caption={t.inquiriesByStatus}
              columns={[t.status, t.inquiries]}
              rows={inquiryRows}
            />
          }
        />
        <ChartCard
          title={t.positionsByStage}
          description={t.positionsByStageDescription}
          chart={<FigureBars rows={positionRows} color={(label) => colorOf[label]!} />}
          table={
            <FigureTable
              caption={t.positionsByStage}
              columns={[t.stage, t.positions]}
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
