import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEFAULT_COLUMNS,
  EditPreferencesBody,
  HistoryResource,
  HISTORY_RESOURCES,
  LIST_QUERIES,
  preferencesOf,
  RECORD_RESOURCES,
  RESOURCES,
  TABLE_COLUMNS,
  viewableBy,
  VIEW_RESOURCES,
} from '../../src/interface'
import { createTestContext, type TestContext } from '../test/harness'
import { rowsOf } from './rows'

/**
 * Each resource is declared once (src/interface/resources.ts); every list of resources is derived
 * from the declarations, and the database's own checks agree with them.
 */

let t: TestContext
beforeAll(async () => {
  t = await createTestContext()
})
afterAll(() => t.close())

describe('the resources’ declarations', () => {
  it('give every list its table: columns, defaults, preferences answered and accepted', () => {
    const names = RESOURCES.map((resource) => resource.name)
    expect(Object.keys(TABLE_COLUMNS)).toEqual(names)
    expect(Object.keys(preferencesOf({}).tables)).toEqual(names)
    for (const resource of RESOURCES) {
      expect(DEFAULT_COLUMNS[resource.name]).toEqual(resource.columns.slice(0, resource.shown))
      const body = { tables: { [resource.name]: { columns: [resource.columns[0]] } } }
      expect(EditPreferencesBody.safeParse(body).success).toBe(true)
    }
    expect(EditPreferencesBody.safeParse({ tables: { nonesuch: null } }).success).toBe(false)
  })

  it('name the history’s records and the lists views are saved of, and who may see them', () => {
    const recorded = RESOURCES.flatMap((resource) =>
      'history' in resource ? [resource.history] : [],
    )
    expect(HISTORY_RESOURCES).toEqual(recorded)
    expect(recorded).toEqual([
      'contract',
      'inquiry',
      'user',
      ...RECORD_RESOURCES.map((resource) => resource.record.one),
    ])
    for (const record of recorded) expect(HistoryResource.safeParse(record).success).toBe(true)

    const listed = RESOURCES.filter((resource) => 'listQuery' in resource)
    expect(VIEW_RESOURCES).toEqual(listed.map((resource) => resource.name))
    expect(Object.keys(LIST_QUERIES)).toEqual([...VIEW_RESOURCES])
    expect(viewableBy('admin')).toEqual(VIEW_RESOURCES)
    // The contracts list is admins' alone: so are its views.
    expect(viewableBy('client')).toEqual(
      listed.filter((resource) => resource.readers !== 'admin').map((resource) => resource.name),
    )
    expect(viewableBy('client')).not.toContain('contracts')
  })

  it('are what the migrated database checks a saved view’s list against', async () => {
    const [check] = await rowsOf<{ definition: string }>(
      t.db,
      sql`select pg_get_constraintdef(oid) as definition from pg_constraint
        where conname = 'saved_views_resource_check'`,
    )
    const named = [...check!.definition.matchAll(/'([a-z_]+)'/g)].map((match) => match[1])
    expect(named.sort()).toEqual([...VIEW_RESOURCES].sort())
  })
})
