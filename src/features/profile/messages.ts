import { i18n, params } from '../../lib/i18n'

export const profileMessages = i18n('profile', {
  title: 'Profile',
  description: 'Your own account.',
  email: 'Email',
  company: 'Company',
  phone: 'Phone',
  form: 'Your profile',
  details: 'Your details',
  detailsDescription: 'How colleagues see and reach you.',
  name: 'Name',
  password: 'Password',
  passwordDescription: 'At least 8 characters.',
  save: 'Save profile',
  saved: 'Your profile was saved.',
  language: 'Language',
  languageDescription: 'The dashboard’s language, wherever you sign in. It changes at once.',
  languageLabel: 'Dashboard language',
  browserLanguage: params('As your browser ({language})'),
  languageSaved: 'Language saved.',
  notifyEmail: 'E-mail',
  notifyEmailDescription:
    'Your notifications by e-mail too: each as it comes, or one digest every morning (07:00 UTC).',
  notifyEmailLabel: 'Notifications by e-mail',
  notifyOff: 'Off',
  notifyInstant: 'Each at once',
  notifyDaily: 'Daily digest',
  notifyEmailSaved: 'E-mail setting saved.',
})

/** The section's words (section.ts) in the navigation and the command palette. */
export const profileSectionMessages = i18n('profileSection', {
  label: 'Profile',
  description: 'Your name, phone, password, language and e-mail notifications',
})
