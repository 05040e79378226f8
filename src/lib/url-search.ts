/**
 * A list's state in its URL (page, page size, search, filters), read by the schema of the list's
 * API query (src/interface), leniently: a parameter that schema refuses falls back to its default
 * or is left out, instead of failing the page. The schema comes as JSON Schema
 * (`list-search-schemas.ts`, generated from the zod schema by `npm run api:types`): route
 * definitions sit in the entry chunk, which the sign-in page's size budget covers, and zod's engine
 * alone would be a tenth of it.
 */

export const PER_PAGE_OPTIONS = [5, 10, 50, 100] as const

/** One parameter as JSON Schema writes it: what the lenient reader below checks. */
export type SearchProperty = {
  readonly type?: string
  readonly enum?: readonly string[]
  readonly minimum?: number
  readonly maximum?: number
  readonly maxLength?: number
  readonly pattern?: string
  /** `date` alone is read: a real calendar day as `YYYY-MM-DD` (not 2026-02-30). */
  readonly format?: string
  readonly default?: unknown
}
export type SearchProperties = Readonly<Record<string, SearchProperty>>

/** A URL's value as `property` accepts it (text trimmed, numbers from text); otherwise none. */
function readValue(property: SearchProperty, value: unknown): unknown {
  if (property.type === 'integer' || property.type === 'number') {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
    return typeof number === 'number' &&
      Number.isFinite(number) &&
      (property.type === 'number' || Number.isInteger(number)) &&
      number >= (property.minimum ?? -Infinity) &&
      number <= (property.maximum ?? Infinity)
      ? number
      : undefined
  }
  // The router reads `?search=123` as a number: as text, it is the search the person typed.
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string') return undefined
  const trimmed = text.trim()
  return trimmed !== '' &&
    trimmed.length <= (property.maxLength ?? Infinity) &&
    (!property.enum || property.enum.includes(trimmed)) &&
    (!property.pattern || new RegExp(property.pattern).test(trimmed)) &&
    (property.format !== 'date' || isDay(trimmed))
    ? trimmed
    : undefined
}

function isDay(text: string): boolean {
  const day = new Date(`${text}T00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text
}

/**
 * A route's `validateSearch` from the JSON Schema of its list's query: a Standard Schema whose
 * output is the query's type, and whose input lets links and redirects leave out every field
 * (each has a default or may be absent).
 */
export function listSearch<Output>(properties: SearchProperties) {
  return searchSchema((search): Output => {
    const read: Record<string, unknown> = {}
    for (const [name, property] of Object.entries(properties)) {
      const value = readValue(property, search[name]) ?? property.default
      if (value !== undefined) read[name] = value
    }
    return read as Output
  })
}

/** The fields that have a value: a default-free URL stays short. */
export function present<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T
}

/** A record's id in a path (`/contracts/12/edit`): a positive whole number, else undefined. */
export function idOf(value: string): number | undefined {
  const id = Number(value)
  return value.trim() !== '' && Number.isInteger(id) && id >= 1 ? id : undefined
}

/**
 * A route's `validateSearch` from a reader of its URL: a Standard Schema, whose input type lets
 * links and redirects leave out every field (each has a default or may be absent).
 */
export function searchSchema<Output>(read: (search: Record<string, unknown>) => Output) {
  return {
    '~standard': {
      version: 1,
      vendor: 'staffing-admin',
      validate: (value: unknown) => ({
        value: read(
          typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {},
        ),
      }),
      types: undefined as unknown as { input: Partial<Output>; output: Output },
    },
  } as const
}
