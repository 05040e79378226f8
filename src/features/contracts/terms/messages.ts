import { i18n, params } from '../../../lib/i18n'

/** A contract over time: its notice and renewal, its margin, its terms and its extensions. */
export const contractTermMessages = i18n('contractTerms', {
  // The editor's fields
  clearEndDate: 'Clear the end date',
  noticeDays: 'Notice days',
  noticeDaysDescription: 'Days of notice before the end date, 0–365.',
  noticeDeadline: 'Notice deadline',
  noticeDeadlineDescription: 'The end date less the notice days.',
  renewal: 'Renewal',
  renewalDescription: 'Whether the contract goes on after its end date.',
  margin: 'Margin',
  markup: 'Markup',
  marginDescription: 'Of the prices in effect today.',
  // The header's actions
  changeRate: 'Change rate from…',
  extend: 'Extend…',
  // Change rate
  changeRateTitle: params('Change the rate of {id}'),
  changeRateText:
    'From the day you pick, the contract has the prices and workload below. The history keeps the reason.',
  effectiveFrom: 'Effective from',
  reason: 'Reason',
  reasonPlaceholder: 'Annual rate review',
  saveRate: 'Change rate',
  rateChanged: params('{id}: the new rate applies from {date}.'),
  // Extend
  extendTitle: params('Extend {id}'),
  extendText: params('It now ends on {date}.'),
  newEndDate: 'New end date',
  newTermsOptional: 'New prices or allocation (optional)',
  newTermsDescription:
    'Given here, they apply from the day after the current end; left empty, nothing changes.',
  unchanged: 'Unchanged',
  saveExtend: 'Extend',
  extended: params('{id} now ends on {date}.'),
  // The Terms tab
  tab: 'Terms',
  table: 'Prices and workload over time',
  columnFrom: 'From',
  columnUntil: 'Until',
  columnBy: 'By',
  current: 'Current',
  remove: 'Remove',
  removeTerm: params('Remove the term from {date}'),
  removeTitle: params('Remove the term from {date}?'),
  removeText:
    'The term before it then runs until the next one. The removal is kept in the history.',
  keepTerm: 'Keep it',
  termRemoved: params('The term from {date} was removed.'),
  removeFailed: 'Could not remove the term',
  loading: 'Loading the terms',
  loadFailed: 'The terms could not be loaded',
  empty: 'No terms yet',
  emptyText: 'The contract’s prices and workload from each day on will be listed here.',
})

export type ContractTermMessages = ReturnType<typeof contractTermMessages.get>
