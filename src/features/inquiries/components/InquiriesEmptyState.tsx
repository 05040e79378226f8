import { Button } from '@mantine/core'
import { IconFileDescription, IconFileSearch } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { ListEmptyState } from '../../../lib/ui/ListEmptyState'
import { useMessages } from '../../../lib/i18n'
import { inquiryMessages } from '../messages'

type Props = {
  q: string | undefined
  status: 'pending' | 'cancelled' | undefined
  page: number
  onClearSearch: () => void
  onFirstPage: () => void
}

export function InquiriesEmptyState({ q, status, ...props }: Props) {
  const t = useMessages(inquiryMessages)
  return (
    <ListEmptyState
      {...props}
      search={q}
      filtered={status && t.noneWithStatus({ status: t[status].toLowerCase() })}
      noun={t.noun}
      icon={<IconFileDescription size={28} aria-hidden />}
      searchIcon={<IconFileSearch size={28} aria-hidden />}
      noMatch={(search) => t.noMatch({ search })}
      emptyDescription={t.emptyDescription}
      emptyAction={
        <Button component={Link} to="/inquiries/new">
          {t.newInquiry}
        </Button>
      }
    />
  )
}
