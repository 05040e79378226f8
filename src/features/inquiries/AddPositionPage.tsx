import { Alert, Anchor, Button, Skeleton, Stack } from '@mantine/core'
import { IconBan } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import { ApiError } from '../../lib/api'
import { PageHeader } from '../../lib/ui/PageHeader'
import { inquiryQueries } from './api'
import { AddPositionForm } from './components/AddPositionForm'
import { InquiryNotFound } from './components/InquiryNotFound'
import { useMessages } from '../../lib/i18n'
import { inquiryMessages } from './messages'

const addPositionRoute = getRouteApi('/_authenticated/inquiries/$orderId/positions/new')

export function AddPositionPage() {
  const t = useMessages(inquiryMessages)
  const { orderId } = addPositionRoute.useParams()
  const inquiry = useQuery(inquiryQueries.detail(orderId))
  const notFound = inquiry.error instanceof ApiError && inquiry.error.status === 404

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <PageHeader
        title={t.addPosition}
        parent={{ label: t.title, to: '/inquiries' }}
        trail={
          inquiry.data
            ? [
                <Anchor
                  key="inquiry"
                  size="sm"
                  renderRoot={(props) => (
                    <Link {...props} to="/inquiries/$orderId" params={{ orderId }} />
                  )}
                >
                  {inquiry.data.record.title}
                </Anchor>,
              ]
            : []
        }
        description={
          inquiry.data ? t.addPositionDescription({ title: inquiry.data.record.title }) : undefined
        }
      />
      {inquiry.isPending ? (
        <Skeleton height={480} radius="md" />
      ) : notFound ? (
        <InquiryNotFound />
      ) : inquiry.data?.record.status === 'cancelled' ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconBan aria-hidden />}
          title={t.cancelledInquiry}
        >
          <Stack gap="sm" align="flex-start">
            {t.cancelledInquiryText}
            <Button
              size="xs"
              variant="default"
              renderRoot={(props) => (
                <Link {...props} to="/inquiries/$orderId" params={{ orderId }} />
              )}
            >
              {t.backToInquiry}
            </Button>
          </Stack>
        </Alert>
      ) : (
        // A failed look-up of the title should not keep anyone from adding the position.
        <AddPositionForm orderId={orderId} />
      )}
    </Stack>
  )
}
