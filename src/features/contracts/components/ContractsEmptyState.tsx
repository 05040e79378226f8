import { Button } from '@mantine/core'
import { IconFileOff, IconFileSearch } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { ListEmptyState } from '../../../lib/ui/ListEmptyState'
import { useMessages } from '../../../lib/i18n'
import { contractMessages } from '../messages'

type Props = {
  search: string | undefined
  /** A status or any other filter is on. */
  filtered: boolean
  page: number
  onClearFilters: () => void
  onFirstPage: () => void
}

export function ContractsEmptyState({ filtered, onClearFilters, ...props }: Props) {
  const t = useMessages(contractMessages)
  return (
    <ListEmptyState
      {...props}
      filtered={filtered ? t.noMatchText : undefined}
      onClearSearch={onClearFilters}
      noun={t.noun}
      icon={<IconFileOff size={28} aria-hidden />}
      searchIcon={<IconFileSearch size={28} aria-hidden />}
      noMatch={(search) => t.noMatchSearch({ search })}
      emptyDescription={t.noneYetText}
      emptyAction={
        <Button component={Link} to="/contracts/new">
          {t.newContract}
        </Button>
      }
    />
  )
}
