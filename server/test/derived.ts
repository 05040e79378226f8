import { sql } from 'drizzle-orm'
import type { Database } from '../db/open'
import { TALLY_SLOTS } from '../db/contracts'
import { rowsOf } from '../db/rows'

/**
 * The derived data: the `search_text` columns, the contract tallies (by status, by month) and the
 * inquiry tallies,
 * written with every write by plain code. Answers each row that no longer says what the rows it
 * derives from say now (empty when the writes did their job). An inquiry's is lower-cased in TypeScript, which for letters beyond ASCII may
 * differ from PostgreSQL's lower(): those rows are compared only when their text is ASCII.
 */
export async function derivedDrift(db: Database): Promise<string[]> {
  const rows = await rowsOf<{ drift: string }>(
    db,
    sql`select 'contracts.search_text ' || c.id as drift from contracts c
      where c.search_text is distinct from lower(concat_ws(E'\\n', c.the_contract_id,
        c.client_contract_id,
        (select name from companies where id = c.client_company_id),
        (select name from companies where id = c.vendor_company_id),
        (select name from consultants where id = c.consultant_id)))
    union all
    select 'contract_tallies ' || coalesce(t.status, n.status) || ' ' || coalesce(t.slot, n.slot)
      from contract_tallies t
      full join (select status, id % ${TALLY_SLOTS} as slot, count(*)::int as live from contracts
        where deleted_at is null group by 1, 2) n on n.status = t.status and n.slot = t.slot
      where coalesce(t.live, 0) <> coalesce(n.live, 0)
    union all
    select 'contract_month_tallies ' || coalesce(t.side, n.side) || ' '
        || coalesce(t.month, n.month) || ' ' || coalesce(t.slot, n.slot)
      from contract_month_tallies t
      full join (select m.side, m.month, c.id % ${TALLY_SLOTS} as slot, count(*)::int as live
        from contracts c, lateral (values ('start', date_trunc('month', c.contract_start)::date),
          ('end', date_trunc('month', c.contract_end)::date)) m(side, month)
        where c.deleted_at is null and m.month is not null group by 1, 2, 3) n
        on n.side = t.side and n.month = t.month and n.slot = t.slot
      where coalesce(t.live, 0) <> coalesce(n.live, 0)
    union all
    select 'inquiry_tallies ' || coalesce(t.kind, n.kind) || ' ' || coalesce(t.status, n.status)
        || ' ' || coalesce(t.slot, n.slot)
      from inquiry_tallies t
      full join (select 'inquiry' as kind, status, id % ${TALLY_SLOTS} as slot, count(*)::int as live
          from inquiries group by 2, 3
        union all
        select 'position', stage, inquiry_id % ${TALLY_SLOTS}, count(*)::int from positions
          group by 2, 3) n on n.kind = t.kind and n.status = t.status and n.slot = t.slot
      where coalesce(t.live, 0) <> coalesce(n.live, 0)
    union all
    select 'inquiries.search_text ' || i.id from inquiries i, lateral (
      select concat_ws(E'\\n', i.title, nullif(i.main_contact, ''),
        (select name from industries where id = i.industry_id),
        (select string_agg(p.title, E'\\n' order by p.id) from positions p where p.inquiry_id = i.id))
        as expected) e
      where e.expected ~ '^[[:ascii:]]*$' and i.search_text is distinct from lower(e.expected)`,
  )
  return rows.map((r) => r.drift)
}
