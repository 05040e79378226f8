import { and, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm'
import type { CreateUserBody, EditUserBody, UserRecord } from '../../src/interface'
import type { IfMatch } from '../domain/etag'
import { ForbiddenError, invalidField, NotFoundError } from '../domain/errors'
import { companyIdByName, resolveCompanyByName } from './companies'
import { companyExists } from './company-reads'
import { countCap, countedOf, countTo, pageWithin } from './counting'
import { isUniqueViolation } from './pg-errors'
import { expectUnchanged } from './conflicts'
import { changesOf, recordHistory, type Writer } from './history'
import type { Database } from './open'
import { rowsOf } from './rows'
import { companies, users } from './schema'
import { textSearch } from './search'

type Executor = Pick<Database, 'select'>

/** Is the email taken by a live user other than `exceptId`? Emails compare ignoring case. */
export async function emailTaken(db: Executor, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, sql`lower(${email})`),
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

/** Who acts on users: what they may see and change depends on their type and company. */
export interface UserActor {
  id: number
  type: 'client' | 'admin'
  companyId: number
}

const EMAIL_TAKEN = () => invalidField('email', 'The email has already been taken.')

/** Live users the actor may see: everyone for admins, their own company's for clients. */
function visibleTo(actor: UserActor): SQL | undefined {
  return actor.type === 'admin'
    ? isNull(users.deletedAt)
    : and(isNull(users.deletedAt), eq(users.companyId, actor.companyId))
}

/** The user as the actor may see them (NotFoundError otherwise); `lock`: for the transaction. */
export async function findVisibleUser(db: Database, actor: UserActor, id: number, lock = false) {
  const query = db
    .select(userRecordColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, id), visibleTo(actor)))
  const [row] = lock ? await query.for('no key update', { of: users }) : await query
  if (!row) throw new NotFoundError('User')
  return row
}

/**
 * One page of the users the actor may see, newest first; `search` matches name or email. A search
 * counts up to `countLimit` (COUNT_LIMIT) when one is set.
 */
export async function listUsers(
  db: Database,
  actor: UserActor,
  {
    search,
    limit,
    offset,
    countLimit,
  }: {
    search?: string | undefined
    limit: number
    offset: number
    countLimit?: number | undefined
  },
) {
  const where = and(
    visibleTo(actor),
    search
      ? or(
          textSearch(sql`lower(${users.name})`, search),
          textSearch(sql`lower(${users.email})`, search),
        )
      : undefined,
  )
  const cap = countCap(Boolean(search), countLimit)
  const matches = db
    .select({ one: sql`1` })
    .from(users)
    .where(where)
  const [[counted], rows] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from((cap === undefined ? matches : matches.limit(countTo(cap))).as('matches')),
    db
      .select(userRecordColumns)
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(where)
      .orderBy(desc(users.id))
      .limit(pageWithin(limit, offset, cap))
      .offset(offset),
  ])
  return { counted: countedOf(counted?.total ?? 0, cap), users: rows.map(toUserRecord) }
}

/** Locks the visible user and refuses the write when `expected` (If-Match) no longer meets it. */
async function lockExpectedUser(
  tx: Database,
  actor: UserActor,
  id: number,
  expected: () => IfMatch | undefined,
) {
  const target = await findVisibleUser(tx, actor, id, true)
  await expectUnchanged(
    tx,
    expected(),
    { label: 'User', resource: 'user', id },
    toUserRecord(target),
  )
  return target
}

/**
 * Creates a user as the actor may: a client's new users join the client's own company; an admin
 * names the company by id (must exist) or by name (found ignoring case, or created). Answers its id.
 */
export async function createUser(
  db: Database,
  actor: UserActor,
  body: CreateUserBody,
  passwordHash: string,
): Promise<number> {
  if (actor.type !== 'admin' && body.type === 'admin')
    throw new ForbiddenError('Only admins may create admins.')
  return db.transaction(async (tx) => {
    if (await emailTaken(tx, body.email)) throw EMAIL_TAKEN()
    let companyId = actor.companyId
    if (actor.type === 'admin' && body.company_id !== undefined) {
      if (!(await companyExists(tx, body.company_id)))
        throw invalidField('company_id', 'The selected company does not exist.')
      companyId = body.company_id
    } else if (actor.type === 'admin' && body.company_name !== undefined) {
      companyId = await resolveCompanyByName(tx, body.company_name)
    }
    return insertUser(tx, { id: actor.id }, { ...body, companyId, passwordHash }).catch(
      (err: unknown) => {
        throw isUniqueViolation(err) ? EMAIL_TAKEN() : err
      },
    )
  })
}

/**
 * The id of a company given by id or by name (as the database matches names: lower(), the way
 * companies are unique), or undefined when no company has that name; nothing is made.
 */
async function companyIdOf(
  db: Executor,
  company: { id: number } | { name: string },
): Promise<number | undefined> {
  return 'id' in company ? company.id : companyIdByName(db, company.name)
}

/**
 * Edits a user the actor may see, under its row lock: only admins change a type or move a user to
 * another company. `expected` reads the If-Match once the user is locked.
 */
export async function editUser(
  db: Database,
  actor: UserActor,
  id: number,
  body: EditUserBody,
  {
    passwordHash,
    expected,
  }: { passwordHash?: string | undefined; expected: () => IfMatch | undefined },
) {
  await db.transaction(async (tx) => {
    const target = await lockExpectedUser(tx, actor, id, expected)
    if (actor.type !== 'admin') {
      if (body.type !== undefined && body.type !== target.type)
        throw new ForbiddenError('Only admins may change a user’s type.')
      if (body.company && (await companyIdOf(tx, body.company)) !== actor.companyId)
        throw new ForbiddenError('Only admins may move a user to another company.')
    }
    if (body.email !== undefined && (await emailTaken(tx, body.email, id))) throw EMAIL_TAKEN()
    let companyId: number | undefined
    if (body.company && 'id' in body.company) {
      if (!(await companyExists(tx, body.company.id)))
        throw invalidField('company', 'The selected company does not exist.')
      companyId = body.company.id
    } else if (body.company) {
      companyId = await resolveCompanyByName(tx, body.company.name)
    }
    await writeUser(
      tx,
      id,
      {
        name: body.name,
        email: body.email,
        phone: body.phone === undefined ? undefined : body.phone || null,
        type: body.type,
        locale: body.locale,
        notifyEmail: body.notify_email,
        companyId,
        passwordHash,
      },
      { id: actor.id },
    ).catch((err: unknown) => {
      throw isUniqueViolation(err) ? EMAIL_TAKEN() : err
    })
  })
}

/**
 * Soft-deletes a user the actor may see (not themselves), under its row lock; `alongside` runs in
 * the same transaction (revoking the user's tokens).
 */
export async function deleteUser(
  db: Database,
  actor: UserActor,
  id: number,
  {
    expected,
    alongside,
  }: { expected: () => IfMatch | undefined; alongside: (tx: Database) => Promise<void> },
) {
  await db.transaction(async (tx) => {
    await lockExpectedUser(tx, actor, id, expected)
    if (id === actor.id) throw invalidField('id', 'You cannot delete your own account.')
    await writeUser(tx, id, { deletedAt: sql`now()` }, { id: actor.id }, 'deleted')
    await alongside(tx)
  })
}

/** A live user the actor may read exists (NotFoundError otherwise): for their history. */
export async function expectVisibleUser(db: Database, actor: UserActor, id: number) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), visibleTo(actor)))
  if (!user) throw new NotFoundError('User')
}
