import { sql } from 'drizzle-orm'
import { hashPassword } from '../auth/passwords'
import { resolveCompanyByName } from './companies'
import type { Database } from './open'
import { users } from './schema'
import { isUniqueViolation } from './users'

export const DEMO_USERS = [
  {
    name: 'Ada Admin',
    email: 'admin@example.com',
    password: 'admin12345',
    company: 'Staffing HQ',
    type: 'admin',
  },
  {
    name: 'Anna Andersson',
    email: 'anna@acme.example',
    password: 'client12345',
    company: 'Acme Oy',
    type: 'client',
  },
  {
    name: 'Ben Berg',
    email: 'ben@acme.example',
    password: 'client12345',
    company: 'Acme Oy',
    type: 'client',
  },
  {
    name: 'Gina Gray',
    email: 'gina@globex.example',
    password: 'client12345',
    company: 'Globex Ltd',
    type: 'client',
  },
] as const

const DEMO_COMPANIES = ['Staffing HQ', 'Acme Oy', 'Globex Ltd', 'Initech', 'Umbrella Consulting']

/** Demo companies and users, only into a database that has no users yet. Returns whether it seeded. */
export async function seedDemo(db: Database): Promise<boolean> {
  const hashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.password)))
  // A racing process on the same PostgreSQL may seed first: its unique emails make this one back off.
  const seeding = db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(users)
    if ((existing?.n ?? 0) > 0) return false
    const companyIds = new Map<string, number>()
    for (const name of DEMO_COMPANIES) companyIds.set(name, await resolveCompanyByName(tx, name))
    await tx.insert(users).values(
      DEMO_USERS.map((u, i) => ({
        name: u.name,
        email: u.email,
        type: u.type,
        companyId: companyIds.get(u.company)!,
        passwordHash: hashes[i]!,
      })),
    )
    return true
  })
  return seeding.catch((err: unknown) => {
    if (isUniqueViolation(err)) return false
    throw err
  })
}

export function demoSignInsText(): string {
  const rows = DEMO_USERS.map(
    (u) => `  ${u.type.padEnd(6)}  ${u.email.padEnd(22)}  ${u.password.padEnd(12)}  ${u.company}`,
  )
  return ['Demo sign-ins (seeded into an empty database):', ...rows].join('\n')
}
