import { i18n, params } from '../../i18n'

/** The words of the dialog that settles an edit someone else changed first. */
export const conflictMessages = i18n('conflicts', {
  title: 'Changed since you opened it',
  intro:
    'Your changes are kept below. Choose, field by field, whose value to save, or take all of one side.',
  field: 'Field',
  yours: 'Yours',
  theirs: 'Theirs',
  keep: 'Keep',
  keepYours: params('Keep your {field}'),
  keepTheirs: params('Keep their {field}'),
  onlyTheirs: 'Changed by them only: taken',
  onlyYours: 'Changed by you only: kept',
  allYours: 'Keep all mine',
  allTheirs: 'Take all theirs',
  save: 'Save with these choices',
  takenTheirs: 'Their version is now in the form; nothing was saved.',
  /** A cancel or delete refused because the record changed: the question is asked again. */
  changedTitle: 'It changed while you were deciding',
  askAgain: 'Nothing was done. Here it is as it is now: decide again.',
  /** …and what the person meant to do has been done meanwhile by someone else. */
  alreadyDone: 'Nothing more to do: it has already been done.',
})
