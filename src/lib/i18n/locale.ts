import { createI18n, localeFrom, type ComponentsJSON } from '@nanostores/i18n'
import { atom } from 'nanostores'
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '../../interface/locales'
import { getSessionToken } from '../session'

/** Kept beside the session: a reload starts in the person's language before /user answers. */
const STORAGE_KEY = 'staffing.session.locale'

/** Only while signed in: a signed-out visitor gets their browser's language. */
function storedLocale(): Locale | undefined {
  const stored =
    typeof localStorage === 'undefined' || !getSessionToken()
      ? null
      : localStorage.getItem(STORAGE_KEY)
  return isLocale(stored) ? stored : undefined
}

/** The first of the browser's languages the dashboard speaks ("fi-FI" counts as "fi"). */
export function browserLocale(languages: readonly string[] = navigator.languages): Locale {
  for (const language of languages) {
    const code = language.toLowerCase().split('-')[0]
    if (isLocale(code)) return code
  }
  return DEFAULT_LOCALE
}

/** The signed-in person's own choice (kept on the server); undefined follows the browser. */
export const personLocale = atom<Locale | undefined>(storedLocale())
const browserLanguage = atom<Locale>(
  typeof navigator === 'undefined' ? DEFAULT_LOCALE : browserLocale(),
)

/** The language the dashboard speaks now. */
export const locale = localeFrom(personLocale, browserLanguage) as ReturnType<
  typeof localeFrom<Locale>
>

/** Every component's messages in a language but English: lib knows no feature, the app gathers them. */
export type LoadTranslations = (code: Locale) => Promise<ComponentsJSON>

let loadPack: LoadTranslations = async () => ({})

/** Where the languages but English come from: set once, before the first page draws. */
export function translateWith(load: LoadTranslations) {
  loadPack = load
}

export const i18n = createI18n<Locale, Locale>(locale, {
  baseLocale: DEFAULT_LOCALE,
  get: (code) => loadPack(code),
})

/** Fetches a language's messages, so that switching to it redraws every page at once. */
export async function prepareLocale(code: Locale): Promise<void> {
  if (code === DEFAULT_LOCALE || i18n.cache[code]) return
  i18n.cache[code] = (await loadPack(code)) as unknown as (typeof i18n.cache)[Locale]
}

/**
 * Takes the signed-in person's language (null: their browser's) once its messages are here; the
 * sign-out passes undefined, and the sign-in page follows the browser again.
 */
export async function applyPersonLocale(code: Locale | null | undefined): Promise<void> {
  if (code) await prepareLocale(code)
  if (code) localStorage.setItem(STORAGE_KEY, code)
  else localStorage.removeItem(STORAGE_KEY)
  personLocale.set(code ?? undefined)
}

export { LOCALES }
