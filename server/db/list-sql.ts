import type { CountCache } from './count-cache'
import type { Param, Reader } from './reader'

/** SQL shared by the list statements (server/routes/*-query.ts). */

/**
 * The stored answers (docs) of a page's rows, in the page's order, as one JSON array: `docs` is the
 * doc column, over rows numbered `page.position`.
 */
export const docsArray = (docs: string) =>
  `'[' || coalesce(string_agg(${docs}, ',' order by page.position), '') || ']'`

/** The data version of a group of tables (see data_versions), as a number. */
export const dataVersion = (group: 'contracts' | 'inquiries') =>
  `(select version from data_versions where name = '${group}')::float8`

/**
 * The exact count of `from` (a from-and-where clause), counted once per data version: `version` is
 * the one the caller's page saw; a count made now is cached under the version it was made at.
 */
export async function countOnce(
  reader: Reader,
  cache: CountCache,
  count: { key: string; version: number; group: 'contracts' | 'inquiries'; from: string },
  params: Param[],
): Promise<number> {
  const known = cache.get(count.key, count.version)
  if (known !== undefined) return known
  const [row] = await reader.rows<{ total: number; version: number }>(
    {
      text: `select count(*)::int as total, ${dataVersion(count.group)} as version ${count.from}`,
    },
    params,
  )
  cache.set(count.key, row!.version, row!.total)
  return row!.total
}

/** Ids in one run of the *_id_buckets tables (migration 0011). */
export const ID_BUCKET = 1024

/**
 * The ids of a page, newest first, for an offset of at least ID_BUCKET: the rows of whole runs of
 * ids are skipped by their counts in `buckets` (from-and-where of rows (bucket, count)), so the
 * index is walked within one run only, not past every row before the page. `rows` is the
 * from-and-where of what is listed, `id` its id column; `$1` is the limit and `$2` the offset.
 */
export function deepPageIds(
  rows: { from: string; id: string },
  buckets: { from: string; count: string },
) {
  // The run holding the page's first row: the oldest one with no more than `offset` rows after it.
  return `with run as (
      select bucket, before from (
        select bucket, sum(${buckets.count}) over (order by bucket desc) - ${buckets.count} as before
        ${buckets.from}) runs
      where before <= $2 order by bucket limit 1)
    select ${rows.id} ${rows.from} and ${rows.id} < (select (bucket + 1) * ${ID_BUCKET} from run)
    order by ${rows.id} desc limit $1 offset $2 - (select before from run)`
}
