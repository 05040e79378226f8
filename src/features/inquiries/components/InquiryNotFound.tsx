import { Button, EmptyState, Paper } from '@mantine/core'
import { IconFileOff } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'

/** A missing inquiry and another company's inquiry look the same: the API answers 404 to both. */
export function InquiryNotFound() {
  return (
    <Paper withBorder radius="md">
      <EmptyState
        py={48}
        icon={<IconFileOff size={28} aria-hidden />}
        withIndicatorBackground
        title="Inquiry not found"
        description="There is no inquiry at this address that you can see. It may belong to another company, or the link may be mistyped."
      >
        <EmptyState.Actions>
          <Button component={Link} to="/inquiries">
            Back to inquiries
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  )
}
