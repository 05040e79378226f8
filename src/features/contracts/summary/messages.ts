import { i18n, params } from '../../../lib/i18n'

/** The bar under the contracts table that sums them up. */
export const contractSummaryMessages = i18n('contractsSummary', {
  label: 'Sums of the contracts',
  matching: params('{count} contracts'),
  matchingOne: '1 contract',
  selected: params('{count} selected'),
  clientPrices: 'Client prices',
  vendorPrices: 'Vendor prices',
  margin: 'Margin',
  allocation: 'Mean allocation',
  failed: 'The sums could not be loaded.',
})
