import { i18n, params } from '../../../lib/i18n'

/** Editing the contracts table's cells in place. */
export const contractCellMessages = i18n('contractCells', {
  editing: params('{field} of {id}'),
  start: params('Start of {id}'),
  end: params('End of {id}'),
  saving: 'Saving…',
  loadingDates: 'Loading the date inputs',
  saved: params('{id}: {field} saved. Ctrl+Z undoes it.'),
  undone: params('{id}: {field} is as it was.'),
  undoFailed: 'The edit could not be undone',
  changedSince: 'Someone changed it since; nothing was undone.',
  takenTheirs: 'Their version is shown; nothing was saved.',
  keysCells: 'cells',
  keysEditCell: 'edit cell',
})
