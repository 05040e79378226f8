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
  } satisfies Translation<typeof profileMessages>,
  profileSection: {
    label: 'Profiili',
    description: 'Nimesi, puhelinnumerosi, salasanasi ja kielesi',
  } satisfies Translation<typeof profileSectionMessages>,
}
