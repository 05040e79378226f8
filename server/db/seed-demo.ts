import { sql } from 'drizzle-orm'
import { hashPassword } from '../auth/passwords'
import { resolveCompanyByName } from './companies'
import type { Database } from './open'
import { consultants, inquiries, positions, users } from './schema'
import {
  cancelPosition,
  positionValues,
  recountInquiryTallies,
  resolveIndustry,
  searchText,
} from './inquiries'
import { isUniqueViolation } from './pg-errors'
import { writeUser } from './users'
import {
  createContract,
  editContract,
  extendContract,
  settleContracts,
  terminateContract,
} from './contracts'
import { changesOf } from './history'
import { rowsOf } from './rows'
import { CreateContractBody, CreateViewBody } from '../../src/interface'
import { createView } from './views'
import { readingNow, readingOn } from './contract-reads'
import { addTerm } from './contract-terms'

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
    await seedDemoContracts(tx, companyIds, { id: created[0]!.id })
    await seedDemoHistory(tx, created)
    await seedDemoViews(tx, created)
    return true
  })
  const seeded = await seeding.catch((err: unknown) => {
    if (isUniqueViolation(err)) return false
    throw err
  })
  // Written inside the seeding transaction by plain inserts: the tallies are counted afresh.
  if (seeded) {
    await settleContracts(db)
    await recountInquiryTallies(db)
  }
  return seeded
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

const DEMO_CONSULTANTS = [
  ['Mikko Virtanen', 'Backend engineer'],
  ['Laura Korhonen', 'Project manager'],
  ['Sara Lind', 'Data analyst'],
  ['Jussi Nieminen', 'Forklift driver'],
  ['Aino Mäkelä', 'Frontend developer'],
  ['Omar Haddad', 'QA tester'],
] as const
const DEMO_SKILLS = ['TypeScript', 'SQL', 'React', 'Logistics', 'Excel', 'Kubernetes']

/**
 * Three dozen contracts between the demo companies, dated around today so every list and status is
 * at work: some not started, most ongoing (several ending within 30, 60 and 90 days, some
 * open-ended), some ended, a couple unknown, some without a consultant; one terminated.
 */
