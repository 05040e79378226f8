import type { HISTORY_ACTIONS } from './history-values'
import type { Locale } from './locales'

/**
 * What the server writes in notifications and their e-mail, in each language a person may choose
 * (their `locale`; English when they chose none). `{name}`: what the server fills in. A
 * notification is written once, in its person's language when it is made.
 */
type Texts = {
  contractEnding: string
  contractEndingAdvice: string
  noticeDeadline: string
  noticeDeadlineAdvice: string
  noticeDeadlineToday: string
  noticeDeadlineTodayAdvice: string
  documentExpiring: string
  documentExpiringAdvice: string
  client: string
  consultant: string
  /** `{who}` did `{action}` to `{what}` (a record, or a position of one). */
  changed: string
  someone: string
  positionOf: string
  contract: string
  inquiry: string
  user: string
  /** A record of another resource: its name in the history, then its own name. */
  record: string
  fields: string
  openIt: string
  digestSubject: string
  digestSubjectOne: string
  hello: string
  inbox: string
  /** How a day is written (a PostgreSQL `to_char` pattern). */
  dayFormat: string
} & Record<(typeof HISTORY_ACTIONS)[number], string>

export const NOTIFICATION_TEXTS: Record<Locale, Texts> = {
  en: {
    contractEnding: 'Contract {contract} ends on {date}',
    contractEndingAdvice: 'Decide on its renewal before it ends.',
    noticeDeadline: 'Notice deadline of contract {contract} is on {date}',
    noticeDeadlineAdvice: 'Give notice or decide on its renewal by then.',
    noticeDeadlineToday: 'Notice deadline of contract {contract} is today',
    noticeDeadlineTodayAdvice: 'Give notice or decide on its renewal today.',
    documentExpiring: 'Document {name} of contract {contract} expires on {date}',
    documentExpiringAdvice: 'Ask for a new one before then.',
    client: 'Client {name}',
    consultant: 'consultant {name}',
    changed: '{who} {action} {what}',
    someone: 'Someone',
    positionOf: 'position {position} of {what}',
    contract: 'contract {name}',
    inquiry: 'inquiry {name}',
    user: 'user {name}',
    record: '{resource} {name}',
    fields: 'Changed: {fields}',
    created: 'created',
    updated: 'updated',
    cancelled: 'cancelled',
    terminated: 'terminated',
    restored: 'restored',
    deleted: 'deleted',
    term_added: 'added a term to',
    term_removed: 'removed a term of',
    extended: 'extended',
    imported: 'imported',
    document_added: 'added a document to',
    document_removed: 'removed a document from',
    openIt: 'Open it: {link}',
    digestSubject: '{count} unread notifications on {day}',
    digestSubjectOne: '1 unread notification on {day}',
    hello: 'Hello {name},',
    inbox: 'Your inbox: {link}',
    dayFormat: 'YYYY-MM-DD',
  },
  fi: {
    contractEnding: 'Sopimus {contract} päättyy {date}',
    contractEndingAdvice: 'Päätä jatkosta ennen sen päättymistä.',
    noticeDeadline: 'Sopimuksen {contract} irtisanomisen määräpäivä on {date}',
    noticeDeadlineAdvice: 'Irtisano sopimus tai päätä jatkosta siihen mennessä.',
    noticeDeadlineToday: 'Sopimuksen {contract} irtisanomisen määräpäivä on tänään',
    noticeDeadlineTodayAdvice: 'Irtisano sopimus tai päätä jatkosta tänään.',
    documentExpiring: 'Sopimuksen {contract} asiakirja {name} vanhenee {date}',
    documentExpiringAdvice: 'Pyydä uusi ennen sitä.',
    client: 'Asiakas {name}',
    consultant: 'konsultti {name}',
    // Finnish bends the record's name by the verb: the record first, then who did what.
    changed: '{what}: {who} {action}',
    someone: 'Joku',
    positionOf: 'Paikka {position} ({what})',
    contract: 'Sopimus {name}',
    inquiry: 'Kysely {name}',
    user: 'Käyttäjä {name}',
    record: '{resource} {name}',
    fields: 'Muutettu: {fields}',
    created: 'loi',
    updated: 'muokkasi',
    cancelled: 'perui',
    terminated: 'päätti',
    restored: 'palautti',
    deleted: 'poisti',
    term_added: 'lisäsi ehdon',
    term_removed: 'poisti ehdon',
    extended: 'jatkoi',
    imported: 'toi tiedostosta',
    document_added: 'lisäsi asiakirjan:',
    document_removed: 'poisti asiakirjan:',
    openIt: 'Avaa: {link}',
    digestSubject: '{count} lukematonta ilmoitusta {day}',
    digestSubjectOne: '1 lukematon ilmoitus {day}',
    hello: 'Hei {name},',
    inbox: 'Ilmoituksesi: {link}',
    dayFormat: 'FMDD.FMMM.YYYY',
  },
}

export type NotificationText = keyof Texts

/** `key` in `locale` (English when none), its `{names}` filled from `values`. */
export function notificationText(
  locale: Locale | null | undefined,
  key: NotificationText,
  values: Record<string, string | number> = {},
): string {
  const text = NOTIFICATION_TEXTS[locale ?? 'en'][key]
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]))
}
