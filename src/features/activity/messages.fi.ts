// Finnish: the activity page's messages. Gathered with every other part's in src/app/i18n/fi.ts.
import type { Translation } from '../../lib/i18n'
import type { activityMessages, activitySectionMessages } from './messages'

export default {
  activity: {
    title: 'Tapahtumat',
    subtitle: 'Kaikki sopimuksiin, kyselyihin ja käyttäjiin tallennetut muutokset, uusimmat ensin.',
    loadFailed: 'Tapahtumia ei voitu ladata',
    table: 'Tapahtumat',
    when: 'Milloin',
    who: 'Kuka',
    what: 'Mitä',
    record: 'Tietue',
    changes: 'Muutokset',
    resource: 'Tietueen tyyppi',
    anyResource: 'Mikä tahansa tietue',
    resource_contract: 'Sopimus',
    resource_inquiry: 'Kysely',
    resource_user: 'Käyttäjä',
    resources_contract: 'Sopimukset',
    resources_inquiry: 'Kyselyt',
    resources_user: 'Käyttäjät',
    recordOf: '{resource} #{id}',
    person: 'Henkilö',
    personPlaceholder: 'Kirjoita nimi',
    since: 'Alkaen',
    sincePlaceholder: 'Valitse päivä',
    resourceChip: 'Tietueen tyyppi: {resource}',
    personChip: 'Henkilö: {name}',
    sinceChip: 'Alkaen {day}',
    noun: 'muutoksia',
    noMatch: 'Mikään muutos ei vastaa näitä suodattimia.',
    emptyDescription: 'Muutokset näkyvät tässä heti, kun joku tallentaa sellaisen.',
    nothingFound: 'Ketään ei löytynyt',
  } satisfies Translation<typeof activityMessages>,
  activitySection: {
    label: 'Tapahtumat',
    description: 'Kaikki tallennetut muutokset, uusimmat ensin',
  } satisfies Translation<typeof activitySectionMessages>,
}
