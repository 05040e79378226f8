import { choiceOf, z } from './messages'
import { DEFAULT_COLUMNS, RESOURCES, TABLE_COLUMNS, type TableName } from './resources'

export const TABLE_DENSITIES = ['compact', 'comfortable', 'spacious'] as const
export const TableDensity = /* @__PURE__ */ choiceOf(TABLE_DENSITIES, 'a density')
export type TableDensity = z.infer<typeof TableDensity>
export const DEFAULT_DENSITY: TableDensity = 'comfortable'

/** The columns of one list: each a key of that list, each once, in the order shown. */
function columnsOf<T extends TableName>(table: T) {
  const keys = TABLE_COLUMNS[table] as unknown as readonly [string, ...string[]]
  return z
    .array(choiceOf(keys, 'a column'))
    .min(1)
    .max(keys.length)
    .refine((columns) => new Set(columns).size === columns.length, 'Each column once.')
    .meta({
      description: `Shown, in this order: ${keys.map((k) => `\`${k}\``).join(', ')}.`,
    })
}

/** The narrowest and widest a column may be made, in pixels. */
export const COLUMN_WIDTH = { min: 40, max: 800 } as const

/** Widths set by hand, by column key; a column left out takes its natural width. */
function widthsOf<T extends TableName>(table: T) {
  const keys = TABLE_COLUMNS[table] as unknown as readonly [string, ...string[]]
  return z
    .partialRecord(
      choiceOf(keys, 'a column'),
      z.number().int().min(COLUMN_WIDTH.min).max(COLUMN_WIDTH.max),
    )
    .meta({
      description: `Pixels (${COLUMN_WIDTH.min}–${COLUMN_WIDTH.max}) by column key; a column left out takes its natural width.`,
    })
}

/** The columns kept at the left while the table scrolls sideways, in order, each once. */
function pinnedOf<T extends TableName>(table: T) {
  const keys = TABLE_COLUMNS[table] as unknown as readonly [string, ...string[]]
  return z
    .array(choiceOf(keys, 'a column'))
    .max(keys.length)
    .refine((columns) => new Set(columns).size === columns.length, 'Each column once.')
    .meta({
      description:
        'Column keys kept at the left while the table scrolls sideways, in order (a pinned ' +
        'column that is not shown is kept for when it is). None by default: every pinned ' +
        'column costs each key press a repaint of its cells in every row.',
    })
}

const tablePreference = <T extends TableName>(table: T) =>
  z.object({
    columns: columnsOf(table),
    density: TableDensity,
    widths: widthsOf(table),
    pinned: pinnedOf(table),
  })

/** One value for each table, made by `make` from its name, in the order the resources are declared. */
const byTable = <V>(make: <T extends TableName>(table: T) => V) =>
  Object.fromEntries(RESOURCES.map((resource) => [resource.name, make(resource.name)])) as {
    [T in TableName]: ReturnType<typeof make<T>>
  }

/** One table's preferences as answered: every field, the defaults where none was saved. */
export const TablePreferences = /* @__PURE__ */ z.object(byTable(tablePreference))

export const Preferences = /* @__PURE__ */ z.object({ tables: TablePreferences }).meta({
  id: 'Preferences',
  description:
    'Extension: how each list’s table looks to you (its columns in order, its density, the ' +
    'widths you gave its columns and the ones pinned at its left), kept ' +
    'with you so it follows you to another browser. A list you never set answers its defaults.',
})
export type Preferences = z.infer<typeof Preferences>

/** A change to one table: the fields sent replace the saved ones; null puts the defaults back. */
const tablePatch = <T extends TableName>(table: T) =>
  z
    .strictObject({
      columns: columnsOf(table).optional(),
      density: TableDensity.optional(),
      widths: widthsOf(table).optional(),
      pinned: pinnedOf(table).optional(),
    })
    .nullable()

export const EditPreferencesBody = /* @__PURE__ */ z
  .strictObject({
    tables: z.strictObject(byTable((table) => tablePatch(table).optional())).optional(),
  })
  .meta({
    id: 'EditPreferences',
    description:
      'Partial, by list: a list left out is kept; in a list sent, `columns` (the whole list, in ' +
      'order), `density`, `widths` (the whole map) and `pinned` replace what was saved, and ' +
      '`null` puts the list back to its ' +
      'defaults. An unknown list, field or column is a 422 naming it.',
  })
export type EditPreferencesBody = z.infer<typeof EditPreferencesBody>
export type EditPreferencesInput = z.input<typeof EditPreferencesBody>

/** What is kept for a person: only what they set, list by list. */
export type SavedTablePreferences = Partial<
  Record<
    TableName,
    {
      columns?: readonly string[]
      density?: string
      widths?: Record<string, unknown>
      pinned?: readonly string[]
    }
  >
>

/** The answer for what is kept: defaults filled in, columns no longer offered left out. */
export function preferencesOf(saved: SavedTablePreferences): Preferences {
  const table = <T extends TableName>(name: T) => {
    const offered = new Set<string>(TABLE_COLUMNS[name])
    const columns = saved[name]?.columns?.filter((c) => offered.has(c)) ?? []
    const density = saved[name]?.density
    const widths = Object.fromEntries(
      Object.entries(saved[name]?.widths ?? {}).filter(
        ([column, width]) =>
          offered.has(column) &&
          Number.isInteger(width) &&
          (width as number) >= COLUMN_WIDTH.min &&
          (width as number) <= COLUMN_WIDTH.max,
      ),
    ) as Record<string, number>
    const pinned = saved[name]?.pinned
    return {
      columns: columns.length > 0 ? columns : [...DEFAULT_COLUMNS[name]],
      density: (TABLE_DENSITIES as readonly string[]).includes(density ?? '')
        ? (density as TableDensity)
        : DEFAULT_DENSITY,
      widths,
      pinned: pinned ? pinned.filter((c) => offered.has(c)) : [],
    }
  }
  return { tables: byTable(table) }
}
