/**
 * The languages the dashboard speaks, each with its name in its own language. Adding one is a line
 * here and its messages (see `src/app/i18n/translations.ts`). No zod here: the sign-in page imports it.
 */
export const LANGUAGES = {
  en: 'English',
  fi: 'Suomi',
} as const

export type Locale = keyof typeof LANGUAGES
export const LOCALES = Object.keys(LANGUAGES) as [Locale, ...Locale[]]
export const DEFAULT_LOCALE: Locale = 'en'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value)
}
