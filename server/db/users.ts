import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { UserRecord } from '../../src/interface'
import type { Database } from './open'
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
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** True when Postgres refused a row for a unique index (a racing duplicate). */
export function isUniqueViolation(err: unknown): boolean {
  const cause = (err as { cause?: unknown })?.cause ?? err
  return (cause as { code?: string })?.code === '23505'
}

/** A new user row from the create-user fields; returns its id. Unique emails are the caller's check. */
export async function insertUser(
  db: Pick<Database, 'insert'>,
  fields: {
    companyId: number
    type?: 'client' | 'admin' | undefined
    name: string
    email: string
    phone?: string | undefined
    passwordHash: string
  },
): Promise<number> {
  const [created] = await db
    .insert(users)
    .values({
      companyId: fields.companyId,
      type: fields.type ?? 'client',
      name: fields.name,
      email: fields.email,
      phone: fields.phone || null,
      passwordHash: fields.passwordHash,
    })
    .returning({ id: users.id })
  return created!.id
}
