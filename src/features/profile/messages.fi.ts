// Finnish: the profile's messages. Gathered with every other part's in src/app/i18n/fi.ts.
import type { Translation } from '../../lib/i18n'
import type { profileMessages, profileSectionMessages } from './messages'

export default {
  profile: {
    title: 'Profiili',
    description: 'Oma tilisi.',
    email: 'Sähköposti',
    company: 'Yritys',
    phone: 'Puhelin',
    form: 'Profiilisi',
    details: 'Tietosi',
    detailsDescription: 'Miten kollegat näkevät sinut ja tavoittavat sinut.',
    name: 'Nimi',
    password: 'Salasana',
    passwordDescription: 'Vähintään 8 merkkiä.',
    save: 'Tallenna profiili',
    saved: 'Profiilisi tallennettiin.',
    language: 'Kieli',
    languageDescription: 'Hallintapaneelin kieli, missä tahansa kirjaudut. Se vaihtuu heti.',
    languageLabel: 'Hallintapaneelin kieli',
    browserLanguage: 'Selaimen mukaan ({language})',
    languageSaved: 'Kieli tallennettu.',
    notifyEmail: 'Sähköposti',
    notifyEmailDescription:
      'Ilmoitukset myös sähköpostiin: kukin heti, tai yksi kooste joka aamu (klo 07.00 UTC).',
    notifyEmailLabel: 'Ilmoitukset sähköpostiin',
    notifyOff: 'Ei',
    notifyInstant: 'Kukin heti',
    notifyDaily: 'Päivittäinen kooste',
    notifyEmailSaved: 'Sähköpostiasetus tallennettu.',
  } satisfies Translation<typeof profileMessages>,
  profileSection: {
    label: 'Profiili',
    description: 'Nimesi, puhelinnumerosi, salasanasi, kielesi ja sähköposti-ilmoitukset',
  } satisfies Translation<typeof profileSectionMessages>,
}
