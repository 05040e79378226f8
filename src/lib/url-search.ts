/**
 * A list's state in its URL (page, page size, search, filters), read leniently: anything malformed
 * there falls back to a sensible default instead of failing the page. Plain functions rather than
 * zod: route definitions sit in the entry chunk, which the sign-in page's size budget covers, and
 * zod's engine alone would be a tenth of it.
 */

export const PER_PAGE_OPTIONS = [5, 10, 50, 100] as const
export type PerPage = (typeof PER_PAGE_OPTIONS)[number]

const MAX_TEXT = 255

/** What every list's URL holds: which page, and how many rows a page. */
export type Paging = { page: number; per_page: PerPage }

/** A positive whole page number; 1 otherwise. */
export const pageOf = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : 1

/** One of the page sizes offered; 10 otherwise. */
export const perPageOf = (value: unknown): PerPage =>
  PER_PAGE_OPTIONS.find((size) => size === value) ?? 10

/** The page and page size a URL asks for, each falling back to its default. */
export const pagingOf = (search: Record<string, unknown>): Paging => ({
  page: pageOf(search.page),
  per_page: perPageOf(search.per_page),
})

/** Typed text, trimmed, up to 255 characters; otherwise none. */
export const textOf = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  return text.length <= MAX_TEXT ? text : undefined
}

/** One of `values`; otherwise none. */
export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): T | undefined =>
    values.find((allowed) => allowed === value)

/** A real calendar day as `YYYY-MM-DD` (not 2026-02-30); otherwise none. */
export const dayOf = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined
  const day = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : undefined
}

/** A row's id in a query parameter (`?client_company_id=12`): a positive whole number; otherwise none. */
export const rowIdOf = (value: unknown): number | undefined =>
  typeof value === 'number' || typeof value === 'string' ? idOf(String(value)) : undefined

/** A string `pattern` matches whole; otherwise none. */
export const matching =
  (pattern: RegExp) =>
  (value: unknown): string | undefined =>
    typeof value === 'string' && pattern.test(value) ? value : undefined

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
