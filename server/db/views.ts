import { isDeepStrictEqual } from 'node:util'
import { and, eq, ne, sql, type SQL } from 'drizzle-orm'
import {
  viewableBy,
  viewQueryErrors,
  type CreateViewBody,
  type EditViewBody,
  type SavedView,
  type ViewResource,
} from '../../src/interface'
import type { Actor } from '../domain/actor'
import { InvalidFieldsError, invalidField, NotFoundError } from '../domain/errors'
import type { Database } from './open'
import { recordHistory } from './history'
import { isoTime, rowsOf } from './rows'
import { savedViews } from './schema'
import { isUniqueViolation } from './pg-errors'

/** Who asks for views: the owner of their own, the peer of shared ones. */
export type ViewActor = Actor & { id: number }

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

interface ViewRow {
  id: number
  owner_id: number
  owner_name: string
  resource: ViewResource
  name: string
  query: Record<string, string>
  shared: boolean
  is_default: boolean
  created_at: Date | string
  updated_at: Date | string
}

/** The one place a view's answer is shaped; `default` is the caller's own choice only. */
function toSavedView(row: ViewRow, actor: ViewActor): SavedView {
  return {
    id: row.id,
    name: row.name,
    resource: row.resource,
    query: row.query,
    shared: row.shared,
    default: row.is_default && row.owner_id === actor.id,
    owner: { id: row.owner_id, name: row.owner_name },
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
  }
}

/**
 * The views `actor` sees: their own, and the shared views of their peers: for client staff the
 * live client staff of their company, for admins every live admin.
 */
function visibleTo(actor: ViewActor): SQL {
  const peers =
    actor.type === 'admin'
      ? sql`o.type = 'admin'`
      : sql`o.type = 'client' and o.company_id = ${actor.companyId}`
  return sql`(v.owner_id = ${actor.id} or (v.shared and o.deleted_at is null and ${peers}))`
}

async function viewRows(db: Executor, where: SQL): Promise<ViewRow[]> {
  return rowsOf<ViewRow>(
    db,
    sql`select v.id, v.owner_id, o.name as owner_name, v.resource, v.name, v.query, v.shared,
        v.is_default, v.created_at, v.updated_at
      from saved_views v join users o on o.id = v.owner_id
      where ${where} order by lower(v.name), v.id`,
  )
}

/** The views of `resources` the actor sees, by name (ignoring case). */
export async function listViews(
  db: Database,
  actor: ViewActor,
  resources: readonly ViewResource[],
): Promise<SavedView[]> {
  if (resources.length === 0) return []
  const rows = await viewRows(db, sql`v.resource in ${resources} and ${visibleTo(actor)}`)
  return rows.map((row) => toSavedView(row, actor))
}

const NAME_TAKEN = () => invalidField('name', 'You already have a view of this list by this name.')

/**
 * Runs `write` for the owner's views in one transaction that first locks the owner's row, so two
 * writes of one person's views (the name check, the one default) never interleave.
 */
