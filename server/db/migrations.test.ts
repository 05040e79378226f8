import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, describe, expect, it } from 'vitest'
import { derivedDrift } from './derived'
import { rowsOf } from './rows'

/**
 * A database that holds data when a migration arrives keeps every row of it: migrations run here on
 * a database filled at the version before them.
 */

const folder = fileURLToPath(new URL('./migrations', import.meta.url))
const scratch: string[] = []
afterAll(async () => {
  await Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true })))
})

/** The migrations folder as it was before `tag`: a copy whose journal ends just before it. */
async function migrationsBefore(tag: string) {
  const copy = await mkdtemp(join(tmpdir(), 'migrations-'))
  scratch.push(copy)
  await cp(folder, copy, { recursive: true })
  const journalPath = join(copy, 'meta', '_journal.json')
  const journal = JSON.parse(await readFile(journalPath, 'utf8'))
  const at = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag)
  expect(at).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, at)
  await writeFile(journalPath, JSON.stringify(journal))
  return copy
}

describe('0014_list_counts', () => {
  it('rewrites contracts with every row, id, default and constraint kept, and counts the tallies', async () => {
    const client = new PGlite({ extensions: { pg_trgm } })
    const db = drizzle({ client })
    await migrate(db, { migrationsFolder: await migrationsBefore('0014_list_counts') })
    await db.execute(sql`insert into companies (name) values ('Acme Oy'), ('Globex Ltd')`)
    await db.execute(sql`insert into consultants (name) values ('Anna Berg')`)
    await db.execute(sql`
      insert into contracts (the_contract_id, status, contract_start, contract_end, client_price,
        client_company_id, vendor_company_id, consultant_id, notes, consult_skills, deleted_at,
        search_text)
      select 'M-' || n, (array['not started', 'ongoing', 'ended', 'unknown'])[1 + n % 4],
        date '2026-01-01' + n, case when n % 3 = 0 then null else date '2027-01-01' end,
        n * 10.5, 1, 2, case when n % 2 = 0 then 1 end, 'note ' || n, '["SQL"]',
        case when n % 5 = 0 then timestamptz '2026-06-01T00:00:00Z' end,
        lower(concat_ws(E'\\n', 'M-' || n, 'Acme Oy', 'Globex Ltd',
          case when n % 2 = 0 then 'Anna Berg' end))
      from generate_series(1, 40) n`)
    const everything = sql`select * from contracts order by id`
    const before = await rowsOf<Record<string, unknown>>(db, everything)

    await migrate(db, { migrationsFolder: folder })

    const after = await rowsOf<Record<string, unknown>>(db, everything)
    // Besides the columns later migrations add (0017: version, 1 for every row there was; 0023:
    // the notice days and renewal decision) and move (0023: the prices and workload, now each
    // contract's first term, from its start; 0027: back on the contract, as the copy of its term
    // in effect, with that term's days: here the one term, in effect on every day).
    const moved = ['allocation', 'max_hours', 'client_price', 'vendor_price'] as const
    expect(
      after.map(({ version, notice_days, renewal, term_from, term_until, ...row }) => {
        expect([version, notice_days, renewal]).toEqual([1, null, 'undecided'])
        expect([term_from, term_until]).toEqual(['-infinity', 'infinity'])
        return row
      }),
    ).toEqual(before)
    const terms = await rowsOf<Record<string, unknown>>(
      db,
      sql`select contract_id as id, effective_from as contract_start, ${sql.raw(moved.join(', '))}
        from contract_terms order by contract_id`,
    )
    expect(terms).toEqual(
      before.map((row) => ({
        id: row.id,
        contract_start: row.contract_start,
        ...Object.fromEntries(moved.map((k) => [k, row[k]])),
      })),
    )
    expect(Object.keys(after[0]!).slice(0, 4)).toEqual([
      'id',
      'deleted_at',
      'status',
      'search_text',
    ])
    expect(await derivedDrift(db as never)).toEqual([])
    // Ids go on from where they were; the defaults and the checks are back.
    const [next] = await rowsOf<{ id: number; status: string }>(
      db,
      sql`insert into contracts (the_contract_id, contract_start, client_company_id,
        vendor_company_id) values ('M-41', '2026-01-01', 1, 2) returning id, status`,
    )
    expect(next).toEqual({ id: 41, status: 'not started' })
    await expect(
      db.execute(sql`update contracts set status = 'lost' where id = 1`),
    ).rejects.toThrow()
    await expect(
      db.execute(sql`update contracts set client_company_id = 99 where id = 1`),
    ).rejects.toThrow()
    await client.close()
  }, 60_000)
})

