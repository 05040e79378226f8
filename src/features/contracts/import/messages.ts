import { i18n, params } from '../../../lib/i18n'

/** Contracts brought in from a CSV file: the list's button and its dialog. */
export const contractImportMessages = i18n('contractsImport', {
  importCsv: 'Import CSV…',
  title: 'Import contracts from CSV',
  // Choosing the file
  chooseFile: 'Choose a CSV file or drop it here',
  dropFile: 'Drop the file to check it',
  fileInput: 'CSV file',
  fileHint: params(
    'The columns of the contracts export. At most {rows} rows and {size} MB. Nothing is written until you import.',
  ),
  chosenFile: params('Chosen: {name}, {size}'),
  kilobytes: params('{size} kB'),
  megabytes: params('{size} MB'),
  tooLarge: params(
    'The file is larger than {size} MB, the most one import takes. Split it into smaller files.',
  ),
  // Sending it
  progress: 'Progress of the file',
  sending: params('Sending the file… {percent}%'),
  checking: 'Checking every row…',
  writing: 'Importing the contracts…',
  failed: 'The file could not be sent',
  tryAgain: 'Try again',
  // What the file does
  summary: 'What the file does',
  creates: 'New contracts',
  updates: 'Updated contracts',
  unchanged: 'Unchanged contracts',
  companiesCreated: 'New companies',
  consultantsCreated: 'New consultants',
  nothingToImport: 'Nothing to import: every row matches.',
  noRows: 'Nothing to import: the file has no rows.',
  importOne: 'Import 1 contract',
  importMany: params('Import {count} contracts'),
  importedOne: '1 contract was imported.',
  importedMany: params('{count} contracts were imported.'),
  close: 'Close',
  // Its errors
  errorOne:
    'The file has 1 error. Fix it and choose the file again: nothing is imported until then.',
  errorMany: params(
    'The file has {count} errors. Fix them and choose the file again: nothing is imported until then.',
  ),
  refused: 'Nothing was imported: the rows below have errors.',
  errorsTable: 'Errors in the file',
  columnRow: 'Row',
  columnField: 'Column',
  columnMessage: 'Problem',
  headerRow: 'Header',
  wholeFile: 'File',
  wholeRow: 'Whole row',
  errorsShown: params('The first {shown} of {total} errors are shown; the download has them all.'),
  downloadErrors: 'Download errors as CSV',
})

export type ContractImportMessages = ReturnType<typeof contractImportMessages.get>
