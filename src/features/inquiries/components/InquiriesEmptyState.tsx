import { Button } from '@mantine/core'
import { IconFileDescription, IconFileSearch } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { ListEmptyState } from '../../../lib/ui/ListEmptyState'

type Props = {
  q: string | undefined
  status: 'pending' | 'cancelled' | undefined
  page: number
  onClearSearch: () => void
  onFirstPage: () => void
}

export function InquiriesEmptyState({ q, status, ...props }: Props) {
  return (
    <ListEmptyState
      {...props}
      search={q}
      filtered={status && `No inquiry is ${status}.`}
      noun="inquiries"
      icon={<IconFileDescription size={28} aria-hidden />}
      searchIcon={<IconFileSearch size={28} aria-hidden />}
      noMatch={(search) => `No title, contact, industry or position contains “${search}”.`}
      emptyDescription="Tell us who you are looking for: create the first inquiry."
      emptyAction={
        <Button component={Link} to="/inquiries/new">
          New inquiry
        </Button>
      }
    />
  )
}
