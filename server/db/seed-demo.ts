import { sql } from 'drizzle-orm'
import { hashPassword } from '../auth/passwords'
import { resolveCompanyByName } from './companies'
import type { Database } from './open'
import { inquiries, positions, users } from './schema'
import { positionValues, resolveIndustry, searchText } from './inquiries'
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
    const created = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((u, i) => ({
          name: u.name,
          email: u.email,
          type: u.type,
          companyId: companyIds.get(u.company)!,
          passwordHash: hashes[i]!,
        })),
      )
      .returning({ id: users.id, companyId: users.companyId })
    await seedDemoInquiries(tx, created)
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

const DEMO_INQUIRIES = [
  {
    by: 1,
    title: 'Warehouse peak season',
    industry: 'Logistics',
    contact: 'Anna Andersson',
    hires: ['Forklift driver', 'Warehouse worker'],
  },
  {
    by: 1,
    title: 'Customer portal rebuild',
    industry: 'Software',
    contact: 'Anna Andersson',
    hires: ['Frontend developer', 'Backend engineer', 'QA tester'],
  },
  {
    by: 2,
    title: 'Finance reporting support',
    industry: 'Finance',
    contact: 'Ben Berg',
    hires: ['Data analyst'],
  },
  {
    by: 3,
    title: 'Hotel summer staff',
    industry: 'Hospitality',
    contact: 'Gina Gray',
    hires: ['Chef', 'Customer support agent'],
  },
]

/** A few inquiries of the demo clients (indexes into DEMO_USERS), so the lists are not empty. */
async function seedDemoInquiries(tx: Database, demoUsers: { id: number; companyId: number }[]) {
  for (const demo of DEMO_INQUIRIES) {
    const user = demoUsers[demo.by]!
    const industry = await resolveIndustry(tx, { name: demo.industry })
    const [inquiry] = await tx
      .insert(inquiries)
      .values({
        companyId: user.companyId,
        createdBy: user.id,
        title: demo.title,
        description: `<p>${demo.title}: we are looking for <strong>${demo.hires.length}</strong> ${demo.hires.length === 1 ? 'person' : 'people'}.</p>`,
        industryId: industry.id,
        mainContact: demo.contact,
        searchText: searchText([demo.title, demo.contact, demo.industry, ...demo.hires]),
      })
      .returning({ id: inquiries.id })
    await tx.insert(positions).values(
      demo.hires.map((title, i) =>
        positionValues(inquiry!.id, {
          title,
          type: i % 2 ? 'contract' : 'full_time',
          budget: String(4000 + i * 500),
          job_start: '2027-01-04T08:00:00Z',
          job_end: '2027-06-30T16:00:00Z',
        }),
      ),
    )
  }
}