async function seedDemoContracts(
  tx: Database,
  companyIds: Map<string, number>,
  admin: { id: number },
) {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
  const clients = ['Acme Oy', 'Globex Ltd', 'Initech'].map((name) => companyIds.get(name)!)
  const vendors = ['Umbrella Consulting', 'Staffing HQ'].map((name) => companyIds.get(name)!)
  const people = await tx
    .insert(consultants)
    .values(DEMO_CONSULTANTS.map(([name, title]) => ({ name, title })))
    .returning({ id: consultants.id })
  for (let n = 0; n < 36; n++) {
    // Starts from a year ago to two months ahead; ends from two months ago to a year ahead.
    const start = -360 + ((n * 37) % 420)
    const end = n % 7 === 3 ? undefined : Math.max(start + 30, -60 + ((n * 53) % 420))
    const status =
      n % 17 === 5
        ? 'unknown'
        : start > 0
          ? 'not started'
          : end !== undefined && end < 0
            ? 'ended'
            : 'ongoing'
    const body = CreateContractBody.parse({
      the_contract_id: `DEMO-${String(n + 1).padStart(3, '0')}`,
      client_contract_id: `PO-${4100 + n * 7}`,
      client_company_id: clients[n % clients.length],
      vendor_company_id: vendors[n % vendors.length],
      contract_start: day(start),
      ...(end === undefined ? { is_infinite: true } : { contract_end: day(end) }),
      status,
      type: n % 3 ? 'hourly' : 'fixed',
      allocation: 50 + (n % 6) * 10,
      unit: 'hours',
      client_price: 70 + (n % 9) * 5,
      // Every eighth on a thin margin (under 10% of the client price).
      vendor_price: n % 8 === 6 ? 66 + (n % 9) * 5 : 55 + (n % 9) * 4,
      vat: 25.5,
      ...(n % 4 === 0 ? {} : { notice_days: [30, 60, 14][n % 3] }),
      ...(n % 5 === 1 ? { renewal: 'renewing' } : n % 5 === 2 ? { renewal: 'not_renewing' } : {}),
      consult_skills: [
        DEMO_SKILLS[n % DEMO_SKILLS.length]!,
        DEMO_SKILLS[(n + 2) % DEMO_SKILLS.length]!,
      ],
      // Every fifth without a consultant yet.
      ...(n % 5 === 4 ? {} : { selected_consultant: { id: people[n % people.length]!.id } }),
    })
    const id = await createContract(tx, body, admin)
    // Some rates change: one from last month, some from the first of next month.
    if (n % 6 === 1 && start < -40) {
      const first = new Date()
      first.setUTCDate(1)
      first.setUTCMonth(first.getUTCMonth() + (n % 12 === 1 ? -1 : 1))
      const from = first.toISOString().slice(0, 10)
      if (end === undefined || from <= day(end))
        await addTerm(
          tx,
          id,
          {
            effective_from: from,
            client_price: String(75 + (n % 9) * 5),
            reason: 'Annual rate review',
          },
          admin,
          day(0),
        )
    }
  }
  // No If-Match is sent, so the margin warning (part of the answer) is never read.
  const reading = await readingOn(tx, readingNow(10))
  await terminateContract(tx, { publicId: 'DEMO-036' }, { writer: admin, reading })
  // A few edits, so a contract's history shows more than its creation.
  await editContract(
    tx,
    { publicId: 'DEMO-002' },
    { notes: 'Renewal talks in spring.' },
    { writer: admin, reading },
  )
  await editContract(
    tx,
    { publicId: 'DEMO-003' },
    { selected_consultant: { id: people[5]!.id }, client_price: '90' },
    { writer: admin, reading },
  )
  const [extended] = await rowsOf<{ id: number }>(
    tx,
    sql`select id from contracts where the_contract_id = 'DEMO-005'`,
  )
  await extendContract(
    tx,
    extended!.id,
    { contract_end: day(200), reason: 'The client extended the project.' },
    admin,
    reading.today,
  )
}

/**
 * History the demo pages can show: the users and inquiries written by plain inserts above get their
 * `created` entries (by their creators); Ben cancels a position of Anna's and edits his phone.
 */
async function seedDemoHistory(tx: Database, demoUsers: { id: number; companyId: number }[]) {
  const created = changesOf(sql`'{}'::jsonb`, sql`to_jsonb(r)`)
  await tx.execute(sql`insert into history (resource, record_id, position_id, actor_id, action, changes)
    select 'user', r.id, null::int, null::int, 'created', ${created} from users r
    union all
    select 'inquiry', r.id, null::int, r.created_by, 'created', ${created} from inquiries r
    union all
    select 'inquiry', r.inquiry_id, r.id, i.created_by, 'created', ${created}
      from positions r join inquiries i on i.id = r.inquiry_id
    order by 2, 3 nulls first`)
  const ben = { ...demoUsers[2]!, type: 'client' as const }
  const [tester] = await rowsOf<{ id: number; inquiry_id: number }>(
    tx,
    sql`select id, inquiry_id from positions where title = 'QA tester' limit 1`,
  )
  await cancelPosition(tx, { actor: ben }, tester!.inquiry_id, tester!.id)
  await writeUser(tx, ben.id, { phone: '+358 40 555 0102' }, { id: ben.id })
}

/** A shared view of each kind of person's list: the admin's contracts ending first, Anna's pending inquiries. */
async function seedDemoViews(tx: Database, demoUsers: { id: number; companyId: number }[]) {
  const views = [
    {
      owner: 0,
      body: {
        name: 'Ongoing, ending first',
        resource: 'contracts',
        query: { status: 'ongoing', sort: 'contract_end' },
        shared: true,
      },
    },
    {
      owner: 1,
      body: { name: 'Pending', resource: 'inquiries', query: { status: 'pending' }, shared: true },
    },
  ] as const
  for (const { owner, body } of views) {
    const person = demoUsers[owner]!
    await createView(
      tx,
      { id: person.id, companyId: person.companyId, type: DEMO_USERS[owner]!.type },
      CreateViewBody.parse(body),
    )
  }
}
