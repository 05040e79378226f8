import { Button } from '@mantine/core'
import { IconUserSearch, IconUsers } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { ListEmptyState } from '../../../lib/ui/ListEmptyState'

type Props = {
  search: string | undefined
  page: number
  onClearSearch: () => void
  onFirstPage: () => void
}

export function UsersEmptyState(props: Props) {
  return (
    <ListEmptyState
      {...props}
      noun="users"
      icon={<IconUsers size={28} aria-hidden />}
      searchIcon={<IconUserSearch size={28} aria-hidden />}
      noMatch={(search) => `Nobody’s name, email or company contains “${search}”.`}
      emptyDescription="Add the first person who should be able to sign in."
      emptyAction={
        <Button component={Link} to="/users/new">
          New user
        </Button>
      }
    />
  )
}