describe('0015_month_tallies and 0016_inquiry_tallies', () => {
  it('count the months of the live contracts and the inquiries and positions already there', async () => {
    const client = new PGlite({ extensions: { pg_trgm } })
    const db = drizzle({ client })
    await migrate(db, { migrationsFolder: await migrationsBefore('0015_month_tallies') })
    await db.execute(sql`insert into companies (name) values ('Acme Oy'), ('Globex Ltd')`)
    await db.execute(sql`insert into users (name, email, type, company_id, password_hash)
      values ('Anna', 'anna@acme.example', 'client', 1, 'x')`)
    await db.execute(sql`insert into industries (name) values ('Software')`)
    await db.execute(sql`
      insert into contracts (the_contract_id, status, contract_start, contract_end, is_infinite,
        client_company_id, vendor_company_id, deleted_at, search_text)
      select 'M-' || n, 'ongoing', date '2026-01-01' + n * 9,
        case when n % 3 = 0 then null else date '2026-06-01' + n * 5 end, n % 3 = 0, 1, 2,
        case when n % 5 = 0 then now() end, lower('M-' || n || E'\nacme oy\nglobex ltd')
      from generate_series(1, 60) n`)
    // The status tallies (0014) as the writes of that version kept them.
    await db.execute(sql`insert into contract_tallies (status, slot, live)
      select status, id % 32, count(*) from contracts where deleted_at is null group by 1, 2`)
    await db.execute(sql`
      insert into inquiries (company_id, created_by, title, industry_id, status, search_text)
      select 1, 1, 'I-' || n, 1, case when n % 4 = 0 then 'cancelled' else 'pending' end,
        lower('I-' || n || E'\nsoftware')
      from generate_series(1, 30) n`)
    await db.execute(sql`
      insert into positions (inquiry_id, stage, title, type)
      select i.id, case when i.status = 'cancelled' or k = 2 then 'cancelled' else 'pending' end,
        'P', 'full_time'
      from inquiries i, generate_series(1, 3) k`)
    await db.execute(sql`update inquiries i set search_text = search_text || E'\np\np\np'`)

    await migrate(db, { migrationsFolder: folder })

    expect(await derivedDrift(db as never)).toEqual([])
    const [sums] = await rowsOf<{ months: number; inquiries: number; positions: number }>(
      db,
      sql`select (select sum(live)::int from contract_month_tallies) as months,
        (select sum(live)::int from inquiry_tallies where kind = 'inquiry') as inquiries,
        (select sum(live)::int from inquiry_tallies where kind = 'position') as positions`,
    )
    // 48 live contracts start; 32 of them end. 30 inquiries, 90 positions.
    expect(sums).toEqual({ months: 48 + 32, inquiries: 30, positions: 90 })
    await client.close()
  }, 60_000)
})

describe('0026_inquiry_search_text_lowered', () => {
  it('makes again the search texts JavaScript lower-cased differently, and leaves the others', async () => {
    const client = new PGlite({ extensions: { pg_trgm } })
    const db = drizzle({ client })
    await migrate(db, {
      migrationsFolder: await migrationsBefore('0026_inquiry_search_text_lowered'),
    })
    await db.execute(sql`insert into companies (name) values ('Acme Oy')`)
    await db.execute(sql`insert into users (name, email, type, company_id, password_hash)
      values ('Anna', 'anna@acme.example', 'client', 1, 'x')`)
    await db.execute(sql`insert into industries (name) values ('İnşaat'), ('Software')`)
    // As the writes of that version kept them: lower-cased by JavaScript.
    const inquiries = [
      { title: 'İzmir office', contact: 'ΟΔΥΣΣΕΑΣ', industry: 1, position: 'Şoför' },
      { title: 'Cloud team', contact: 'Sara', industry: 2, position: 'SRE' },
    ]
    for (const [i, q] of inquiries.entries()) {
      const text = [q.title, q.contact, i === 0 ? 'İnşaat' : 'Software', q.position]
        .join('\n')
        .toLowerCase()
      await db.execute(sql`insert into inquiries (company_id, created_by, title, main_contact,
          industry_id, search_text)
        values (1, 1, ${q.title}, ${q.contact}, ${q.industry}, ${text})`)
      await db.execute(sql`insert into positions (inquiry_id, stage, title, type)
        values (${i + 1}, 'pending', ${q.position}, 'full_time')`)
    }
    const before = await rowsOf<{ search_text: string }>(
      db,
      sql`select search_text from inquiries order by id`,
    )
    expect(before[0]!.search_text).not.toContain('izmir')

    await migrate(db, { migrationsFolder: folder })

    // (The tallies, which this test leaves unwritten, are not what it checks.)
    const drift = await derivedDrift(db as never)
    expect(drift.filter((row) => row.startsWith('inquiries.search_text'))).toEqual([])
    const after = await rowsOf<{ search_text: string }>(
      db,
      sql`select search_text from inquiries order by id`,
    )
    expect(after[0]!.search_text).toContain('izmir')
    expect(after[1]).toEqual(before[1])
    await client.close()
  }, 60_000)
})
