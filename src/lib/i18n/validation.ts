import { DEFAULT_LOCALE } from '../../interface/locales'
import { SENTENCES } from '../../interface/sentences'
import { i18n, locale } from './locale'

/**
 * The English sentences of the shared schemas' own rules (their `{name}` parts filled in by the
 * rule), beside the sentences of src/interface/messages.ts. The server answers them as they are;
 * the dashboard's forms show them in the person's language through `translateSentence`.
 */
const RULE_SENTENCES = {
  passwordMismatch: 'The password confirmation does not match.',
  endBeforeStart: 'The end may not be before the start.',
  percentSign: 'Send the number alone, without the % sign.',
  decimal: 'Must be a number, such as 1250 or 1250.50.',
  decimals: 'At most {scale} decimals.',
  between: 'Must be between {min} and {max}.',
  contractId: 'Use 1 to 64 letters, digits, dots, underscores or hyphens.',
  fromYearOne: 'Must be from the year 1 on.',
  budget: 'Must be a number such as 5000 or 80.5, without units.',
  yearRange: 'Must be between the years 1 and 9999.',
  pendingStage: 'New positions start as pending.',
  afterFrom: 'Must be on or after {field} ({from}).',
  consultantChoice: 'Pick a consultant, or choose “New” or “None”.',
  endBeforeStartDate: 'The end date must not be before the start date.',
  emailTaken: 'The email has already been taken.',
  credentials: 'These credentials do not match our records.',
  viewNameTaken: 'You already have a view of this list by this name.',
} as const

const ENGLISH: Record<string, string> = { ...SENTENCES, ...RULE_SENTENCES }

export const validationMessages = i18n('validation', { ...SENTENCES, ...RULE_SENTENCES })

/** The words a rule fills into its sentence ("Pick {what}.", "Must be {expected}."). */
export const validationPhrases = i18n('validationPhrases', {
  'a user type': 'a user type',
  'a type': 'a type',
  'an experience level': 'an experience level',
  'remote, hybrid or on site': 'remote, hybrid or on site',
  'a status': 'a status',
  'a stage': 'a stage',
  'a language': 'a language',
  'a string': 'a string',
  'a number': 'a number',
  'a whole number': 'a whole number',
  'a boolean': 'a boolean',
  'an object': 'an object',
  'an array': 'an array',
})

// The most specific first: "Must be a valid email address." before "Must be {expected}.".
const templates = Object.entries(ENGLISH)
  .sort(([, a], [, b]) => b.replace(/\{\w+\}/g, '').length - a.replace(/\{\w+\}/g, '').length)
  .map(([key, english]) => {
    const names: string[] = []
    const source = english
      .split(/\{(\w+)\}/)
      .map((part, index) => {
        if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        names.push(part)
        return '(.+?)'
      })
      .join('')
    return { key, names, pattern: new RegExp(`^${source}$`) }
  })

/**
 * A validation sentence of the shared schemas (or the server's 422 made of them) in the language
 * the dashboard speaks now; a sentence it does not know stays as it is.
 */
export function translateSentence(message: string): string {
  if (locale.get() === DEFAULT_LOCALE) return message
  const sentences = validationMessages.get() as Record<string, string>
  const phrases = validationPhrases.get() as Record<string, string>
  return message
    .split(/(?<=\.) (?=[A-Z])/)
    .map((part) => {
      for (const { key, names, pattern } of templates) {
        const match = pattern.exec(part)
        if (!match) continue
        return sentences[key]!.replace(/\{(\w+)\}/g, (_, name: string) => {
          const value = match[names.indexOf(name) + 1] ?? ''
          return phrases[value] ?? value
        })
      }
      return part
    })
    .join(' ')
}
