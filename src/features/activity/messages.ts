import { i18n, params } from '../../lib/i18n'

export const activityMessages = i18n('activity', {
  title: 'Activity',
  subtitle: 'Every change anyone saved to a contract, inquiry or user, newest first.',
  loadFailed: 'The activity could not be loaded',
  table: 'Activity',
  when: 'When',
  who: 'Who',
  what: 'What',
  record: 'Record',
  changes: 'Changes',
  resource: 'Record type',
  anyResource: 'Any record',
  resource_contract: 'Contract',
  resource_inquiry: 'Inquiry',
  resource_user: 'User',
  resources_contract: 'Contracts',
  resources_inquiry: 'Inquiries',
  resources_user: 'Users',
  recordOf: params('{resource} #{id}'),
  person: 'Person',
  personPlaceholder: 'Type a name',
  since: 'Since',
  sincePlaceholder: 'Pick a day',
  resourceChip: params('Record type: {resource}'),
  personChip: params('Person: {name}'),
  sinceChip: params('Since {day}'),
  noun: 'changes',
  noMatch: 'No change matches these filters.',
  emptyDescription: 'Changes appear here as soon as anyone saves one.',
  nothingFound: 'Nobody found',
})

/** The section's words (section.ts) in the navigation and the command palette. */
export const activitySectionMessages = i18n('activitySection', {
  label: 'Activity',
  description: 'Every change anyone saved, newest first',
})
