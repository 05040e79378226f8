import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconBan, IconPlus } from '@tabler/icons-react'
import { LoadErrorAlert } from '../../lib/ui/LoadErrorAlert'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLiveChanges } from '../../lib/live'
import { FollowButton } from '../notifications'
import { PresenceLine } from '../../lib/ui/live/RecordLive'
import { Link, getRouteApi } from '@tanstack/react-router'
import type { InquiryDetail } from '../../interface'
import { ApiError } from '../../lib/api'
import { PageHeader } from '../../lib/ui/PageHeader'
import { RecordTabs } from '../../lib/ui/history/RecordTabs'
import { inquiryQueries } from './api'
import { InquiryHistory } from './InquiryHistory'
import { InquiryFacts } from './components/InquiryFacts'
import { InquiryNotFound } from './components/InquiryNotFound'
import { PositionsTable } from './components/PositionsTable'
import { StatusBadge } from './components/StatusBadges'
import { useConfirmCancelInquiry, useConfirmCancelPosition } from './components/useConfirmCancel'
import { useMessages } from '../../lib/i18n'
import { inquiryMessages } from './messages'

const inquiryRoute = getRouteApi('/_authenticated/inquiries/$orderId')

export function InquiryDetailPage() {
  const t = useMessages(inquiryMessages)
  const { orderId } = inquiryRoute.useParams()
  const inquiry = useQuery(inquiryQueries.detail(orderId))

  if (inquiry.isPending) return <InquiryDetailSkeleton />
  if (inquiry.isError) {
    const notFound = inquiry.error instanceof ApiError && inquiry.error.status === 404
    return (
      <Stack gap="lg" maw={1200} mx="auto">
        <PageHeader
          title={notFound ? t.notFound : t.inquiry}
          parent={{ label: t.title, to: '/inquiries' }}
        />
        {notFound ? (
          <InquiryNotFound />
        ) : (
          <LoadErrorAlert
            title={t.loadOneFailed}
            error={inquiry.error}
            onRetry={() => inquiry.refetch()}
          />
        )}
      </Stack>
    )
  }
  return <InquiryView inquiry={inquiry.data.record} etag={inquiry.data.etag} />
}

/** `etag`: the inquiry's as shown; cancelling it or one of its positions is conditional on it. */
function InquiryView({ inquiry, etag }: { inquiry: InquiryDetail; etag: string }) {
  const t = useMessages(inquiryMessages)
  const confirmCancelInquiry = useConfirmCancelInquiry(inquiry.id)
  const confirmCancelPosition = useConfirmCancelPosition(inquiry.id)
  const pending = inquiry.status === 'pending'
  const queryClient = useQueryClient()
  // Nothing is typed on this page: someone else's change to it, or to one of its positions (an
  // event names a position's inquiry), just shows.
  useLiveChanges(['inquiry', 'position'], (change) => {
    if ((change.parent?.id ?? change.id) !== inquiry.id) return
    void queryClient.invalidateQueries({ queryKey: inquiryQueries.detail(inquiry.id).queryKey })
  })

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <PageHeader
        title={inquiry.title}
        parent={{ label: t.title, to: '/inquiries' }}
        description={
          <Group gap="xs">
            <StatusBadge status={inquiry.status} />
            <Text size="sm" c="dimmed">
              {t.number({ id: inquiry.id })}
            </Text>
          </Group>
        }
        aside={
          <Group gap="sm">
            <FollowButton resource="inquiry" id={inquiry.id} />
            {pending && (
              <Button
                variant="light"
                color="red"
                leftSection={<IconBan size={16} aria-hidden />}
                onClick={() => confirmCancelInquiry(inquiry, etag)}
              >
                {t.cancelInquiry}
              </Button>
            )}
          </Group>
        }
      />
      <RecordTabs
        details={
          <Stack gap="lg">
            <PresenceLine resource="inquiry" id={inquiry.id} state="viewing" />
            <InquiryFacts inquiry={inquiry} />
            <Paper withBorder radius="md">
              <Group justify="space-between" p="md">
                <Title order={2} fz="h4">
                  {t.positions}
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
                    {t.addPosition}
                  </Button>
                )}
              </Group>
              {inquiry.positions.length === 0 ? (
                <Text size="sm" c="dimmed" px="md" pb="md">
                  {t.noPositions}
                </Text>
              ) : (
                <PositionsTable
                  positions={inquiry.positions}
                  onCancel={(position) => confirmCancelPosition(position, etag)}
                />
              )}
            </Paper>
          </Stack>
        }
        history={<InquiryHistory inquiry={inquiry} />}
      />
    </Stack>
  )
}

function InquiryDetailSkeleton() {
  const t = useMessages(inquiryMessages)
  return (
    <Stack gap="lg" maw={1200} mx="auto" aria-busy aria-label={t.loadingInquiry}>
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
