import { type AutocompleteProps, Loader } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { companyQueries } from './api'
import { i18n, useMessages } from '../../lib/i18n'
import { Autocomplete } from '../../lib/ui/pickers'

export const companyMessages = i18n('companies', { loading: 'Loading companies' })

type Props = Omit<AutocompleteProps, 'data' | 'value' | 'onChange'> & {
  value: string
  onChange: (name: string) => void
}

/** Picks an existing company by name, or names a new one: the API resolves names ignoring case. */
export function CompanyAutocomplete({ value, onChange, ...props }: Props) {
  const t = useMessages(companyMessages)
  const [search] = useDebouncedValue(value.trim(), 250)
  const companies = useQuery({
    ...companyQueries.search(search),
    placeholderData: keepPreviousData,
  })
  const names = companies.data?.companies.map((company) => company.name) ?? []

  return (
    <Autocomplete
      {...props}
      value={value}
      onChange={onChange}
      data={[...new Set(names)]}
      rightSection={companies.isFetching ? <Loader size={14} aria-label={t.loading} /> : null}
    />
  )
}
