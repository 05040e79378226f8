import { sql, type SQL } from 'drizzle-orm'
import { holdsCopyOf, termsDrift } from './contract-terms'
import { countedTallies, TALLY_SLOTS, tallyAgrees } from './contract-tallies'
import { countSearched } from './contract-reads'
import { searchTextOf } from './contracts'
import type { Database } from './open'
import { rowsOf } from './rows'
import { searchTotalsOf } from './search-totals'

/**
 * The derived data, listed once: each rule answers the rows that no longer say what the rows they
 * derive from say now (none when the writes did their job). The tests ask every rule of every row;
 * the server asks them at start-up (`selfCheck`), the search texts of the newest rows only.
 * Everything here is written by the writes of server/db (contracts.ts, inquiries.ts) in the same
 * statement or transaction as the write, never by triggers.
 */
interface DerivedRule {
  name: string
  /** The drifted rows, as text naming each; `newest` limits a per-row rule to that many rows. */
  drift: (newest: number | undefined) => SQL
}

/** `alias.id` among the `newest` rows of `table` (every row when undefined). */
const among = (table: string, alias: string, newest: number | undefined) =>
  newest === undefined
    ? sql`true`
    : sql`${sql.raw(alias)}.id in (select id from ${sql.raw(table)} order by id desc limit ${newest})`

export const DERIVED_RULES: DerivedRule[] = [
  {
    name: "contracts.search_text: the contract's ids and the names of its companies and consultant",
    drift: (newest) => sql`select 'contracts.search_text ' || c.id from contracts c
      where ${among('contracts', 'c', newest)} and c.search_text is distinct from ${searchTextOf({
        theContractId: sql`c.the_contract_id`,
        clientContractId: sql`c.client_contract_id`,
        clientCompanyId: sql`c.client_company_id`,
        vendorCompanyId: sql`c.vendor_company_id`,
        consultantId: sql`c.consultant_id`,
      })}`,
  },
  {
    name: "contract_tallies: live contracts by status, in row id % TALLY_SLOTS, and their terms' sums",
    drift: () => sql`select 'contract_tallies ' || coalesce(t.status, n.status) || ' '
        || coalesce(t.slot, n.slot)
      from contract_tallies t
      full join (${countedTallies}) n on n.status = t.status and n.slot = t.slot
      where not ${tallyAgrees}`,
  },
  {
    name: 'contract_month_tallies: live contracts by the month they start and end in',
    drift: () => sql`select 'contract_month_tallies ' || coalesce(t.side, n.side) || ' '
        || coalesce(t.month, n.month) || ' ' || coalesce(t.slot, n.slot)
      from contract_month_tallies t
      full join (select m.side, m.month, c.id % ${TALLY_SLOTS} as slot, count(*)::int as live
        from contracts c, lateral (values ('start', date_trunc('month', c.contract_start)::date),
          ('end', date_trunc('month', c.contract_end)::date)) m(side, month)
        where c.deleted_at is null and m.month is not null group by 1, 2, 3) n
        on n.side = t.side and n.month = t.month and n.slot = t.slot
      where coalesce(t.live, 0) <> coalesce(n.live, 0)`,
  },
  {
    name: "contract_terms.valid_from/valid_until: when each term is in effect, from its contract's terms' days",
    drift: termsDrift,
  },
  {
    // Whatever the day: which term is in effect today is the reads' to make sure of (readingOn).
    name: "contracts.client_price…term_until: a copy of one of the contract's terms, with its days",
    drift: (newest) => sql`select 'contracts.term ' || c.id from contracts c
      where ${among('contracts', 'c', newest)} and not exists (select 1 from contract_terms t
        where t.contract_id = c.id and ${holdsCopyOf('c', 't')})`,
  },
  {
    name: 'inquiry_tallies: inquiries by status and positions by stage',
    drift: () => sql`select 'inquiry_tallies ' || coalesce(t.kind, n.kind) || ' '
        || coalesce(t.status, n.status) || ' ' || coalesce(t.slot, n.slot)
      from inquiry_tallies t
      full join (select 'inquiry' as kind, status, id % ${TALLY_SLOTS} as slot, count(*)::int as live
          from inquiries group by 2, 3
        union all
        select 'position', stage, inquiry_id % ${TALLY_SLOTS}, count(*)::int from positions
          group by 2, 3) n on n.kind = t.kind and n.status = t.status and n.slot = t.slot
      where coalesce(t.live, 0) <> coalesce(n.live, 0)`,
  },
  {
    name: "inquiries.search_text: the title, contact, industry and positions' titles",
    drift: (newest) => sql`select 'inquiries.search_text ' || i.id from inquiries i, lateral (
      select concat_ws(E'\\n', i.title, nullif(i.main_contact, ''),
        (select name from industries where id = i.industry_id),
        (select string_agg(p.title, E'\\n' order by p.id) from positions p where p.inquiry_id = i.id))
        as expected) e
      where ${among('inquiries', 'i', newest)}
        and i.search_text is distinct from lower(e.expected)`,
  },
]

/** Every drifted row of every rule (`newest`: the per-row rules look at that many rows only). */
export async function derivedDrift(
  db: Pick<Database, 'execute'>,
  { newest }: { newest?: number } = {},
): Promise<string[]> {
  const rows = await rowsOf<{ drift: string }>(
    db,
    sql`select drift from (${sql.join(
      DERIVED_RULES.map((rule) => sql`(${rule.drift(newest)})`),
      sql` union all `,
    )}) d(drift)`,
  )
  return [...rows.map((row) => row.drift), ...(await keptDrift(db))]
}

/**
 * The searched totals kept in memory (PGlite: search-totals.ts), each against a count of its
 * search made now: its count and every sum.
 */
async function keptDrift(db: Pick<Database, 'execute'>): Promise<string[]> {
  const drift: string[] = []
  for (const { term, status, type, kept } of (await searchTotalsOf(db)?.kept()) ?? []) {
    const counted = await countSearched(db, { search: term, status, type })
    const columns = Object.keys(counted) as (keyof typeof counted)[]
    if (columns.some((column) => kept[column] !== counted[column]))
      drift.push(`kept search total ${JSON.stringify([term, status ?? null, type ?? null])}`)
  }
  return drift
}

/** How many of the newest contracts and inquiries the start-up check reads the search text of. */
const CHECKED_AT_START = 2000

/**
 * The start-up self-check: every tally in full (a count per status or month, tens of
 * milliseconds at 100,000 contracts), the search texts of the newest rows. Answers what drifted.
 */
export function selfCheck(db: Pick<Database, 'execute'>) {
  return derivedDrift(db, { newest: CHECKED_AT_START })
}
