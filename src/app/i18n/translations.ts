import type { ComponentsJSON } from '@nanostores/i18n'
import type { Locale } from '../../interface/locales'

/**
 * Each language but English: one chunk gathering every part's messages in it, fetched only when it
 * is chosen. Adding a language is a line here, its gathering file beside fi.ts, and a
 * `messages.<code>.ts` beside each `messages.fi.ts`.
 */
export const TRANSLATIONS: Partial<Record<Locale, () => Promise<{ default: ComponentsJSON }>>> = {
  fi: () => import('./fi'),
}

/** What lib/i18n calls for a language's messages (see `translateWith`). */
export async function loadTranslations(code: Locale): Promise<ComponentsJSON> {
  const load = TRANSLATIONS[code]
  return load ? (await load()).default : {}
}
