/**
 * The sentences of the rules of messages.ts, with `{name}` for what each fills in. The server answers them
 * as they are; the dashboard translates them by these templates (src/lib/i18n/validation.ts).
 */
export const SENTENCES = {
  required: 'This field is required.',
  notEmpty: 'This field may not be empty.',
  mustBe: 'Must be {expected}.',
  minLength: 'Must be at least {minimum} characters.',
  minItems: 'Add at least {minimum}.',
  minimum: 'Must be at least {minimum}.',
  maxLength: 'Must be at most {maximum} characters.',
  maxItems: 'Must have at most {maximum} items.',
  maximum: 'Must be at most {maximum}.',
  email: 'Must be a valid email address.',
  dateTime: 'Must be an ISO 8601 date-time.',
  date: 'Must be a date (YYYY-MM-DD).',
  format: 'Has an invalid format.',
  oneOf: 'Must be one of: {values}.',
  unknownField: 'Unknown field: {keys}.',
  pick: 'Pick {what}.',
} as const

export type SentenceKey = keyof typeof SENTENCES

export function sentence(key: SentenceKey, values: Record<string, string | number> = {}): string {
  return SENTENCES[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]))
}
