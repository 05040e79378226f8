// Finnish: the sign-in page's messages. Gathered with every other part's in src/app/i18n/fi.ts.
import type { Translation } from '../../lib/i18n'
import type { signInMessages } from './messages'

export default {
  signIn: {
    title: 'Kirjaudu Staffing Adminiin',
    subtitle: 'Hallitse yrityksesi ihmisiä ja käyttöoikeuksia.',
    form: 'Kirjautuminen',
    sessionEnded: 'Kirjaudu uudelleen',
    sessionEndedText:
      'Istuntosi on päättynyt. Kirjauduttuasi palaat sinne, missä olit, kirjoittamasi tallessa.',
    email: 'Sähköposti',
    emailPlaceholder: 'sinä@yritys.fi',
    password: 'Salasana',
    signIn: 'Kirjaudu',
    failed: 'Jokin meni vikaan. Yritä uudelleen.',
    tooManyAttempts: 'Liian monta yritystä. Odota hetki.',
  } satisfies Translation<typeof signInMessages>,
}
