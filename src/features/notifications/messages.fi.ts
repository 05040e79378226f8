// Finnish: the notifications' messages. Gathered with every other part's in src/app/i18n/fi.ts.
import type { Translation } from '../../lib/i18n'
import type { notificationMessages } from './messages'

export default {
  notifications: {
    inbox: 'Ilmoitukset',
    inboxWithUnread: 'Ilmoitukset, {count} lukematta',
    empty: 'Ei vielä ilmoituksia.',
    markAllRead: 'Merkitse kaikki luetuiksi',
    unread: 'Lukematta',
    failed: 'Ilmoituksia ei voitu ladata.',
    follow: 'Seuraa',
    following: 'Seurataan',
    followHint: 'Saat ilmoituksen, kun joku muu muuttaa tätä.',
    followingHint: 'Saat ilmoituksen, kun joku muu muuttaa tätä. Paina lopettaaksesi.',
    moreInList: '{shown} uusinta, kaikkiaan {total}.',
  } satisfies Translation<typeof notificationMessages>,
}
