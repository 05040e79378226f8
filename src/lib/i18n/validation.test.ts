import { afterEach, describe, expect, it } from 'vitest'
import { CreateUserBody, PositionType, SignInBody } from '../../interface'
import { applyPersonLocale, translateWith } from './locale'
import { translateSentence } from './validation'

// lib's own Finnish, where the validation sentences are (the app gathers every part's).
translateWith(async () => (await import('../messages.fi')).default)
afterEach(() => applyPersonLocale(undefined))

const sentences = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message)

describe('the shared schemas’ sentences on the dashboard', () => {
  it('stay as the server writes them in English', async () => {
    await applyPersonLocale('en')
    expect(translateSentence('Must be at least 8 characters.')).toBe(
      'Must be at least 8 characters.',
    )
  })

  it('read in Finnish, their filled-in parts too, whatever rule wrote them', async () => {
    await applyPersonLocale('fi')
    const bad = sentences(
      CreateUserBody.safeParse({
        name: '',
        email: 'nope',
        password: 'short',
        confirm_password: 'other',
        type: '',
      }),
    ).map(translateSentence)
    expect(bad).toEqual(
      expect.arrayContaining([
        'Tämä kenttä on pakollinen.',
        'Anna kelvollinen sähköpostiosoite.',
        'Vähintään 8 merkkiä.',
        'Valitse käyttäjätyyppi.',
      ]),
    )
    const mismatch = CreateUserBody.safeParse({
      name: 'A',
      email: 'a@b.fi',
      password: 'long-enough',
      confirm_password: 'other',
    })
    expect(sentences(mismatch).map(translateSentence)).toEqual(['Salasanan vahvistus ei täsmää.'])
    expect(sentences(PositionType.safeParse(undefined)).map(translateSentence)).toEqual([
      'Valitse tyyppi.',
    ])
    expect(sentences(SignInBody.safeParse({ email: 'a@b.fi' })).map(translateSentence)).toEqual([
      'Tämä kenttä on pakollinen.',
    ])
    // A server answer of two sentences, one of them unknown to the dashboard.
    expect(translateSentence('The email has already been taken. Ask an admin.')).toBe(
      'Sähköpostiosoite on jo käytössä. Ask an admin.',
    )
  })
})
