import { searchSchema } from '../lib/url-search'

/** A record page's address: `?tab=history` opens its History tab; without it, its details. */
export const recordSearch = searchSchema((search): { tab?: 'history' } =>
  search.tab === 'history' ? { tab: 'history' } : {},
)

const CONTRACT_TABS = ['terms', 'documents', 'history'] as const

/**
 * A contract’s address: `?tab=terms`, `?tab=documents` or `?tab=history` opens that tab (a
 * notification of an expiring document links to its documents); without it, its details.
 */
export const contractRecordSearch = searchSchema(
  (search): { tab?: (typeof CONTRACT_TABS)[number] } => {
    const tab = CONTRACT_TABS.find((name) => name === search.tab)
    return tab ? { tab } : {}
  },
)
