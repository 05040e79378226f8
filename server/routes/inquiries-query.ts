import type { AuthUser } from '../http/env'
import type { CountCache } from '../db/count-cache'
import { countOnce, dataVersion, deepPageIds, docsArray, ID_BUCKET } from '../db/list-sql'
import { sqlString, type Param, type Reader } from '../db/reader'
import { containsPattern } from '../db/search'

/**
 * The inquiry and position reads (as for contracts, see contracts-query.ts): one statement per
 * request, its JSON built by Postgres (the shapes are SQL functions of migration 0009) and passed on
 * without parsing.
 */

/** An inquiry's positions, oldest first, as a JSON array of their answers (position_json). */
const POSITIONS_OF_I = `coalesce((select json_agg(position_json(p) order by p.id)
  from positions p where p.inquiry_id = i.id), '[]')`

/** Admins see every inquiry; a client its company's (the company id is the parameter `$n`). */
const visible = (actor: AuthUser, n: number) =>
  actor.type === 'admin'
    ? { where: 'true', params: [] }
    : { where: `i.company_id = $${n}`, params: [actor.companyId] }

/**
 * What `q` matches (the search text; a number, the id too), its parameters appended to `params`;
 * with `written`, the values are written into the text instead (see Statement.transient).
 */
function qMatch(q: string, params: Param[], written = false): string {
  const value = (v: string | number) => {
    if (written) return typeof v === 'number' ? String(v) : sqlString(v)
    params.push(v)
    return `$${params.length}`
  }
  const text = `i.search_text like ${value(containsPattern(q.toLowerCase()))}`
  if (!/^\d{1,9}$/.test(q)) return text
  return `(${text} or i.id = ${value(Number(q))})`
}

export interface InquiryPage {
  json: string
  rows: number
  version: number
  inquiriesTotal: number
  pending: number
  contractsSigned: number
}

/**
 * The page's JSON for ids (an int[] expression), from their docs (each inquiry's list item, kept by
 * triggers: migration 0009), with the list's counters from inquiry_counters and contract_counts
 * (kept by triggers too); `company` is the parameter holding a client's company id.
 */
function pageJson(actor: AuthUser, ids: string, company: string) {
  const counted = actor.type === 'admin' ? 'true' : `c.company_id = ${company}`
  return `select ${docsArray('d.doc')} as json,
    count(*)::int as rows,
    ${dataVersion('inquiries')} as version,
    (select coalesce(sum(total), 0) from inquiry_counters c where ${counted})::int as "inquiriesTotal",
    (select coalesce(sum(pending), 0) from inquiry_counters c where ${counted})::int as pending,
    (select coalesce(sum(live), 0) from contract_counts
      where client_company_id = ${actor.type === 'admin' ? '0' : company}
      and status in ('ongoing', 'ended'))::int as "contractsSigned"
  from unnest(${ids}) with ordinality as page(id, position)
  join inquiry_docs d on d.inquiry_id = page.id`
}

/** One page with the list's counters; the exact total of a search is counted once per data version. */
export async function listInquiries(
  reader: Reader,
  cache: CountCache,
  actor: AuthUser,
  q: string | undefined,
  limit: number,
  offset: number,
) {
  const scope = visible(actor, 3)
  const pageIds = (where: string) =>
    `select i.id from inquiries i where ${where} order by i.id desc limit $1 offset $2`
  if (!q) {
    // Unsearched, the best plan does not depend on the values: one statement, planned once.
    const ids =
      offset < ID_BUCKET
        ? pageIds(scope.where)
        : deepPageIds(
            { from: `from inquiries i where ${scope.where}`, id: 'i.id' },
            {
              from: `from inquiry_id_buckets where company_id = ${actor.type === 'admin' ? '0' : '$3'}`,
              count: 'total',
            },
          )
    const [page] = await reader.rows<InquiryPage>(
      { text: pageJson(actor, `array(${ids})`, '$3'), genericPlan: true },
      [limit, offset, ...scope.params],
    )
    return { ...page!, total: page!.inquiriesTotal }
  }
  // A rare and a common term want different plans: the ids are planned for the term at hand (and
  // that plan kept while the term is in use), the rest once for any ids.
  const params: Param[] = [limit, offset, ...scope.params]
  const match = qMatch(q, params, true)
  const ids = await reader.rows<{ id: number }>(
    { text: pageIds(`${scope.where} and ${match}`), genericPlan: true, transient: true },
    params,
  )
  const [page] = await reader.rows<InquiryPage>(
    { text: pageJson(actor, '$1::int[]', '$2'), genericPlan: true },
    [ids.map((row) => row.id), ...scope.params],
  )
  return { ...page!, total: await searchedTotal(reader, cache, actor, q, page!.version) }
}

async function searchedTotal(
  reader: Reader,
  cache: CountCache,
  actor: AuthUser,
  q: string,
  version: number,
) {
  const scope = visible(actor, 1)
  const params: Param[] = [...scope.params]
  const match = qMatch(q, params)
  return countOnce(
    reader,
    cache,
    {
      key: `inquiries|${actor.type === 'admin' ? 'all' : actor.companyId}|${q.toLowerCase()}`,
      version,
      group: 'inquiries',
      from: `from inquiries i where ${scope.where} and ${match}`,
    },
    params,
  )
}

/** One inquiry with its whole positions (InquiryDetail) as JSON text, if the actor may see it. */
export async function inquiryDetailJson(reader: Reader, actor: AuthUser, id: number) {
  const scope = visible(actor, 2)
  const [row] = await reader.rows<{ json: string }>(
    {
      text: `select inquiry_json(i, ${POSITIONS_OF_I})::text as json
        from inquiries i where i.id = $1 and ${scope.where}`,
    },
    [id, ...scope.params],
  )
  return row?.json
}

/** The positions of an inquiry (PositionList) as JSON text, if the actor may see the inquiry. */
export async function positionsJson(reader: Reader, actor: AuthUser, inquiryId: number) {
  const scope = visible(actor, 2)
  const [row] = await reader.rows<{ json: string }>(
    {
      text: `select ${POSITIONS_OF_I}::text as json
        from inquiries i where i.id = $1 and ${scope.where}`,
    },
    [inquiryId, ...scope.params],
  )
  return row?.json
}
