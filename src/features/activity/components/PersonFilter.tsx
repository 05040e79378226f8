import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState, type Ref } from 'react'
import { useMessages } from '../../../lib/i18n'
import { userQueries } from '../../users'
import { activityMessages } from '../messages'
import { ACTIVITY_SEARCH_ID } from '../search'
import { leaveOnEscape } from './leave-on-escape'
import { Select } from '../../../lib/ui/pickers'

type Props = {
  value: number | undefined
  /** The chosen person's name, once known (for the filter chip). */
  name: string | undefined
  onChange: (userId: number | undefined) => void
  ref?: Ref<HTMLInputElement>
}

/** Whose writes: a person searched by name through the users list, picked by keyboard or mouse. */
export function PersonFilter({ value, name, onChange, ref }: Props) {
  const t = useMessages(activityMessages)
  const [typed, setTyped] = useState('')
  const [search] = useDebouncedValue(typed, 200)
  const users = useQuery({
    ...userQueries.list({ page: 1, per_page: 10, ...(search ? { search } : {}) }),
    placeholderData: keepPreviousData,
  })
  const options = (users.data?.users ?? []).map((user) => ({
    value: String(user.id),
    label: user.name,
  }))
  const chosen = value === undefined ? undefined : String(value)
  if (chosen && name && !options.some((option) => option.value === chosen))
    options.unshift({ value: chosen, label: name })
  return (
    <Select
      ref={ref}
      id={ACTIVITY_SEARCH_ID}
      label={t.person}
      placeholder={t.personPlaceholder}
      searchable
      clearable
      w={240}
      data={options}
      value={chosen ?? null}
      searchValue={typed}
      onSearchChange={setTyped}
      onChange={(next) => onChange(next ? Number(next) : undefined)}
      nothingFoundMessage={users.isFetching ? undefined : t.nothingFound}
      filter={({ options }) => options}
      onKeyDown={leaveOnEscape}
    />
  )
}
