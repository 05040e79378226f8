import { choiceOf, z } from './messages'

/**
 * The columns each list's table can show, by key, in the order it shows them by default; the
 * dashboard draws its tables from these keys and the server checks preferences against them.
 */
export const TABLE_COLUMNS = {
  contracts: [
    'the_contract_id',
    'client_company',
    'vendor_company',
    'consultant',
    'status',
    'period',
    'allocation',
    'client_price',
    'vendor_price',
    'type',
    'client_contract_id',
    'consult_skills',
  ],
  inquiries: ['title', 'industry', 'status', 'positions', 'created_at', 'main_contact', 'company'],
  users: ['name', 'company', 'phone', 'type', 'created_at', 'email'],
  activity: ['at', 'actor', 'action', 'record', 'changes'],
} as const
export type TableName = keyof typeof TABLE_COLUMNS
export const TABLE_NAMES = Object.keys(TABLE_COLUMNS) as TableName[]

/** What a table shows until its person says otherwise: the leading columns of each list. */
export const DEFAULT_COLUMNS: Record<TableName, readonly string[]> = {
  contracts: TABLE_COLUMNS.contracts.slice(0, 9),
  inquiries: TABLE_COLUMNS.inquiries.slice(0, 5),
  users: TABLE_COLUMNS.users.slice(0, 5),
  activity: TABLE_COLUMNS.activity,
}

export const TABLE_DENSITIES = ['compact', 'comfortable', 'spacious'] as const
export const TableDensity = choiceOf(TABLE_DENSITIES, 'a density')
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

const tablePreference = <T extends TableName>(table: T) =>
  z.object({ columns: columnsOf(table), density: TableDensity })

/** One table's preferences as answered: every field, the defaults where none was saved. */
export const TablePreferences = z.object({
  contracts: tablePreference('contracts'),
  inquiries: tablePreference('inquiries'),
  users: tablePreference('users'),
  activity: tablePreference('activity'),
})

export const Preferences = z.object({ tables: TablePreferences }).meta({
  id: 'Preferences',
  description:
    'Extension: how each list’s table looks to you (its columns in order, its density), kept ' +
    'with you so it follows you to another browser. A list you never set answers its defaults.',
})
export type Preferences = z.infer<typeof Preferences>

/** A change to one table: the fields sent replace the saved ones; null puts the defaults back. */
const tablePatch = <T extends TableName>(table: T) =>
  z
    .strictObject({ columns: columnsOf(table).optional(), density: TableDensity.optional() })
    .nullable()

export const EditPreferencesBody = z
  .strictObject({
    tables: z
      .strictObject({
        contracts: tablePatch('contracts').optional(),
        inquiries: tablePatch('inquiries').optional(),
        users: tablePatch('users').optional(),
        activity: tablePatch('activity').optional(),
      })
      .optional(),
  })
  .meta({
    id: 'EditPreferences',
    description:
      'Partial, by list: a list left out is kept; in a list sent, `columns` (the whole list, in ' +
      'order) and `density` replace what was saved, and `null` puts the list back to its ' +
      'defaults. An unknown list, field or column is a 422 naming it.',
  })
export type EditPreferencesBody = z.infer<typeof EditPreferencesBody>
export type EditPreferencesInput = z.input<typeof EditPreferencesBody>

/** What is kept for a person: only what they set, list by list. */
export type SavedTablePreferences = Partial<
  Record<TableName, { columns?: readonly string[]; density?: string }>
>

/** The answer for what is kept: defaults filled in, columns no longer offered left out. */
export function preferencesOf(saved: SavedTablePreferences): Preferences {
  const table = <T extends TableName>(name: T) => {
    const offered = new Set<string>(TABLE_COLUMNS[name])
    const columns = saved[name]?.columns?.filter((c) => offered.has(c)) ?? []
    const density = saved[name]?.density
    return {
      columns: columns.length > 0 ? columns : [...DEFAULT_COLUMNS[name]],
      density: (TABLE_DENSITIES as readonly string[]).includes(density ?? '')
        ? (density as TableDensity)
        : DEFAULT_DENSITY,
    }
  }
  return {
    tables: {
      contracts: table('contracts'),
      inquiries: table('inquiries'),
      users: table('users'),
      activity: table('activity'),
    },
  }
}
