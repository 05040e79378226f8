import { z } from 'zod'
import { sentence } from './sentences'

/**
 * Sentences a person can read, shared by the server's 422 bodies and the dashboard's forms.
 * Zod's defaults ("Invalid input: expected string, received undefined") are written for developers.
 */
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined) return sentence('required')
        if (issue.input === null) return sentence('notEmpty')
        return sentence('mustBe', { expected: article(issue.expected) })
      case 'too_small':
        if (issue.origin === 'string') {
          return issue.minimum === 1
            ? sentence('required')
            : sentence('minLength', { minimum: Number(issue.minimum) })
        }
        if (issue.origin === 'array')
          return sentence('minItems', { minimum: Number(issue.minimum) })
        return sentence('minimum', { minimum: Number(issue.minimum) })
      case 'too_big':
        if (issue.origin === 'string')
          return sentence('maxLength', { maximum: Number(issue.maximum) })
        if (issue.origin === 'array')
          return sentence('maxItems', { maximum: Number(issue.maximum) })
        return sentence('maximum', { maximum: Number(issue.maximum) })
      case 'invalid_format':
        if (issue.format === 'email') return sentence('email')
        if (issue.format === 'datetime') return sentence('dateTime')
        if (issue.format === 'date') return sentence('date')
        return sentence('format')
      case 'invalid_value':
        return sentence('oneOf', { values: issue.values.map(String).join(', ') })
      case 'unrecognized_keys':
        return sentence('unknownField', { keys: issue.keys.join(', ') })
      default:
        return undefined
    }
  },
})

function article(expected: string): string {
  if (expected === 'int') return 'a whole number'
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`
}

/**
 * One of `values`, as a select offers them: nothing picked says `Pick <what>.` in the words of the
 * field's label ("Pick a type."); a value that is not one of them still lists the values, for
 * callers of the API.
 */
export function choiceOf<const T extends readonly [string, ...string[]]>(values: T, what: string) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? sentence('pick', { what })
        : undefined,
  })
}

export { SENTENCES, sentence, type SentenceKey } from './sentences'
export { z }
