import { i18n, params } from '../../lib/i18n'

/**
 * The words every record resource's pages share (src/interface/record.ts); each names its record
 * with its own words (`one`, `title` and its fields' labels, in its folder's messages.ts).
 */
export const recordMessages = i18n('records', {
  newOne: params('New {one}'),
  newDescription: params('Add a {one}.'),
  searchLabel: params('Search {title}'),
  searchPlaceholder: 'Search any text',
  loadFailed: 'The list could not be loaded',
  noMatch: params('No {one} contains “{search}”.'),
  emptyDescription: params('Add the first {one}.'),
  editOne: params('Edit {name}'),
  edit: 'Edit',
  notFound: params('This {one} does not exist'),
  notFoundText: 'It may have been deleted.',
  loadOneFailed: params('The {one} could not be loaded'),
  back: 'Back to the list',
  updated: 'Updated',
  actions: 'Actions',
  create: params('Create {one}'),
  save: 'Save changes',
  created: params('{name} created'),
  saved: params('{name} saved'),
  delete: 'Delete',
  deleteTitle: params('Delete {name}?'),
  deleteText: 'It is deleted for everyone; its history stays in the activity.',
  deleteButton: 'Delete',
  cancel: 'Cancel',
  deleted: params('{name} deleted'),
  deleteFailed: 'It could not be deleted',
  form: params('The {one}'),
})
