import { i18n, params } from '../i18n'

/** What every list and form shares: empty states, pagination, filters, drafts, load errors. */
export const commonMessages = i18n('common', {
  noMatchTitle: params('No {noun} match your search'),
  noMatchFilteredTitle: params('No {noun} match your filters'),
  clearSearch: 'Clear search',
  clearFilters: 'Clear filters',
  emptyPage: 'This page is empty',
  emptyPageText: params('There are fewer {noun} than this page number needs.'),
  firstPage: 'Go to the first page',
  noneYet: params('No {noun} yet'),
  showing: params('Showing {from}–{to} of {total}'),
  showingNone: params('Showing 0 of {total}'),
  rowsPerPage: 'Rows per page',
  pageNumber: params('Page {page}'),
  firstControl: 'first page',
  previousControl: 'previous page',
  nextControl: 'next page',
  lastControl: 'last page',
  clearSearchText: 'Clear search text',
  filters: 'Filters',
  filteredBy: 'Filtered by',
  removeFilter: params('Remove filter: {label}'),
  clearAll: 'Clear all',
  draftRestored: 'Unsaved changes restored',
  draftText: 'These are the changes you made earlier. They are not saved yet.',
  discardDraft: 'Discard draft',
  requestId: 'Request id:',
  tryAgain: 'Try again',
  loadingEditor: 'Loading the editor',
  somethingWentWrong: 'Something went wrong. Please try again.',
  cancel: 'Cancel',
  none: '—',
  /** A write refused: the server's reason, and that nothing was written. */
  nothingChanged: params('{message} Nothing was changed.'),
  /** Keys named by a word on their keycap (the shortcuts sheet, the lists' key hints). */
  keySpace: 'Space',
  keyShift: 'Shift',
})

/**
 * The names of a calendar's arrow controls (Mantine's `ariaLabels`, key for key), for screen
 * readers. The month and year headings that open the next level have none of their own: named by
 * the month or year they show (WCAG 2.5.3), not "Pick a month".
 */
export const calendarMessages = i18n('calendar', {
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
})

export type CalendarMessages = ReturnType<typeof calendarMessages.get>

/** The toolbar's names of the controls this editor shows (Mantine's labels, translated). */
export const editorMessages = i18n('editor', {
  boldControlLabel: 'Bold',
  italicControlLabel: 'Italic',
  underlineControlLabel: 'Underline',
  strikeControlLabel: 'Strikethrough',
  h2ControlLabel: 'Heading 2',
  h3ControlLabel: 'Heading 3',
  bulletListControlLabel: 'Bullet list',
  orderedListControlLabel: 'Ordered list',
  blockquoteControlLabel: 'Blockquote',
  linkControlLabel: 'Link',
  unlinkControlLabel: 'Remove link',
  undoControlLabel: 'Undo',
  redoControlLabel: 'Redo',
  linkEditorInputLabel: 'Enter URL',
  linkEditorInputPlaceholder: 'https://example.com/',
  linkEditorExternalLink: 'Open link in a new tab',
  linkEditorInternalLink: 'Open link in the same tab',
  linkEditorSave: 'Save',
})
