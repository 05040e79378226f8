import { Button, EmptyState, Paper } from '@mantine/core'
import { IconFileOff } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useMessages } from '../../../lib/i18n'
import { inquiryMessages } from '../messages'

/** A missing inquiry and another company's inquiry look the same: the API answers 404 to both. */
export function InquiryNotFound() {
  const t = useMessages(inquiryMessages)
  return (
    <Paper withBorder radius="md">
      <EmptyState
        py={48}
        icon={<IconFileOff size={28} aria-hidden />}
        withIndicatorBackground
        title={t.notFound}
        description={t.notFoundText}
      >
        <EmptyState.Actions>
          <Button component={Link} to="/inquiries">
            {t.backToInquiries}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  )
}
