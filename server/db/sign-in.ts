import { and, count, eq, gt, isNull, min, sql } from 'drizzle-orm'
import type { Database } from './open'
import { companies, signInFailures, users } from './schema'

/**
 * The sign-in's reads and writes: the live user behind an email, and the failed attempts the
 * throttle counts per email and address (sign_in_failures is written here alone).
 */

/** A signed-in person as every request knows them (AuthUser), from users joined with companies. */
export const authUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  locale: users.locale,
  notifyEmail: users.notifyEmail,
  type: users.type,
  companyId: users.companyId,
  companyName: companies.name,
}

/** Failed sign-ins for the email from the address in the last `windowSeconds`, and the oldest. */
export async function recentFailures(
  db: Database,
  key: { emailLower: string; ip: string },
  windowSeconds: number,
) {
  const [failures] = await db
    .select({ count: count(), oldest: min(signInFailures.createdAt) })
    .from(signInFailures)
    .where(
      and(
        eq(signInFailures.emailLower, key.emailLower),
        eq(signInFailures.ip, key.ip),
        gt(signInFailures.createdAt, sql`now() - make_interval(secs => ${windowSeconds})`),
      ),
    )
  return { count: failures?.count ?? 0, oldest: failures?.oldest ?? null }
}

/** The live user of that email (compared lower-cased), with their password hash and company. */
export async function signInUser(db: Database, emailLower: string) {
  const [user] = await db
    .select({ ...authUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(sql`lower(${users.email})`, emailLower), isNull(users.deletedAt)))
  return user
}

export async function recordFailure(db: Database, key: { emailLower: string; ip: string }) {
  await db.insert(signInFailures).values(key)
}

/** A successful sign-in forgets the failures of its email and address. */
export async function forgetFailures(db: Database, key: { emailLower: string; ip: string }) {
  await db
    .delete(signInFailures)
    .where(and(eq(signInFailures.emailLower, key.emailLower), eq(signInFailures.ip, key.ip)))
}
