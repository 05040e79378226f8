// Finnish: the companies' messages. Gathered with every other part's in src/app/i18n/fi.ts.
import type { Translation } from '../../lib/i18n'
import type { companyMessages } from './CompanyAutocomplete'

export default {
  companies: {
    loading: 'Ladataan yrityksiä',
  } satisfies Translation<typeof companyMessages>,
}
