import { Button, EmptyState } from '@mantine/core'
import { IconFileOff, IconFileSearch } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'

type Props = {
  filtered: boolean
  page: number
  onClearFilters: () => void
  onFirstPage: () => void
}

export function ContractsEmptyState({ filtered, page, onClearFilters, onFirstPage }: Props) {
  if (page > 1) {
    return (
      <EmptyState
        py="xl"
        icon={<IconFileOff size={28} aria-hidden />}
        withIndicatorBackground
        title="This page is empty"
        description="There are fewer contracts than this page number needs."
      >
        <EmptyState.Actions>
          <Button variant="default" onClick={onFirstPage}>
            Go to the first page
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    )
  }
  if (filtered) {
    return (
      <EmptyState
        py="xl"
        icon={<IconFileSearch size={28} aria-hidden />}
        withIndicatorBackground
        title="No contracts match"
        description="No contract matches these filters."
      >
        <EmptyState.Actions>
          <Button variant="default" onClick={onClearFilters}>
            Clear filters
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    )
  }
  return (
    <EmptyState
      py="xl"
      icon={<IconFileOff size={28} aria-hidden />}
      withIndicatorBackground
      title="No contracts yet"
      description="Record the first contract between a client and a vendor."
    >
      <EmptyState.Actions>
        <Button component={Link} to="/contracts/new">
          New contract
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  )
}
