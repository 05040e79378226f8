import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconBan, IconPlus } from '@tabler/icons-react'
import { LoadErrorAlert } from '../../lib/ui/LoadErrorAlert'
import { useQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import type { InquiryDetail } from '../../interface'
import { ApiError } from '../../lib/api'
import { PageHeader } from '../../lib/ui/PageHeader'
import { inquiryQueries } from './api'
import { InquiryFacts } from './components/InquiryFacts'
import { InquiryNotFound } from './components/InquiryNotFound'
import { PositionsTable } from './components/PositionsTable'
import { StatusBadge } from './components/StatusBadges'
import { useConfirmCancelInquiry, useConfirmCancelPosition } from './components/useConfirmCancel'

const inquiryRoute = getRouteApi('/_authenticated/inquiries/$orderId')

export function InquiryDetailPage() {
  const { orderId } = inquiryRoute.useParams()
  const inquiry = useQuery(inquiryQueries.detail(orderId))

  if (inquiry.isPending) return <InquiryDetailSkeleton />
  if (inquiry.isError) {
    const notFound = inquiry.error instanceof ApiError && inquiry.error.status === 404
    return (
      <Stack gap="lg" maw={1200} mx="auto">
        <PageHeader
          title={notFound ? 'Inquiry not found' : 'Inquiry'}
          parent={{ label: 'Inquiries', to: '/inquiries' }}
        />
        {notFound ? (
          <InquiryNotFound />
        ) : (
          <LoadErrorAlert
            title="The inquiry could not be loaded"
            error={inquiry.error}
            onRetry={() => inquiry.refetch()}
          />
        )}
      </Stack>
    )
  }
  return <InquiryView inquiry={inquiry.data} />
}

function InquiryView({ inquiry }: { inquiry: InquiryDetail }) {
  const confirmCancelInquiry = useConfirmCancelInquiry(inquiry)
  const confirmCancelPosition = useConfirmCancelPosition(inquiry.id)
  const pending = inquiry.status === 'pending'

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <PageHeader
        title={inquiry.title}
        parent={{ label: 'Inquiries', to: '/inquiries' }}
        description={
          <Group gap="xs">
            <StatusBadge status={inquiry.status} />
            <Text size="sm" c="dimmed">
              Inquiry #{inquiry.id}
            </Text>
          </Group>
        }
        aside={
          pending && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconBan size={16} aria-hidden />}
              onClick={confirmCancelInquiry}
            >
              Cancel inquiry
            </Button>
          )
        }
      />
      <InquiryFacts inquiry={inquiry} />
      <Paper withBorder radius="md">
        <Group justify="space-between" p="md">
          <Title order={2} fz="h4">
            Positions
          </Title>
          {pending && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/inquiries/$orderId/positions/new"
                  params={{ orderId: inquiry.id }}
                />
              )}
            >
              Add position
            </Button>
          )}
        </Group>
        {inquiry.positions.length === 0 ? (
          <Text size="sm" c="dimmed" px="md" pb="md">
            This inquiry has no positions.
          </Text>
        ) : (
          <PositionsTable positions={inquiry.positions} onCancel={confirmCancelPosition} />
        )}
      </Paper>
    </Stack>
  )
}

function InquiryDetailSkeleton() {
  return (
    <Stack gap="lg" maw={1200} mx="auto" aria-busy aria-label="Loading the inquiry">
      <Skeleton height={14} width={160} />
      <Skeleton height={32} width={360} />
      <Paper withBorder radius="md" p="lg">
        <Stack>
          <Skeleton height={40} />
          <Skeleton height={80} />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Stack>
          {[1, 2, 3].map((row) => (
            <Skeleton key={row} height={28} />
          ))}
        </Stack>
      </Paper>
    </Stack>
  )
}