async function ownerWrite<T>(db: Database, actor: ViewActor, write: (tx: Executor) => Promise<T>) {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select id from users where id = ${actor.id} for update`)
      return write(tx)
    })
  } catch (error) {
    // The unique name index caught what the check below did not see (it cannot, under the lock).
    if (isUniqueViolation(error)) throw NAME_TAKEN()
    throw error
  }
}

async function checkNameFree(
  tx: Executor,
  actor: ViewActor,
  resource: ViewResource,
  name: string,
  except?: number,
) {
  const [taken] = await tx
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(
      and(
        eq(savedViews.ownerId, actor.id),
        eq(savedViews.resource, resource),
        sql`lower(${savedViews.name}) = lower(${name})`,
        ...(except === undefined ? [] : [ne(savedViews.id, except)]),
      ),
    )
  if (taken) throw NAME_TAKEN()
}

/**
 * The history entry of a write to view `id`, in the write's transaction: views are not in the
 * activity, but their writes are events of the change feed (server/live), which is the history.
 */
function viewHistory(
  tx: Executor,
  actor: ViewActor,
  action: 'created' | 'updated' | 'deleted',
  id: number,
  changes: Record<string, { from: unknown; to: unknown }> = {},
) {
  return tx.execute(
    recordHistory(
      'view',
      action,
      actor,
      sql`select ${id}::int, null::int, ${JSON.stringify(changes)}::jsonb`,
    ),
  )
}

/** Unsets the owner's default view of `resource` (before another becomes it). */
async function clearDefault(tx: Executor, actor: ViewActor, resource: ViewResource) {
  const cleared = await tx
    .update(savedViews)
    .set({ isDefault: false, version: sql`${savedViews.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(savedViews.ownerId, actor.id),
        eq(savedViews.resource, resource),
        eq(savedViews.isDefault, true),
      ),
    )
    .returning({ id: savedViews.id })
  for (const { id } of cleared)
    await viewHistory(tx, actor, 'updated', id, { default: { from: true, to: false } })
}

async function ownView(tx: Executor, actor: ViewActor, id: number): Promise<SavedView> {
  const [row] = await viewRows(tx, sql`v.id = ${id} and v.owner_id = ${actor.id}`)
  if (!row) throw new NotFoundError('View')
  return toSavedView(row, actor)
}

export async function createView(
  db: Database,
  actor: ViewActor,
  body: CreateViewBody,
): Promise<SavedView> {
  return ownerWrite(db, actor, async (tx) => {
    await checkNameFree(tx, actor, body.resource, body.name)
    if (body.default) await clearDefault(tx, actor, body.resource)
    const [created] = await tx
      .insert(savedViews)
      .values({
        ownerId: actor.id,
        resource: body.resource,
        name: body.name,
        query: body.query,
        shared: body.shared,
        isDefault: body.default,
      })
      .returning({ id: savedViews.id })
    await viewHistory(tx, actor, 'created', created!.id)
    return ownView(tx, actor, created!.id)
  })
}

/** Merges the body over the owner's view; anyone else's (or none) is NotFoundError. */
export async function editView(
  db: Database,
  actor: ViewActor,
  id: number,
  body: EditViewBody,
): Promise<SavedView> {
  return ownerWrite(db, actor, async (tx) => {
    const view = await ownView(tx, actor, id)
    if (body.query !== undefined) {
      const errors = viewQueryErrors(view.resource, body.query)
      if (Object.keys(errors).length > 0) throw new InvalidFieldsError(errors)
    }
    if (body.name !== undefined) await checkNameFree(tx, actor, view.resource, body.name, id)
    const changes = Object.fromEntries(
      (['name', 'query', 'shared', 'default'] as const)
        .filter((key) => body[key] !== undefined && !isDeepStrictEqual(body[key], view[key]))
        .map((key) => [key, { from: view[key], to: body[key] }]),
    )
    if (Object.keys(changes).length === 0) return view
    if (body.default) await clearDefault(tx, actor, view.resource)
    await tx
      .update(savedViews)
      .set({
        name: body.name,
        query: body.query,
        shared: body.shared,
        isDefault: body.default,
        version: sql`${savedViews.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(savedViews.id, id))
    await viewHistory(tx, actor, 'updated', id, changes)
    return ownView(tx, actor, id)
  })
}

/** Deletes the owner's view; anyone else's (or none) is NotFoundError. */
export async function deleteView(db: Database, actor: ViewActor, id: number) {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(savedViews)
      .where(and(eq(savedViews.id, id), eq(savedViews.ownerId, actor.id)))
      .returning({ id: savedViews.id })
    if (deleted.length === 0) throw new NotFoundError('View')
    await viewHistory(tx, actor, 'deleted', id)
  })
}

/** The lists whose views `actor` may save and see: contracts are for admins only. */
export const viewableResources = (actor: Actor): readonly ViewResource[] => viewableBy(actor.type)
