import type { ZodError } from 'zod'

/** A failed parse's sentences by field: the path joined with dots (`body` for the whole). */
export function zodFieldErrors(error: ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body'
    ;(errors[field] ??= []).push(issue.message)
  }
  return errors
}

/**
 * Text PostgreSQL cannot store as sent: NUL (refused in text and jsonb, a 500), a lone UTF-16
 * surrogate (refused in jsonb, silently replaced in text). Found in validated input: a 422 per field.
 */
export function unstorableText(value: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  const visit = (node: unknown, at: string[]) => {
    if (typeof node === 'string') {
      const field = at.join('.') || 'body'
      if (node.includes('\u0000')) errors[field] = ['May not contain the NUL character.']
      else if (LONE_SURROGATE.test(node)) errors[field] = ['Must be valid Unicode text.']
    } else if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, [...at, String(i)]))
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) visit(item, [...at, key])
    }
  }
  visit(value, [])
  return errors
}
// With the u flag, a surrogate range matches only surrogates that are not part of a pair.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u
