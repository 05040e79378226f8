import { Loader, type SelectProps } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query'
import { type Ref, useState } from 'react'
import { useMessages } from '../../../lib/i18n'
import { contractMessages } from '../messages'
import { Select } from '../../../lib/ui/pickers'

export type RemoteOption = { id: number; name: string; description?: string | null }

type Props<Answer, Key extends readonly unknown[]> = Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchValue'
> & {
  value: RemoteOption | null
  onChange: (option: RemoteOption | null) => void
  /** The look-up for what was typed: the server does the filtering. */
  query: (search: string) => UseQueryOptions<Answer, Error, Answer, Key>
  /** The options in the look-up's answer. */
  pick: (answer: Answer) => RemoteOption[]
  loadingLabel: string
  ref?: Ref<HTMLInputElement>
}

/** A searchable Select whose options the server finds as the person types; shows names, keeps ids. */
export function RemoteSelect<Answer, Key extends readonly unknown[]>({
  value,
  onChange,
  query,
  pick,
  loadingLabel,
  ...props
}: Props<Answer, Key>) {
  const t = useMessages(contractMessages)
  const label = (option: RemoteOption) =>
    option.description ? `${option.name} · ${option.description}` : option.name
  const [search, setSearch] = useState(value ? label(value) : '')
  // The box shows the picked option; that is not a search, so then list everything (up to the limit).
  const showsPick = value !== null && (search === label(value) || search === value.name)
  const [debounced] = useDebouncedValue(showsPick ? '' : search.trim(), 250)
  const options = useQuery({ ...query(debounced), placeholderData: keepPreviousData })

  const found = options.data ? pick(options.data) : []
  const all = value && !found.some((option) => option.id === value.id) ? [value, ...found] : found
  // Until the server answers what was typed, the options shown are those of an earlier search: only
  // the ones whose name has the typed text stay (as the server matches), so Enter never picks another.
  const typed = showsPick ? '' : search.trim().toLowerCase()
  const names = new Map(all.map((option) => [String(option.id), option.name.toLowerCase()]))

  return (
    <Select
      {...props}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: shown }) =>
        typed
          ? shown.filter((item) => 'value' in item && names.get(item.value)?.includes(typed))
          : shown
      }
      data={all.map((option) => ({ value: String(option.id), label: label(option) }))}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(all.find((option) => String(option.id) === id) ?? null)}
      nothingFoundMessage={options.isFetching ? t.searching : t.nothingFound}
      rightSection={options.isFetching ? <Loader size={14} aria-label={loadingLabel} /> : undefined}
    />
  )
}
