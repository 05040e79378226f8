/**
 * `npm run seed:bulk -- --inquiries N --positions-per-inquiry M`: many inquiries with positions
 * in the configured database, spread over the companies that have users (the demo data is seeded
 * first into an empty database). One transaction per batch of 1,000 inquiries.
 */
import { parseArgs } from 'node:util'
import { isNull, sql } from 'drizzle-orm'
import { readConfig } from '../config'
import { positionValues, resolveIndustry, searchText } from '../db/inquiries'
import { openDatabase } from '../db/open'
import { CONTACTS, INDUSTRIES, pick, ROLES, TEAMS } from '../db/sample-words'
import { inquiries, positions, users } from '../db/schema'
import { seedDemo } from '../db/seed-demo'

const BATCH = 1000
const { values } = parseArgs({
  options: {
    inquiries: { type: 'string', default: '10000' },
    'positions-per-inquiry': { type: 'string', default: '3' },
  },
})
const total = Number(values.inquiries)
const perInquiry = Number(values['positions-per-inquiry'])
if (!Number.isInteger(total) || total < 1 || !Number.isInteger(perInquiry) || perInquiry < 0) {
  console.error(
    'Usage: npm run seed:bulk -- --inquiries N --positions-per-inquiry M (whole numbers)',
  )
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
    await db.transaction(async (tx) => {
      const rows = Array.from({ length: size }, (_, i) => {
        const n = offset + done + i
        const creator = pick(creators, n)
        const industry = pick(industries, n * 7)
        const roles = Array.from({ length: perInquiry }, (_, j) => pick(ROLES, n * 3 + j * 5))
        const title = `${pick(ROLES, n)} ${pick(TEAMS, n * 11)} ${n + 1}`
        const contact = pick(CONTACTS, n * 13)
        return {
          inquiry: {
            companyId: creator.companyId,
            createdBy: creator.id,
            title,
            description: `<p>Bulk inquiry ${n + 1}</p>`,
            industryId: industry.id,
            mainContact: contact,
            status: n % 5 === 0 ? ('cancelled' as const) : ('pending' as const),
            searchText: searchText([title, contact, industry.name, ...roles]),
          },
          roles,
        }
      })
      const created = await tx
        .insert(inquiries)
        .values(rows.map((r) => r.inquiry))
        .returning({ id: inquiries.id })
      const positionRows = created.flatMap((inquiry, i) =>
        rows[i]!.roles.map((title, j) => ({
          ...positionValues(inquiry.id, {
            title,
            type: pick(['full_time', 'part_time', 'contract', 'freelance'] as const, j),
            budget: String(3000 + ((i * 37) % 50) * 100),
          }),
          stage: rows[i]!.inquiry.status,
        })),
      )
      for (let i = 0; i < positionRows.length; i += 5000) {
        await tx.insert(positions).values(positionRows.slice(i, i + 5000))
      }
    })
    process.stdout.write(`\r${Math.min(done + BATCH, total)} / ${total} inquiries`)
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`\nSeeded ${total} inquiries with ${total * perInquiry} positions in ${seconds} s.`)
} finally {
  await database.close()
}
