import { searchSchema } from '../lib/url-search'

/** A record page's address: `?tab=history` opens its History tab; without it, its details. */
export const recordSearch = searchSchema((search): { tab?: 'history' } =>
  search.tab === 'history' ? { tab: 'history' } : {},
)
