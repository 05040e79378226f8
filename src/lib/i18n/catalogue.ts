import type { Messages } from '@nanostores/i18n'
import type { errorMessages } from '../../app/errors/messages'
import type { layoutMessages } from '../../app/layout/messages'
import type { themeMessages } from '../../app/theme'
import type { signInMessages } from '../../features/auth/messages'
import type { backupMessages } from '../../features/backup/api'
import type { companyMessages } from '../../features/companies/CompanyAutocomplete'
import type { activityMessages } from '../../features/activity/messages'
import type { contractBulkMessages } from '../../features/contracts/bulk/messages'
import type { contractFilterMessages } from '../../features/contracts/filter-messages'
import type { contractMessages } from '../../features/contracts/messages'
import type { inquiryMessages } from '../../features/inquiries/messages'
import type { overviewMessages } from '../../features/overview/messages'
import type { profileMessages } from '../../features/profile/messages'
import type { userMessages } from '../../features/users/messages'
import type { viewMessages } from '../../features/views/messages'
import type { apiMessages } from '../api'
import type { formatMessages } from '../format'
import type { conflictMessages } from '../ui/conflict/messages'
import type { historyMessages } from '../ui/history/messages'
import type { calendarMessages, commonMessages, editorMessages } from '../ui/messages'
import type { validationMessages, validationPhrases } from './validation'

/** Every message of a component, each a string (a `{name}` where its parameters go). */
type Pack<M> = M extends Messages<infer Body> ? { [K in keyof Body]: string } : never

/**
 * What a language's message file holds: every component defined with `i18n(…)`, every key of it.
 * A file missing a key, or with one too many, fails the typecheck; a component defined but not
 * listed here is caught by src/lib/i18n/catalogue.test.ts.
 */
export type Catalogue = {
  api: Pack<typeof apiMessages>
  errors: Pack<typeof errorMessages>
  theme: Pack<typeof themeMessages>
  layout: Pack<typeof layoutMessages>
  backup: Pack<typeof backupMessages>
  signIn: Pack<typeof signInMessages>
  companies: Pack<typeof companyMessages>
  calendar: Pack<typeof calendarMessages>
  common: Pack<typeof commonMessages>
  format: Pack<typeof formatMessages>
  profile: Pack<typeof profileMessages>
  editor: Pack<typeof editorMessages>
  validation: Pack<typeof validationMessages>
  validationPhrases: Pack<typeof validationPhrases>
  users: Pack<typeof userMessages>
  inquiries: Pack<typeof inquiryMessages>
  contracts: Pack<typeof contractMessages>
  contractsBulk: Pack<typeof contractBulkMessages>
  contractFilters: Pack<typeof contractFilterMessages>
  overview: Pack<typeof overviewMessages>
  conflicts: Pack<typeof conflictMessages>
  history: Pack<typeof historyMessages>
  activity: Pack<typeof activityMessages>
  views: Pack<typeof viewMessages>
}
