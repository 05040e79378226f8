import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm'
import type { UserRecord } from '../../src/interface'
import { changesOf, recordHistory, type Writer } from './history'
import type { Database } from './open'
import { rowsOf } from './rows'
import { companies, users } from './schema'

type Executor = Pick<Database, 'select'>

/** Is the email taken by a live user other than `exceptId`? Emails compare ignoring case. */
export async function emailTaken(db: Executor, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, email.toLowerCase()),
        isNull(users.deletedAt),
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    )
    .limit(1)
  return row !== undefined
}

export const userRecordColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  type: users.type,
  companyId: companies.id,
  companyName: companies.name,
  version: users.version,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
}

interface UserRow {
  id: number
  name: string
  email: string
  phone: string | null
  type: 'client' | 'admin'
  companyId: number
  companyName: string
  version: number
  createdAt: Date
  updatedAt: Date
}

export function toUserRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    type: row.type,
    company: { id: row.companyId, name: row.companyName },
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** True when Postgres refused a row for a unique index (a racing duplicate). */
export function isUniqueViolation(err: unknown): boolean {
  const cause = (err as { cause?: unknown })?.cause ?? err
  return (cause as { code?: string })?.code === '23505'
}

/**
 * A new user row from the create-user fields, and its history entry in the same statement;
 * returns its id. Unique emails are the caller's check.
 */
export async function insertUser(
  db: Pick<Database, 'insert' | 'execute'>,
  writer: Writer,
  fields: {
    companyId: number
    type?: 'client' | 'admin' | undefined
    name: string
    email: string
    phone?: string | undefined
    passwordHash: string
  },
): Promise<number> {
  const insert = db
    .insert(users)
    .values({
      companyId: fields.companyId,
      type: fields.type ?? 'client',
      name: fields.name,
      email: fields.email,
      phone: fields.phone || null,
      passwordHash: fields.passwordHash,
    })
    .returning()
  const [created] = await rowsOf<{ id: number }>(
    db,
    sql`with written as (${insert.getSQL()}),
      logged as (${recordHistory(
        'user',
        'created',
        writer,
        sql`select w.id, null::int, ${changesOf(sql`'{}'::jsonb`, sql`to_jsonb(w)`)} from written w`,
      )})
      select id from written`,
  )
  return created!.id
}

/**
 * Writes `values` over a user (locked by the caller), with its version and its history entry in the
 * same statement: `updated` with the fields that changed, or `deleted`.
 */
export async function writeUser(
  db: Pick<Database, 'update' | 'execute'>,
  id: number,
  values: { [K in keyof typeof users.$inferInsert]?: (typeof users.$inferInsert)[K] | SQL },
  writer: Writer,
  action: 'updated' | 'deleted' = 'updated',
) {
  const update = db
    .update(users)
    .set({ ...values, version: sql`${users.version} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning()
  await db.execute(
    sql`with before as (select * from users where id = ${id}),
      written as (${update.getSQL()}),
      logged as (${recordHistory(
        'user',
        action,
        writer,
        action === 'deleted'
          ? sql`select w.id, null::int, '{}'::jsonb from written w`
          : sql`select w.id, null::int, ${changesOf(sql`to_jsonb(b)`, sql`to_jsonb(w)`)}
            from before b join written w on w.id = b.id`,
      )})
      select id from written`,
  )
}
