/**
 * `npm run seed:bulk -- --inquiries N --positions-per-inquiry M [--contracts N --companies N --consultants N]`:
 * many inquiries with positions, spread over the companies that have users (the demo data is
 * seeded first into an empty database), and optionally companies, consultants and contracts.
 * One statement a table per batch of 10,000, each batch its own transaction.
 */
import { parseArgs } from 'node:util'
import { isNull, sql } from 'drizzle-orm'
import { readConfig } from '../config'
import { recountInquiryTallies, resolveIndustry } from '../db/inquiries'
import { openDatabase } from '../db/open'
import { CONTACTS, INDUSTRIES, pick, ROLES, TEAMS } from '../db/sample-words'
import { rowsOf } from '../db/rows'
import { inquiries, users } from '../db/schema'
import { seedDemo } from '../db/seed-demo'
import { insertColumns, seedContracts, type Column } from './seed-contracts'

const BATCH = 10_000
const { values } = parseArgs({
  options: {
    inquiries: { type: 'string', default: '0' },
    'positions-per-inquiry': { type: 'string', default: '3' },
    contracts: { type: 'string', default: '0' },
    companies: { type: 'string', default: '0' },
    consultants: { type: 'string', default: '0' },
  },
})
const [total, perInquiry, contractCount, companyCount, consultantCount] = [
  values.inquiries,
  values['positions-per-inquiry'],
  values.contracts,
  values.companies,
  values.consultants,
].map(Number) as [number, number, number, number, number]
if (
  ![total, perInquiry, contractCount, companyCount, consultantCount].every(
    (n) => Number.isInteger(n) && n >= 0,
  )
) {
  console.error(
    'Usage: npm run seed:bulk -- --inquiries N --positions-per-inquiry M [--contracts N --companies N --consultants N]',
  )
  process.exit(1)
}
if (contractCount > 0 && companyCount < 2) {
  console.error('--contracts needs --companies 2 or more (a client and a vendor)')
  process.exit(1)
}

const started = performance.now()
const database = await openDatabase(readConfig())
const { db } = database
try {
  await seedDemo(db)
  // One creator per company that has users: the inquiries land where people can see them.
  const creators = await db
    .selectDistinctOn([users.companyId], { id: users.id, companyId: users.companyId })
    .from(users)
    .where(isNull(users.deletedAt))
    .orderBy(users.companyId, users.id)
  const industries: { id: number; name: string }[] = []
  for (const name of INDUSTRIES) industries.push(await resolveIndustry(db, { name }))
  const [{ offset } = { offset: 0 }] = await db
    .select({ offset: sql<number>`count(*)::int` })
    .from(inquiries)

  for (let done = 0; done < total; done += BATCH) {
    const size = Math.min(BATCH, total - done)
    const rows = Array.from({ length: size }, (_, i) => {
      const n = offset + done + i
      const creator = pick(creators, n)
      const industry = pick(industries, n * 7)
      const roles = Array.from({ length: perInquiry }, (_, j) => pick(ROLES, n * 3 + j * 5))
      const title = `${pick(ROLES, n)} ${pick(TEAMS, n * 11)} ${n + 1}`
      const contact = pick(CONTACTS, n * 13)
      const status = n % 5 === 0 ? 'cancelled' : 'pending'
      return {
        company_id: creator.companyId,
        created_by: creator.id,
        title,
        description: `<p>Bulk inquiry ${n + 1}</p>`,
        industry_id: industry.id,
        main_contact: contact,
        status,
        // Lower-cased by the insert (its column is `lower`), as searchText has the database do.
        search_text: [title, contact, industry.name, ...roles].join('\n'),
        roles,
      }
    })
    const column = <K extends keyof (typeof rows)[number]>(name: K, type: Column[1]): Column => [
      name,
      type,
      rows.map((row) => row[name]),
    ]
    await db.transaction(async (tx) => {
      // Each title carries its inquiry's number: the positions find their inquiry by it.
      const created = await rowsOf<{ id: number; title: string }>(
        tx,
        insertColumns(
          'inquiries',
          [
            column('company_id', 'int'),
            column('created_by', 'int'),
            column('title', 'text'),
            column('description', 'text'),
            column('industry_id', 'int'),
            column('main_contact', 'text'),
            column('status', 'text'),
            column('search_text', 'lower'),
          ],
          sql`returning id, title`,
        ),
      )
      const ids = new Map(created.map((inquiry) => [inquiry.title, inquiry.id]))
      const positionRows = rows.flatMap((row, i) =>
        row.roles.map((title, j) => [
          ids.get(row.title)!,
          row.status,
          title,
          pick(['full_time', 'part_time', 'contract', 'freelance'] as const, j),
          String(3000 + ((i * 37) % 50) * 100),
        ]),
      )
      const names = ['inquiry_id', 'stage', 'title', 'type', 'budget'] as const
      await tx.execute(
        insertColumns(
          'positions',
          names.map((name, k) => [
            name,
            name === 'inquiry_id' ? 'int' : 'text',
            positionRows.map((p) => p[k]),
          ]),
        ),
      )
    })
    process.stdout.write(`\r${Math.min(done + BATCH, total)} / ${total} inquiries`)
  }
  if (contractCount > 0) {
    await seedContracts(
      db,
      { companies: companyCount, consultants: consultantCount, contracts: contractCount },
      (line) => process.stdout.write(`\r${line}          `),
    )
  }
  await recountInquiryTallies(db)
  // PGlite runs no autovacuum: fresh planner statistics (stale ones pick scans over indexes), and
  // the visibility map that lets a deep page count its offset in the index without the table.
  await db.execute(sql`vacuum analyze`)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `\nSeeded ${total} inquiries with ${total * perInquiry} positions, ${contractCount} contracts, ` +
      `${companyCount} companies and ${consultantCount} consultants in ${seconds} s.`,
  )
} finally {
  await database.close()
}
