import { CloseButton, Kbd, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useRouter } from '@tanstack/react-router'
import { type Ref, useEffect, useState } from 'react'
import { useMessages } from '../i18n'
import { commonMessages } from './messages'

type Props = {
  /** The search the URL holds now. */
  value: string
  /**
   * The trimmed text; none once the box is emptied. `replace`: the search in the address is being
   * refined, so its history entry is replaced (Back leaves the search, not its last letter).
   */
  onSearch: (text: string | undefined, how: { replace: boolean }) => void
  label: string
  placeholder: string
  id?: string
  /** ArrowDown from the box moves on to the rows. */
  onLeaveDown?: () => void
  /** Backspace in the empty box: removes the list's last filter chip. */
  onBackspaceEmpty?: () => void
  ref?: Ref<HTMLInputElement>
}

/**
 * The search box above a list: types freely, asks the server only once the typing pauses;
 * Esc empties it, then lets go.
 */
export function ListSearchInput({
  value,
  onSearch,
  label,
  placeholder,
  id,
  onLeaveDown,
  onBackspaceEmpty,
  ref,
}: Props) {
  const t = useMessages(commonMessages)
  const [text, setText] = useState(value)
  const [lastValue, setLastValue] = useState(value)
  // The search this box last sent. A page drawn in React's deferred pass (the contracts) hands it
  // back a moment later, when more letters may have been typed: those stay.
  const [sent, setSent] = useState<string>()
  const router = useRouter()
  const [page] = useState(() => router.state.location.pathname)
  const commit = useDebouncedCallback((next: string) => {
    // Typing paused just as the person opened another page: stay there.
    // The first search of the list is a step Back returns from; the letters typed after it are not.
    if (router.state.location.pathname === page) {
      setSent(next.trim())
      onSearch(next.trim() || undefined, { replace: value !== '' })
    }
  }, 300)

  // The URL changed from elsewhere (back button, "clear search"): show what it says.
  if (value !== lastValue) {
    setLastValue(value)
    if (value === sent) setSent(undefined)
    else if (value !== text.trim()) setText(value)
  }

  // A search still waiting when the person leaves the page must not pull them back to the list.
  useEffect(() => () => commit.cancel(), [commit])

  const change = (next: string) => {
    setText(next)
    commit(next)
  }

  return (
    <TextInput
      ref={ref}
      id={id}
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault()
          if (text) {
            setText('')
            commit.cancel()
            setSent('')
            onSearch(undefined, { replace: false })
          } else event.currentTarget.blur()
        } else if (event.key === 'Backspace' && !event.currentTarget.value && onBackspaceEmpty) {
          event.preventDefault()
          onBackspaceEmpty()
        } else if (event.key === 'ArrowDown' && onLeaveDown) {
          event.preventDefault()
          commit.flush()
          onLeaveDown()
        }
      }}
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSectionWidth={text ? 36 : 40}
      rightSection={
        text ? (
          <CloseButton aria-label={t.clearSearchText} size="sm" onClick={() => change('')} />
        ) : (
          <Kbd size="xs">/</Kbd>
        )
      }
      w={{ base: '100%', sm: 400 }}
    />
  )
}
