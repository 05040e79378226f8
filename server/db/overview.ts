import { sql } from 'drizzle-orm'
import {
  CONTRACT_STATUSES,
  ENDING_SOON_LIMIT,
  ENDING_WINDOWS,
  INQUIRY_STATUSES,
  NOTICE_WINDOWS,
  POSITION_STAGES,
  RENEWAL_HORIZON_DAYS,
  RENEWALS,
  type Overview,
} from '../../src/interface'
import type { Actor } from '../domain/actor'
import { contractRecords, type ContractReading } from './contract-reads'
import type { Database } from './open'
import { rowsOf } from './rows'

/** `YYYY-MM-DD` plus `days` days, in UTC. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** The first days of the twelve months from `today`'s on, and the month after them. */
function monthsFrom(today: string): string[] {
  const year = Number(today.slice(0, 4))
  const month = Number(today.slice(5, 7)) - 1
  return Array.from({ length: 13 }, (_, i) =>
    new Date(Date.UTC(year, month + i, 1)).toISOString().slice(0, 10),
  )
}

/** Every key of `keys` with its count from `rows` (0 when a key has no row). */
function counted<K extends string>(keys: readonly K[], rows: { key: string; n: number }[]) {
  const byKey = new Map(rows.map((row) => [row.key, Number(row.n)]))
  return Object.fromEntries(keys.map((key) => [key, byKey.get(key) ?? 0])) as Record<K, number>
}

/**
 * The overview's figures for what the actor may see, exact, as of `today` (a UTC `YYYY-MM-DD`).
 * For admins, contracts by status and by month are summed from the tallies the contract writes keep;
 * for client staff, counted over their company's index. The renewals ahead are counted over the
 * end-date index (up to 90 days of ends); inquiries and positions by their company or as a whole.
 */
export async function overviewOf(
  db: Database,
  actor: Actor,
  reading: ContractReading,
): Promise<Overview> {
  const { today } = reading
  const client = actor.type === 'client' ? actor.companyId : undefined
  const live =
    client === undefined
      ? sql`c.deleted_at is null`
      : sql`c.deleted_at is null and c.client_company_id = ${client}`
  const months = monthsFrom(today)
  const first = months[0]!
  const afterLast = months[12]!
  const horizon = addDays(today, Number(ENDING_WINDOWS.at(-1)))

  const byStatus =
    client === undefined
      ? sql`select status as key, sum(live)::int as n from contract_tallies group by status`
      : sql`select status as key, count(*)::int as n from contracts c where ${live} group by status`
  // Every company's from the month tallies; one company's by its index (a few of its contracts).
  const byMonth = (column: 'contract_start' | 'contract_end') =>
    client === undefined
      ? sql`select month::text as key, sum(live)::int as n from contract_month_tallies
          where side = ${column === 'contract_start' ? 'start' : 'end'}
            and month >= ${first}::date and month < ${afterLast}::date
          group by month`
      : sql`select date_trunc('month', c.${sql.raw(column)})::date::text as key,
            count(*)::int as n
          from contracts c where ${live} and c.${sql.raw(column)} >= ${first}::date
            and c.${sql.raw(column)} < ${afterLast}::date
          group by 1`
  const within = ENDING_WINDOWS.map(
    (days) => sql`count(*) filter (where c.contract_end <= ${addDays(today, Number(days))}::date)`,
  )
  // The renewal decisions of the contracts ending within RENEWAL_HORIZON_DAYS: counted in the same
  // walk of the end-date index as the windows (up to the last, 90 days, as far as the renewals).
  const renewalHorizon = addDays(today, RENEWAL_HORIZON_DAYS)
  const renewals = RENEWALS.map(
    (renewal) => sql`count(*) filter (where c.renewal = ${renewal}
      and c.contract_end <= ${renewalHorizon}::date)`,
  )
  // Notice deadlines from today on, through the index on contract_end − notice_days.
  const noticeHorizon = addDays(today, Number(NOTICE_WINDOWS.at(-1)))
  const notices = NOTICE_WINDOWS.map(
    (days) => sql`count(*) filter (where c.contract_end - c.notice_days
      <= ${addDays(today, Number(days))}::date)`,
  )
  // Every company's from the inquiry tallies; one company's by its index.
  const inquiriesByStatus =
    client === undefined
      ? sql`select status as key, sum(live)::int as n from inquiry_tallies
          where kind = 'inquiry' group by status`
      : sql`select i.status as key, count(*)::int as n from inquiries i
          where i.company_id = ${client} group by i.status`
  const positionsByStage =
    client === undefined
      ? sql`select status as key, sum(live)::int as n from inquiry_tallies
          where kind = 'position' group by status`
      : sql`select p.stage as key, count(*)::int as n from inquiries i
          join positions p on p.inquiry_id = i.id where i.company_id = ${client} group by p.stage`

  type Counts = { key: string; n: number }[]
  const [row] = await rowsOf<{
    by_status: Counts
    starting: Counts
    ending: Counts
    within: number[]
    notices: number[]
    inquiries: Counts
    positions: Counts
  }>(
    db,
    sql`select
      (select coalesce(json_agg(s), '[]') from (${byStatus}) s) as by_status,
      (select coalesce(json_agg(s), '[]') from (${byMonth('contract_start')}) s) as starting,
      (select coalesce(json_agg(s), '[]') from (${byMonth('contract_end')}) s) as ending,
      (select json_build_array(${sql.join([...within, ...renewals], sql`, `)}) from contracts c
        where ${live} and c.contract_end >= ${today}::date and c.contract_end <= ${horizon}::date)
        as within,
      (select json_build_array(${sql.join(notices, sql`, `)}) from contracts c
        where ${live} and c.contract_end - c.notice_days >= ${today}::date
          and c.contract_end - c.notice_days <= ${noticeHorizon}::date) as notices,
      (select coalesce(json_agg(s), '[]') from (${inquiriesByStatus}) s) as inquiries,
      (select coalesce(json_agg(s), '[]') from (${positionsByStage}) s) as positions`,
  )
  const starting = counted(months.slice(0, 12), row!.starting)
  const ending = counted(months.slice(0, 12), row!.ending)
  const endingSoon = await contractRecords(
    db,
    sql`select c.id from contracts c where ${live} and c.contract_end >= ${today}::date
      order by c.contract_end, c.id limit ${ENDING_SOON_LIMIT}`,
    reading,
  )
  return {
    contracts: {
      by_status: counted(CONTRACT_STATUSES, row!.by_status),
      by_month: months.slice(0, 12).map((day) => ({
        month: day.slice(0, 7),
        starting: starting[day]!,
        ending: ending[day]!,
      })),
      ending_within: Object.fromEntries(
        ENDING_WINDOWS.map((days, i) => [days, Number(row!.within[i])]),
      ) as Overview['contracts']['ending_within'],
      renewals: Object.fromEntries(
        RENEWALS.map((renewal, i) => [renewal, Number(row!.within[ENDING_WINDOWS.length + i])]),
      ) as Overview['contracts']['renewals'],
      notice_deadlines_within: Object.fromEntries(
        NOTICE_WINDOWS.map((days, i) => [days, Number(row!.notices[i])]),
      ) as Overview['contracts']['notice_deadlines_within'],
      ending_soon: endingSoon,
    },
    inquiries: {
      by_status: counted(INQUIRY_STATUSES, row!.inquiries),
      positions_by_stage: counted(POSITION_STAGES, row!.positions),
    },
  }
}
