import { i18n, params } from '../../i18n'

/** What a record page says about the others: who else has it open, and what they saved. */
export const liveMessages = i18n('live', {
  alsoHere: 'Also here',
  viewing: params('{name} is viewing'),
  editing: params('{name} is editing'),
  savedBy: params('{name} saved this just now'),
  savedBySomeone: 'Someone saved this just now',
  yoursKept:
    'What you have typed is kept. Load their version to work on it, or save yours: you will be shown both to choose from.',
  loadTheirs: 'Load their version',
  deleted: params('{name} deleted this just now'),
})
