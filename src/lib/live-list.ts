import type { ChangeEvent } from '../interface/live'

/** Why a row shown stays although the list, read again, no longer has it. */
export type RowMark = 'changed' | 'deleted'

/** The changes others made to a list's records since the person last refreshed it. */
export type ListChanges = {
  /** Each changed record of the list's own resource, by id: the last thing done to it. */
  changed: Map<number, ChangeEvent['action']>
  /** Records others created: the ones the list, read again, holds are news. */
  created: Set<number>
  /**
   * A change of a related resource (an inquiry's position) whose id is not a row's: a row the list
   * no longer holds is then taken as changed, as nothing says which one it was.
   */
  related: boolean
}

export const noChanges = (): ListChanges => ({
  changed: new Map(),
  created: new Set(),
  related: false,
})

/**
 * The page shown, brought up to date with `fresh` (the same page read again) without moving a row:
 * every row keeps its place, with its fresh values where `fresh` still has it. A changed row
 * `fresh` no longer has stays, marked; a row that only moved to another page (others' records
 * pushed it off) stays unmarked. `news`: the records others created that `fresh` shows and the
 * page does not.
 */
export function mergeFreshPage<Row extends { id: number }>(
  shown: readonly Row[],
  fresh: readonly Row[],
  changes: ListChanges,
  marks: ReadonlyMap<number, RowMark>,
): { rows: Row[]; marks: Map<number, RowMark>; news: number } {
  const freshById = new Map(fresh.map((row) => [row.id, row]))
  const shownIds = new Set(shown.map((row) => row.id))
  const nextMarks = new Map<number, RowMark>()
  const rows = shown.map((row) => {
    const now = freshById.get(row.id)
    if (now) return now
    const action = changes.changed.get(row.id)
    const mark =
      action === 'deleted'
        ? 'deleted'
        : action !== undefined
          ? 'changed'
          : (marks.get(row.id) ?? (changes.related ? 'changed' : undefined))
    if (mark) nextMarks.set(row.id, mark)
    return row
  })
  const news = fresh.filter((row) => !shownIds.has(row.id) && changes.created.has(row.id)).length
  return { rows, marks: nextMarks, news }
}
