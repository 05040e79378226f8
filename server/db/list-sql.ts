import type { CountCache } from './count-cache'
import type { Param, Reader } from './reader'

/** SQL shared by the list statements (server/routes/*-query.ts). */

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
