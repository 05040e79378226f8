import { i18n, params } from '../../i18n'

/** A record's history of writes: the History tab and the Activity page share these. */
export const historyMessages = i18n('history', {
  details: 'Details',
  history: 'History',
  recordTabs: 'Record views',
  system: 'System',
  action_created: 'created',
  action_updated: 'updated',
  action_cancelled: 'cancelled',
  action_terminated: 'terminated',
  action_restored: 'restored',
  action_deleted: 'deleted',
  action_term_added: 'added a term',
  action_term_removed: 'removed a term',
  action_extended: 'extended',
  action_imported: 'imported',
  action_document_added: 'added a document',
  action_document_removed: 'removed a document',
  position: params('Position “{title}”'),
  positionNumber: params('Position #{id}'),
  changesOf: params('What changed on {when}'),
  change: params('{from} → {to}'),
  language: 'Language',
  yes: 'Yes',
  no: 'No',
  changed: 'changed',
  mandatory: 'mandatory',
  noFieldChanged: 'No field changed.',
  loadMore: 'Show older changes',
  shown: params('{shown} of {total} changes shown'),
  loading: 'Loading the history',
  loadFailed: 'The history could not be loaded',
  empty: 'No changes yet',
  emptyText: 'Every change anyone saves to this record will be listed here, newest first.',
})

export type HistoryMessages = ReturnType<typeof historyMessages.get>
