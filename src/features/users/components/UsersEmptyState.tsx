import { Button } from '@mantine/core'
import { IconUserSearch, IconUsers } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { ListEmptyState } from '../../../lib/ui/ListEmptyState'
import { useMessages } from '../../../lib/i18n'
import { userMessages } from '../messages'

type Props = {
  search: string | undefined
  page: number
  onClearSearch: () => void
  onFirstPage: () => void
}

export function UsersEmptyState(props: Props) {
  const t = useMessages(userMessages)
  return (
    <ListEmptyState
      {...props}
      noun={t.noun}
      icon={<IconUsers size={28} aria-hidden />}
      searchIcon={<IconUserSearch size={28} aria-hidden />}
      noMatch={(search) => t.noMatch({ search })}
      emptyDescription={t.emptyDescription}
      emptyAction={
        <Button component={Link} to="/users/new">
          {t.newUser}
        </Button>
      }
    />
  )
}
