import { OptionalText, PageQuery, PaginationMeta, RowId, Version } from './common'
import { z } from './messages'
import { defineResource } from './resource'

/**
 * A plain record resource, declared by its texts alone: admins list, create, edit and delete its
 * rows, each write is kept in the history, and views can be saved of its list. Its schemas, its
 * table (server/db/record-table.ts), its routes and door (server/routes/records.ts,
 * server/db/records.ts) and its dashboard pages (src/features/records) are all drawn from this
 * one declaration. `npm run new:resource -- <name>` writes one; a resource that outgrows it (rules
 * between fields, relations, company access) gets the hand-written parts contracts have.
 */

/** A text field of the record: required (1 to `max` characters), or optional (null when empty). */
export interface RecordField {
  readonly max: number
  readonly required: boolean
}

interface RecordKind<Fields extends Record<string, RecordField>> {
  /** The list's name, lower-case letters: its path, its table's name. */
  name: string
  /** One record's name, lower-case letters: its history entries' `resource`. */
  one: string
  /** The schemas' names in the OpenAPI document: `Timesheet` gives `TimesheetRecord`, … */
  schemaName: string
  /** The texts, in the order the table and the form show them; the first is the record's name. */
  fields: Fields
  /** How many of the leading columns a table shows until its person says otherwise. */
  shown?: number
}

const fieldSchema = (field: RecordField) =>
  field.required ? z.string().trim().min(1).max(field.max) : OptionalText(field.max)

const mapFields = <Fields extends Record<string, RecordField>, T>(
  fields: Fields,
  schema: (field: RecordField) => T,
) =>
  Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, schema(field)])) as {
    [K in keyof Fields]: T
  }

/** Declares a record resource: its schemas and the declaration the registries read. */
export function defineRecordResource<
  const Name extends string,
  const One extends string,
  const Fields extends Record<string, RecordField>,
>(kind: RecordKind<Fields> & { name: Name; one: One }) {
  const keys = Object.keys(kind.fields) as (keyof Fields & string)[]
  const Row = z
    .object({
      id: RowId,
      ...mapFields(kind.fields, (field) => (field.required ? z.string() : z.string().nullable())),
      version: Version,
      created_at: z.iso.datetime(),
      updated_at: z.iso.datetime(),
    })
    .meta({ id: `${kind.schemaName}Record` })
  const Body = z
    .strictObject(mapFields(kind.fields, fieldSchema))
    .meta({ id: `Create${kind.schemaName}` })
  const EditBody = z
    .strictObject(mapFields(kind.fields, (field) => fieldSchema(field).optional()))
    .meta({ id: `Edit${kind.schemaName}` })
  const List = PaginationMeta.extend({ data: z.array(Row) }).meta({
    id: `${kind.schemaName}List`,
  })
  return {
    ...defineResource({
      name: kind.name,
      readers: 'admin',
      columns: [...keys, 'updated_at'] as unknown as [string, ...string[]],
      shown: kind.shown ?? keys.length + 1,
      listQuery: RecordListQuery,
      history: kind.one,
    }),
    // Typed for the kit's code, which serves every record resource alike.
    record: {
      one: kind.one,
      keys,
      fields: kind.fields,
      Record: Row as unknown as z.ZodType<RecordRow>,
      Body: Body as unknown as z.ZodType<RecordTexts>,
      EditBody: EditBody as unknown as z.ZodType<Partial<RecordTexts>>,
      List: List as unknown as z.ZodType<RecordList>,
    } satisfies RecordSchemas,
  }
}

/** Every record list's query: its page, and a text its rows contain. */
export const RecordListQuery = /* @__PURE__ */ PageQuery.extend({
  search: z.string().trim().max(255).optional(),
})
export type RecordListQuery = z.infer<typeof RecordListQuery>

/** One row of a record resource as the API answers it: its texts, id, version and times. */
export type RecordRow = {
  id: number
  version: number
  created_at: string
  updated_at: string
  [field: string]: string | number | null
}
/** The texts a create or an edit sends. */
export type RecordTexts = Record<string, string | undefined>
export type RecordList = PaginationMeta & { data: RecordRow[] }

interface RecordSchemas {
  one: string
  keys: readonly string[]
  fields: Readonly<Record<string, RecordField>>
  Record: z.ZodType<RecordRow>
  Body: z.ZodType<RecordTexts>
  EditBody: z.ZodType<Partial<RecordTexts>>
  List: z.ZodType<RecordList>
}

/** A record resource as the kit's code reads it, whichever one it is. */
export type RecordResource = {
  name: string
  history: string
  readers: 'admin'
  listQuery: typeof RecordListQuery
  record: RecordSchemas
}

/** A body the service takes for every field: what the API reference shows and the tests send. */
export function exampleBody(resource: RecordResource): Record<string, string> {
  const { one, keys, fields } = resource.record
  return Object.fromEntries(
    keys.map((key) => [key, `Example ${one} ${key}`.slice(0, fields[key]!.max)]),
  )
}

/** A name as a sentence or a title begins it: `timesheet` → `Timesheet`. */
export const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)
