import { afterEach, expect, it } from 'vitest'
import { toApiError } from './api'
import { applyPersonLocale, translateWith } from './i18n/locale'

translateWith(async () => (await import('./messages.fi')).default)
afterEach(() => applyPersonLocale(undefined))

const answer = (status: number, body: unknown) =>
  toApiError(new Response(JSON.stringify(body), { status }), body)
const diskFull = { message: "The server's disk is full; nothing was saved." }

it('says a full disk in the person’s language, and any other error in the server’s words', async () => {
  await applyPersonLocale('fi')
  expect(answer(507, diskFull).message).toBe('Palvelimen levy on täynnä; mitään ei tallennettu.')
  expect(answer(409, { message: 'The inquiry is closed.' }).message).toBe('The inquiry is closed.')
  expect(answer(502, null).message).toBe('Pyyntö epäonnistui (HTTP 502).')
  await applyPersonLocale('en')
  expect(answer(507, diskFull)).toMatchObject({ status: 507, message: diskFull.message })
})
