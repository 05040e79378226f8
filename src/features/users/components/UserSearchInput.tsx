import { CloseButton, Kbd, TextInput } from '@mantine/core'
import { useDebouncedCallback, useHotkeys } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'

type Props = { search: string; onSearch: (search: string) => void }

/** Types freely, asks the server only once the typing pauses. */
export function UserSearchInput({ search, onSearch }: Props) {
  const input = useRef<HTMLInputElement>(null)
  const [value, setValue] = useState(search)
  const [lastSearch, setLastSearch] = useState(search)
  const commit = useDebouncedCallback((next: string) => onSearch(next.trim()), 300)

  // The URL changed from elsewhere (back button, "clear search"): show what it says.
  if (search !== lastSearch) {
    setLastSearch(search)
    if (search !== value.trim()) setValue(search)
  }

  // A search still waiting when the person leaves the page must not pull them back to the list.
  useEffect(() => () => commit.cancel(), [commit])

  useHotkeys([['/', () => input.current?.focus()]])

  const change = (next: string) => {
    setValue(next)
    commit(next)
  }

  return (
    <TextInput
      ref={input}
      value={value}
      onChange={(event) => change(event.currentTarget.value)}
      aria-label="Search users"
      placeholder="Search by name, email or company"
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSectionWidth={value ? 36 : 40}
      rightSection={
        value ? (
          <CloseButton aria-label="Clear search text" size="sm" onClick={() => change('')} />
        ) : (
          <Kbd size="xs">/</Kbd>
        )
      }
      w={{ base: '100%', sm: 360 }}
    />
  )
}
