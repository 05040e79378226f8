import { sql } from 'drizzle-orm'
import type { Database } from '../db/open'
import { rowsOf } from '../trust/fingerprint'

/**
 * What the triggers keep (migrations 0004 to 0011) that differs from what the stored rows say now:
 * stale, missing or left-over docs; counters and id runs that no longer add up. Empty whenever the
 * triggers did their job; each entry names the table and the row.
 */
export async function derivedDrift(db: Database): Promise<string[]> {
  const rows = await rowsOf<{ drift: string }>(
    db,
    sql`select 'contract_docs ' || c.id as drift
      from contracts c left join contract_docs d on d.contract_id = c.id
      where case when c.deleted_at is null then d.doc is distinct from contract_json(c)::text
        else d.contract_id is not null end
    union all
    select 'inquiry_docs ' || i.id
      from inquiries i left join inquiry_docs d on d.inquiry_id = i.id
      where d.doc is distinct from inquiry_list_json(i)::text
    union all
    select 'contract_counts ' || coalesce(kept.client_company_id, actual.company) || ' '
        || coalesce(kept.status, actual.status)
      from contract_counts kept full join (
        select scope.company, c.status, count(*)::int as live
        from contracts c, lateral (values (c.client_company_id), (0)) as scope(company)
        where c.deleted_at is null group by 1, 2) actual
      on actual.company = kept.client_company_id and actual.status = kept.status
      where coalesce(kept.live, 0) <> coalesce(actual.live, 0)
    union all
    select 'contract_id_buckets ' || coalesce(kept.status, actual.status) || ' '
        || coalesce(kept.bucket, actual.bucket)
      from contract_id_buckets kept full join (
        select scope.status, c.id / 1024 as bucket, count(*)::int as live
        from contracts c, lateral (values (c.status), ('*')) as scope(status)
        where c.deleted_at is null group by 1, 2) actual
      on actual.status = kept.status and actual.bucket = kept.bucket
      where coalesce(kept.live, 0) <> coalesce(actual.live, 0)
    union all
    select 'inquiry_counters ' || coalesce(kept.company_id, actual.company_id)
      from inquiry_counters kept full join (
        select company_id, count(*)::int as total,
          count(*) filter (where status = 'pending')::int as pending
        from inquiries group by 1) actual
      on actual.company_id = kept.company_id
      where coalesce(kept.total, 0) <> coalesce(actual.total, 0)
        or coalesce(kept.pending, 0) <> coalesce(actual.pending, 0)
    union all
    select 'inquiry_id_buckets ' || coalesce(kept.company_id, actual.company) || ' '
        || coalesce(kept.bucket, actual.bucket)
      from inquiry_id_buckets kept full join (
        select scope.company, i.id / 1024 as bucket, count(*)::int as total
        from inquiries i, lateral (values (i.company_id), (0)) as scope(company) group by 1, 2) actual
      on actual.company = kept.company_id and actual.bucket = kept.bucket
      where coalesce(kept.total, 0) <> coalesce(actual.total, 0)`,
  )
  return rows.map((r) => r.drift)
}
