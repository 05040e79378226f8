import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from './api'
import { messagesNow } from './i18n'
import { translateSentence } from './i18n/validation'
import { commonMessages } from './ui/messages'

/**
 * Puts each message of a 422 on the form field it names. A nested key (`company.id`) lands on the
 * closest field the form has (`company`); anything left over becomes the form's root error.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
): void {
  if (!(error instanceof ApiError)) {
    setError('root.server', { message: messagesNow(commonMessages).somethingWentWrong })
    return
  }
  const unplaced: string[] = []
  for (const [key, messages] of Object.entries(error.errors)) {
    const field = closestField(key, fieldNames)
    const message = messages.map(translateSentence).join(' ')
    if (field) setError(field as Path<T>, { type: 'server', message }, { shouldFocus: true })
    else unplaced.push(message)
  }
  if (Object.keys(error.errors).length === 0 || unplaced.length > 0) {
    setError('root.server', { type: 'server', message: unplaced.join(' ') || error.message })
  }
}

export function closestField(key: string, fieldNames: readonly string[]): string | undefined {
  const segments = key.split('.')
  while (segments.length > 0) {
    const candidate = segments.join('.')
    if (fieldNames.includes(candidate)) return candidate
    segments.pop()
  }
  return undefined
}
