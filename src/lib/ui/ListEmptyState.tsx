import { Button, EmptyState } from '@mantine/core'
import type { ReactNode } from 'react'
import { useMessages } from '../i18n'
import { commonMessages } from './messages'

type Props = {
  /** Plural noun of the rows, as the sentences take it: "users", in Finnish "käyttäjiä". */
  noun: string
  icon: ReactNode
  /** When a search or filter left no rows; the icon otherwise. */
  searchIcon?: ReactNode
  /** The list's search, where it has a search box. */
  search?: string | undefined
  /** What a search looks through, to say why nothing matched: `Nobody’s name … contains “x”.` */
  noMatch?: (search: string) => string
  /** A filter beyond the search, said as why nothing matched: "No inquiry is cancelled." */
  filtered?: string | undefined
  page: number
  /** Clears the search and any filter. */
  onClearSearch: () => void
  onFirstPage: () => void
  /** The list is truly empty: a sentence and the action that fills it, if any. */
  emptyDescription: string
  emptyAction?: ReactNode
}

/** Why a list shows no rows — a search, a page past the end, or nothing yet — and the way out. */
export function ListEmptyState(props: Props) {
  const t = useMessages(commonMessages)
  const { noun, search, filtered, page } = props
  const [icon, title, description, action] =
    search || filtered
      ? [
          props.searchIcon ?? props.icon,
          filtered ? t.noMatchFilteredTitle({ noun }) : t.noMatchTitle({ noun }),
          [filtered, search && props.noMatch?.(search)].filter(Boolean).join(' '),
          <Button key="clear" variant="default" onClick={props.onClearSearch}>
            {filtered ? t.clearFilters : t.clearSearch}
          </Button>,
        ]
      : page > 1
        ? [
            props.icon,
            t.emptyPage,
            t.emptyPageText({ noun }),
            <Button key="first" variant="default" onClick={props.onFirstPage}>
              {t.firstPage}
            </Button>,
          ]
        : [props.icon, t.noneYet({ noun }), props.emptyDescription, props.emptyAction]
  return (
    <EmptyState py="xl" icon={icon} withIndicatorBackground title={title} description={description}>
      {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
    </EmptyState>
  )
}
