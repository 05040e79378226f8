/**
 * A list's reader of its URL search: the schema its route validates with (`validateSearch`), given
 * by whoever knows the list (the views know none).
 */
export interface ListSearchReader {
  '~standard': { validate: (value: unknown) => unknown }
}

/** Left out of a saved view: where the person was, not what they were looking at. */
const NOT_SAVED: Record<string, unknown> = { page: undefined, per_page: 10 }

/** What a view keeps of a list's URL search: each parameter as text, the page and defaults left out. */
export function queryOfSearch(search: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(search)
      .filter(([key, value]) => value !== undefined && value !== null && !isUnsaved(key, value))
      .map(([key, value]) => [key, String(value)]),
  )
}

const isUnsaved = (key: string, value: unknown) =>
  key in NOT_SAVED && (NOT_SAVED[key] === undefined || NOT_SAVED[key] === value)

/**
 * A view's query as its list's URL search. A view keeps text (`"50"`), the URL numbers (`50`):
 * each parameter is read both ways and the reading the list accepts wins, so `per_page` becomes a
 * number while a search for the text "123" stays text.
 */
export function searchOfView(
  reader: ListSearchReader,
  query: Record<string, string>,
): Record<string, unknown> {
  const read = (search: Record<string, unknown>) =>
    (reader['~standard'].validate(search) as { value: Record<string, unknown> }).value
  const numbers = Object.fromEntries(
    Object.entries(query).map(([key, value]) => [
      key,
      /^\d{1,15}$/.test(value) ? Number(value) : value,
    ]),
  )
  return { ...read(query), ...read(numbers) }
}

/** Whether the list's URL search shows exactly what `query` saved. */
export function showsView(search: object, query: Record<string, string>): boolean {
  const shown = queryOfSearch(search)
  const keys = new Set([...Object.keys(shown), ...Object.keys(query)])
  return [...keys].every((key) => shown[key] === query[key])
}
