import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type TestApiServer, workerApiServer } from '../../test/api-server'
import { renderApp, storeSessionFor } from '../../test/render-app'
import { DEFAULT_LOCALE } from '../../interface/locales'
import { applyPersonLocale, i18n } from '../../lib/i18n'
import { loadEveryModule } from '../../test/every-module'

/**
 * The pages in Finnish, as an admin whose language on the server is Finnish: no English message
 * of the catalogue may show, as text or as a name a screen reader reads.
 */
let server: TestApiServer
let token: string
let english: { text: string; pattern: RegExp }[]

beforeAll(async () => {
  server = await workerApiServer()
  await server.seedDemo()
  token = await server.signIn('admin@example.com', 'admin12345')
  const me = await storeSessionFor(token, server.url)
  const edit = await fetch(`${server.url}/api/v1/users/${me.id}/edit`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify({ locale: 'fi' }),
  })
  expect(edit.status).toBe(200)

  await loadEveryModule()
  await applyPersonLocale('fi')
  const base = i18n.cache[DEFAULT_LOCALE] as unknown as Record<string, Record<string, string>>
  const finnish = i18n.cache.fi as unknown as Record<string, Record<string, string>>
  english = Object.entries(base).flatMap(([component, messages]) =>
    Object.entries(messages)
      // Only what Finnish says otherwise, and words rather than a date pattern or a sign.
      .filter(([key, text]) => finnish[component]?.[key] !== text && /\p{L}{3}/u.test(text))
      .filter(([key]) => component !== 'format' && key !== 'intlLocale')
      .map(([, text]) => ({
        text,
        pattern: new RegExp(
          `^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '.+')}$`,
        ),
      })),
  )
})
// Each test's end clears the browser's storage (src/test/setup.ts): sign in again.
beforeEach(async () => {
  await storeSessionFor(token, server.url)
  await applyPersonLocale('fi')
})
afterAll(async () => {
  await applyPersonLocale(undefined)
  await server.close()
})

/** Every text and every name a person or a screen reader meets on the page now. */
function shownWords(): string[] {
  const words: string[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim()
    if (text) words.push(text)
  }
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name)?.trim()
      if (value) words.push(value)
    }
  }
  return words
}

const PAGES = [
  ['/overview', 'Yleiskatsaus'],
  ['/inquiries', 'Kyselyt'],
  ['/inquiries/new', 'Uusi kysely'],
  ['/contracts', 'Sopimukset'],
  ['/contracts/new', 'Uusi sopimus'],
  ['/users', 'Käyttäjät'],
  ['/users/new', 'Uusi käyttäjä'],
  ['/profile', 'Profiili'],
  ['/activity', 'Tapahtumat'],
  ['/inquiries/1?tab=history', 'Warehouse peak season'],
] as const

describe('the dashboard in Finnish', () => {
  it.each(PAGES)('%s shows no English message', async (path, heading) => {
    const view = renderApp(path, server.url)
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull())
    const untranslated = shownWords().filter((word) =>
      english.some(({ pattern }) => pattern.test(word)),
    )
    expect(untranslated).toEqual([])
    view.unmount()
  })

  it('the shortcuts sheet (Shift+?) names its keys in Finnish too (Välilyönti, not Space)', async () => {
    const view = renderApp('/contracts', server.url)
    expect(await screen.findByRole('heading', { level: 1, name: 'Sopimukset' })).toBeInTheDocument()
    await userEvent.setup().keyboard('{Shift>}?{/Shift}')
    const sheet = await screen.findByRole('dialog', { name: 'Pikanäppäimet' })
    expect(sheet).toHaveTextContent('Välilyönti')
    const untranslated = shownWords().filter((word) =>
      english.some(({ pattern }) => pattern.test(word)),
    )
    expect(untranslated).toEqual([])
    view.unmount()
  })
})
