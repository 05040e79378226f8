import { Loader } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { industryQueries } from '../api'
import { useMessages } from '../../../lib/i18n'
import { inquiryMessages } from '../messages'
import { Autocomplete } from '../../../lib/ui/pickers'

export type IndustryValue = { id?: number; name: string }

type Props = {
  value: IndustryValue
  onChange: (value: IndustryValue) => void
  onBlur: () => void
  error?: string
}

/** Pick a known industry (sent as its id) or type a new name (sent as the name). */
export function IndustryInput({ value, onChange, onBlur, error }: Props) {
  const t = useMessages(inquiryMessages)
  const industries = useQuery(industryQueries.all())
  const known = industries.data?.industries ?? []

  const change = (name: string) => {
    const match = known.find(
      (industry) => industry.name.toLowerCase() === name.trim().toLowerCase(),
    )
    onChange(match ? { id: match.id, name } : { name })
  }

  return (
    <Autocomplete
      label={t.industry}
      withAsterisk
      description={t.industryDescription}
      placeholder={industries.isError ? t.typeIndustry : t.searchIndustries}
      data={known.map((industry) => industry.name)}
      value={value.name}
      onChange={change}
      onBlur={onBlur}
      error={error}
      rightSection={
        industries.isFetching ? <Loader size={14} aria-label={t.loadingIndustries} /> : null
      }
    />
  )
}
