import { i18n } from '../../lib/i18n'

export const signInMessages = i18n('signIn', {
  title: 'Sign in to Staffing Admin',
  subtitle: 'Manage your company’s people and access.',
  form: 'Sign in',
  sessionEnded: 'Please sign in again',
  sessionEndedText:
    'Your session has ended. After signing in you will return to where you were, with what you had typed.',
  email: 'Email',
  emailPlaceholder: 'you@company.com',
  password: 'Password',
  signIn: 'Sign in',
  failed: 'Something went wrong. Please try again.',
  tooManyAttempts: 'Too many attempts. Wait a minute.',
})
