import { z } from 'zod'

/**
 * Sentences a person can read, shared by the server's 422 bodies and the dashboard's forms.
 * Zod's defaults ("Invalid input: expected string, received undefined") are written for developers.
 */
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined) return 'This field is required.'
        if (issue.input === null) return 'This field may not be empty.'
        return `Must be ${article(issue.expected)}.`
      case 'too_small':
        if (issue.origin === 'string') {
          return issue.minimum === 1
            ? 'This field is required.'
            : `Must be at least ${issue.minimum} characters.`
        }
        if (issue.origin === 'array') return `Add at least ${issue.minimum}.`
        return `Must be at least ${issue.minimum}.`
      case 'too_big':
        if (issue.origin === 'string') return `Must be at most ${issue.maximum} characters.`
        if (issue.origin === 'array') return `Must have at most ${issue.maximum} items.`
        return `Must be at most ${issue.maximum}.`
      case 'invalid_format':
        if (issue.format === 'email') return 'Must be a valid email address.'
        if (issue.format === 'datetime') return 'Must be an ISO 8601 date-time.'
        if (issue.format === 'date') return 'Must be a date (YYYY-MM-DD).'
        return 'Has an invalid format.'
      case 'invalid_value':
        return `Must be one of: ${issue.values.map(String).join(', ')}.`
      case 'unrecognized_keys':
        return `Unknown field: ${issue.keys.join(', ')}.`
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
        ? `Pick ${what}.`
        : undefined,
  })
}

export { z }
