import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import {
  DEFAULT_COLUMNS,
  DEFAULT_DENSITY,
  type TableDensity,
  type TableName,
} from '../../interface'
import { preferenceQueries } from './api'

/** A density as a Mantine table's row spacing; `comfortable` is the table as it always was. */
export const DENSITY_SPACING: Record<TableDensity, number | string> = {
  compact: 2,
  comfortable: 7,
  spacious: 'md',
}

const NO_WIDTHS: Readonly<Record<string, number>> = {}

export type TableLayout<Key extends string = string> = {
  /** The column keys shown, in order: an array that stays the same object until it changes. */
  columns: readonly Key[]
  density: TableDensity
  /** Widths the person gave columns, in pixels, by key; the others take their natural width. */
  widths: Readonly<Record<string, number>>
  /** The shown columns kept at the left while the table scrolls sideways, in order. */
  pinned: readonly Key[]
  /** Whether the person's own settings are known (or could not be): the table may draw. */
  ready: boolean
}

/**
 * How the person wants `table` drawn; its defaults until their settings are read. `link`, the
 * column holding the row's link (which the keyboard and the row's click need), is always shown.
 */
export function useTablePreferences<Key extends string>(
  table: TableName,
  link: Key,
): TableLayout<Key> {
  const mine = useQuery(preferenceQueries.mine())
  const saved = mine.data?.tables[table]
  const columns = saved?.columns ?? DEFAULT_COLUMNS[table]
  const shown = useMemo(
    () => (columns.includes(link) ? columns : [link, ...columns]) as readonly Key[],
    [columns, link],
  )
  const pinned = saved?.pinned
  return {
    columns: shown,
    density: saved?.density ?? DEFAULT_DENSITY,
    widths: saved?.widths ?? NO_WIDTHS,
    pinned: useMemo(
      () => (pinned ?? []).filter((key) => shown.includes(key as Key)) as unknown as readonly Key[],
      [pinned, shown],
    ),
    ready: mine.data !== undefined || mine.isError,
  }
}
