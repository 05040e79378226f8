import { describe, expect, it } from 'vitest'
import { DEFAULT_LOCALE, LOCALES } from '../../interface/locales'
import { i18n } from '../../lib/i18n'
import { TRANSLATIONS } from './translations'
import { loadEveryModule } from '../../test/every-module'

/** Words that are the same in both languages (a brand, a placeholder address). */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'layout.brand',
  'common.none',
  'editor.linkEditorInputPlaceholder',
  'contracts.range',
  'contractFilters.chip',
  'inquiries.type_freelance',
  'overview.recordOf',
  'history.change',
  'activity.recordOf',
])

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

async function english() {
  await loadEveryModule()
  return i18n.cache[DEFAULT_LOCALE] as unknown as Record<string, Record<string, string>>
}

describe('the message files', () => {
  const others = LOCALES.filter((code) => code !== DEFAULT_LOCALE)

  it('exist for every supported language but English, which is built in', () => {
    for (const code of others) expect(TRANSLATIONS[code], code).toBeDefined()
  })

  it.each(others)(
    '%s: translate every message of every component, with its {parameters}',
    async (code) => {
      const base = await english()
      const pack = (await TRANSLATIONS[code]!()).default as Record<string, Record<string, string>>
      const untranslated: string[] = []
      for (const [component, messages] of Object.entries(base)) {
        for (const [key, text] of Object.entries(messages)) {
          const translation = pack[component]?.[key]
          const name = `${component}.${key}`
          if (typeof translation !== 'string') untranslated.push(`${name} is missing`)
          else if (translation === text && !SAME_IN_EVERY_LANGUAGE.has(name))
            untranslated.push(`${name} is still English: “${text}”`)
          else expect(placeholders(translation), name).toEqual(placeholders(text))
        }
      }
      expect(untranslated).toEqual([])
      expect(Object.keys(pack).sort()).toEqual(Object.keys(base).sort())
    },
  )
})
