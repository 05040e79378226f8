import { Button, EmptyState } from '@mantine/core'
import { IconUserSearch, IconUsers } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'

type Props = {
  search: string | undefined
  page: number
  onClearSearch: () => void
  onFirstPage: () => void
}

export function UsersEmptyState({ search, page, onClearSearch, onFirstPage }: Props) {
  if (search) {
    return (
      <EmptyState
        py="xl"
        icon={<IconUserSearch size={28} aria-hidden />}
        withIndicatorBackground
        title="No users match your search"
        description={`Nobody’s name, email or company contains “${search}”.`}
      >
        <EmptyState.Actions>
          <Button variant="default" onClick={onClearSearch}>
            Clear search
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    )
  }
  if (page > 1) {
    return (
      <EmptyState
        py="xl"
        icon={<IconUsers size={28} aria-hidden />}
        withIndicatorBackground
        title="This page is empty"
        description="There are fewer users than this page number needs."
      >
        <EmptyState.Actions>
          <Button variant="default" onClick={onFirstPage}>
            Go to the first page
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    )
  }
  return (
    <EmptyState
      py="xl"
      icon={<IconUsers size={28} aria-hidden />}
      withIndicatorBackground
      title="No users yet"
      description="Add the first person who should be able to sign in."
    >
      <EmptyState.Actions>
        <Button component={Link} to="/users/new">
          New user
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  )
}
