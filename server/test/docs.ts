import { sql } from 'drizzle-orm'
import type { Database } from '../db/open'
import { rowsOf } from '../trust/fingerprint'

/**
 * Contracts and inquiries whose stored answer (contract_docs, inquiry_docs: kept by the triggers of
 * migration 0009) differs from the one their current data builds, or is missing, or is left over
 * from a terminated contract: none, whenever the triggers did their job.
 */
export async function staleDocs(db: Database): Promise<string[]> {
  const rows = await rowsOf<{ row: string }>(
    db,
    sql`select 'contract ' || c.id as row
      from contracts c left join contract_docs d on d.contract_id = c.id
      where case when c.deleted_at is null then d.doc is distinct from contract_json(c)::text
        else d.contract_id is not null end
      union all
      select 'inquiry ' || i.id
      from inquiries i left join inquiry_docs d on d.inquiry_id = i.id
      where d.doc is distinct from inquiry_list_json(i)::text`,
  )
  return rows.map((r) => r.row)
}
