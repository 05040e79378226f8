import { contractsResource } from './contracts'
import { inquiriesResource } from './inquiries'
import type { z } from './messages'
import type { RecordResource } from './record'
import { defineResource } from './resource'
import { usersResource } from './users'

/** The activity list: every entry of the history, admins only. */
export const activityResource = defineResource({
  name: 'activity',
  readers: 'admin',
  columns: ['at', 'actor', 'action', 'record', 'changes'],
  shown: 5,
})

/**
 * Every resource, each declared beside its schemas; the order is the order the API document and
 * the preferences list them in. A new resource is one line here. What names the lists anywhere
 * else is derived below, never written out again.
 */
export const RESOURCES = [
  contractsResource,
  inquiriesResource,
  usersResource,
  activityResource,
] as const
type Resource = (typeof RESOURCES)[number]

const atLeastOne = <T>(values: T[]): readonly [T, ...T[]] => {
  if (values.length === 0) throw new Error('No resource declares this.')
  return values as [T, ...T[]]
}

/** The record resources (record.ts): their routes, pages and tables are drawn from them. */
export const RECORD_RESOURCES = RESOURCES.filter(
  (resource) => 'record' in resource,
) as readonly RecordResource[]

/** The lists that have a table: a table preference's key. */
export type TableName = Resource['name']

/** The columns each list's table can show, by key, in the order it shows them by default. */
export const TABLE_COLUMNS = Object.fromEntries(
  RESOURCES.map((resource) => [resource.name, resource.columns]),
) as { readonly [R in Resource as R['name']]: R['columns'] }

/** What a table shows until its person says otherwise: the leading columns of each list. */
export const DEFAULT_COLUMNS = Object.fromEntries(
  RESOURCES.map((resource) => [resource.name, resource.columns.slice(0, resource.shown)]),
) as unknown as Record<TableName, readonly string[]>

/** The records whose writes the history keeps. */
export const HISTORY_RESOURCES = atLeastOne(
  RESOURCES.flatMap((resource) => ('history' in resource ? [resource.history] : [])),
)

type Viewable = Extract<Resource, { listQuery: z.ZodType }>
const viewable = RESOURCES.filter((resource): resource is Viewable => 'listQuery' in resource)

/** The lists a view can be saved of. */
export const VIEW_RESOURCES = atLeastOne(viewable.map((resource) => resource.name))

/** Each list's query parameters, which a saved view's `query` is checked against. */
export const LIST_QUERIES = Object.fromEntries(
  viewable.map((resource) => [resource.name, resource.listQuery]),
) as { readonly [R in Viewable as R['name']]: R['listQuery'] }

/** The lists whose views a person of `type` may save and see: the lists they may read. */
export const viewableBy = (type: 'admin' | 'client'): readonly Viewable['name'][] =>
  viewable
    .filter((resource) => type === 'admin' || resource.readers !== 'admin')
    .map((resource) => resource.name)
