import type { SelectProps } from '@mantine/core'
import type { CompanyList } from '../../../interface'
import { companyQueries } from '../../companies'
import { type RemoteOption, RemoteSelect } from './RemoteSelect'
import { useMessages } from '../../../lib/i18n'
import { contractMessages } from '../messages'

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: RemoteOption | null
  onChange: (company: RemoteOption | null) => void
}

const pickCompanies = (answer: CompanyList) => answer.companies

/** An existing company, found by typing part of its name (`/companies?search=…&limit=20`). */
export function CompanySelect(props: Props) {
  const t = useMessages(contractMessages)
  return (
    <RemoteSelect
      placeholder={t.searchCompanies}
      {...props}
      query={companyQueries.search}
      pick={pickCompanies}
      loadingLabel={t.loadingCompanies}
    />
  )
}
