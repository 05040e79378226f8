import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldErrors } from 'react-hook-form'
import { translateSentence } from './i18n/validation'

/**
 * `zodResolver` of a shared schema, its sentences in the person's language: the schema and its
 * English sentences stay the server's, the form shows them translated.
 */
export const formResolver = ((...args: Parameters<typeof zodResolver>) => {
  const resolve = zodResolver(...args)
  return async (...resolveArgs: Parameters<typeof resolve>) => {
    const result = await resolve(...resolveArgs)
    translateErrors(result.errors)
    return result
  }
}) as typeof zodResolver

function translateErrors(errors: FieldErrors | undefined): void {
  if (!errors) return
  for (const error of Object.values(errors)) {
    if (!error || typeof error !== 'object') continue
    if (typeof error.message === 'string') error.message = translateSentence(error.message)
    for (const [key, nested] of Object.entries(error)) {
      if (key !== 'ref' && nested && typeof nested === 'object')
        translateErrors(nested as FieldErrors)
    }
  }
}
