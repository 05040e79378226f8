// Finnish: the words every record resource's pages share. Gathered in src/app/i18n/fi.ts.
import type { Translation } from '../../lib/i18n'
import type { recordMessages } from './messages'

export default {
  records: {
    newOne: 'Uusi: {one}',
    newDescription: 'Lisää uusi: {one}.',
    searchLabel: 'Hae: {title}',
    searchPlaceholder: 'Hae mistä tahansa tekstistä',
    loadFailed: 'Luetteloa ei voitu ladata',
    noMatch: 'Mikään ({one}) ei sisällä tekstiä ”{search}”.',
    emptyDescription: 'Lisää ensimmäinen: {one}.',
    editOne: 'Muokkaa: {name}',
    edit: 'Muokkaa',
    notFound: 'Tätä ({one}) ei ole',
    notFoundText: 'Se on ehkä poistettu.',
    loadOneFailed: 'Tietoa ({one}) ei voitu ladata',
    back: 'Takaisin luetteloon',
    updated: 'Päivitetty',
    actions: 'Toiminnot',
    create: 'Luo: {one}',
    save: 'Tallenna muutokset',
    created: '{name} luotu',
    saved: '{name} tallennettu',
    delete: 'Poista',
    deleteTitle: 'Poistetaanko {name}?',
    deleteText: 'Se poistuu kaikilta; sen historia jää tapahtumiin.',
    deleteButton: 'Poista',
    cancel: 'Peruuta',
    deleted: '{name} poistettu',
    deleteFailed: 'Poisto epäonnistui',
    form: 'Tiedot: {one}',
  } satisfies Translation<typeof recordMessages>,
}
