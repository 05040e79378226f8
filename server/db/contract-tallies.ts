import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { ContractStatus } from '../../src/interface'
import type { Database } from './open'
import { preparedRows } from './prepared'
import { COUNTABLE, type Change, type Countable } from './search-totals'

/**
 * The contract tallies (contract_tallies, contract_month_tallies in schema.ts): the live contracts
 * by status, and by the months they start and end in, with what the status tallies add up of
 * their prices. Moved by every contract write in the write's own statement (writeCounted), so the
 * unsearched totals, the overview's figures and the unfiltered summary are sums of a few rows.
 */

type Executor = Pick<Database, 'execute'>

/** Rows per status in contract_tallies: writers of different contracts seldom share one. */
export const TALLY_SLOTS = 32

/**
 * A contract's margin (contract `alias`'s copy of its term in effect): known where both prices are,
 * null otherwise. The one definition, which the list, its sort and filter, the summaries, the
 * tallies and the kept searched totals all read.
 */
export const marginOf = (alias: string) => `(${alias}.client_price - ${alias}.vendor_price)`

/**
 * What a status tally adds up of its contracts besides how many they are, from each one's copy of
 * its term in effect (`t` stands for the contract): a missing price adds nothing, and the mean
 * allocation is the sum over the count of those that have one.
 */
const SUMMED = [
  ['client_price_sum', 'coalesce(t.client_price, 0)'],
  ['vendor_price_sum', 'coalesce(t.vendor_price, 0)'],
  ['margin_sum', `coalesce(${marginOf('t')}, 0)`],
  ['allocation_sum', 'coalesce(t.allocation, 0)'],
  ['allocations', '(t.allocation is not null)::int'],
] as const

/** The columns of a contract that its moves carry, for the sums. */
const MOVED = 'client_price, vendor_price, allocation'

/** Each sum of SUMMED over rows `alias` (a contract, or a move of one weighted by its `by`). */
const sums = (alias: string, by?: string) =>
  sql.raw(
    SUMMED.map(
      ([column, value]) =>
        `sum(${by ? `${by} * ` : ''}${value.replaceAll('t.', `${alias}.`)}) as ${column}`,
    ).join(', '),
  )

/** The status tallies as counted afresh from the live contracts (`c`): status, slot, live, sums. */
export const countedTallies = sql`select c.status, c.id % ${TALLY_SLOTS} as slot,
    count(*)::int as live, ${sums('c')}
  from contracts c where c.deleted_at is null group by 1, 2`

/** Writes the status tallies afresh from the live contracts (after a bulk seed). */
export const recountTallies = sql`insert into contract_tallies (status, slot, live,
    ${sql.raw(SUMMED.map(([column]) => column).join(', '))}) ${countedTallies}`

/** Whether tally `t` says what counted tally `n` does (the derived-data check). */
export const tallyAgrees = sql.raw(
  `(coalesce(t.live, 0), ${SUMMED.map(([column]) => `coalesce(t.${column}, 0)`).join(', ')})
    = (coalesce(n.live, 0), ${SUMMED.map(([column]) => `coalesce(n.${column}, 0)`).join(', ')})`,
)

/**
 * The count and sums of the live contracts of `status` (any when undefined), from the tallies: a
 * searched total's columns, as contract-reads.ts `counting` names them.
 */
export const talliedSummary = (status: ContractStatus | undefined) =>
  sql`select coalesce(sum(live), 0)::int as count,
      coalesce(sum(client_price_sum), 0)::text as client_price_sum,
      coalesce(sum(vendor_price_sum), 0)::text as vendor_price_sum,
      coalesce(sum(margin_sum), 0)::text as margin_sum,
      coalesce(sum(allocation_sum), 0)::text as allocation_sum,
      coalesce(sum(allocations), 0)::int as allocations
    from contract_tallies ${status ? sql`where status = ${status}` : sql``}`

/** The status tallies by status with their sums, for the groups by status: key, count, sums. */
export const talliedByStatus = (status: ContractStatus | undefined) =>
  sql`select status::text as key, sum(live)::int as count,
      coalesce(sum(client_price_sum), 0)::text as client_price_sum,
      coalesce(sum(vendor_price_sum), 0)::text as vendor_price_sum,
      coalesce(sum(margin_sum), 0)::text as margin_sum
    from contract_tallies ${status ? sql`where status = ${status}` : sql``}
    group by 1 having sum(live) > 0`

/**
 * Countable's columns of contract `alias`, each with its value as text (the prices' decimals): the
 * margin as marginOf reckons it, the others as stored.
 */
const countableOf = (alias: string) =>
  COUNTABLE.map((column) => [
    column,
    `${column === 'margin' ? marginOf(alias) : `${alias}.${column}`}::text`,
  ])

/** The id and Countable's columns of contract `alias`, as a select list. */
export const countableColumns = (alias: string) =>
  sql.raw(
    [`${alias}.id`, ...countableOf(alias).map(([column, value]) => `${value} as ${column}`)].join(
      ', ',
    ),
  )

/** Countable's columns of contract `alias` as one JSON object. */
const countableObject = (alias: string) =>
  sql.raw(
    `json_build_object(${countableOf(alias)
      .map(([column, value]) => `'${column}', ${value}`)
      .join(', ')})`,
  )

/** A contract as a write left it, and as it was when the write locked it (when asked). */
export interface Written extends Countable {
  id: number
  was?: Countable
}

/** What the rows an edit wrote changed, for the searched totals: each as it was and as it is. */
export const editChanges = (rows: Written[]): Change[] => rows.map((row) => [row.was, row])

/**
 * The tallies' moves of an edit: the contract leaves its old status, months and prices and joins
 * its new ones (writeCounted leaves alone the tallies this does not change).
 */
export const EDIT_MOVES = sql.raw(`select w.id, s.status, s.contract_start, s.contract_end, s.by,
    s.client_price, s.vendor_price, s.allocation
  from before b join written w on w.id = b.id,
  lateral (values (b.status, b.contract_start, b.contract_end, -1, ${MOVED.replace(/(\w+)/g, 'b.$1')}),
    (w.status, w.contract_start, w.contract_end, 1, ${MOVED.replace(/(\w+)/g, 'w.$1')}))
    s(status, contract_start, contract_end, by, ${MOVED})
  where (b.status, b.contract_start, b.contract_end, ${MOVED.replace(/(\w+)/g, 'b.$1')})
    is distinct from (w.status, w.contract_start, w.contract_end, ${MOVED.replace(/(\w+)/g, 'w.$1')})`)

/**
 * Runs `write` (an insert or update of contracts returning every column) and, in the same
 * statement, records `history` (an insert over `written`, and `before` when given) and moves the
 * live-contract tallies (by status, with their sums, and by the months it starts and ends in) by
 * `by` for each contract it wrote. Instead, `before` may lock and read the contract first and
 * `moves` name the changes as rows of (id, status, contract_start, contract_end, by,
 * client_price, vendor_price, allocation) over `before` and `written`. Tally rows that would not
 * change are left alone; the others are taken in key order, by status first, then by month, so
 * two writers never lock them in opposite orders.
 */
export async function writeCounted(
  db: Executor,
  write: SQLWrapper,
  options: ({ by: 1 | -1 } | { before: SQL; moves: SQL }) & {
    /** The history entries' insert; none for what nobody wrote (a new day's terms). */
    history?: SQL
    /** More CTEs after `written` (ending in a comma): the contract's terms, when it writes them. */
    terms?: SQL
  },
): Promise<Written[]> {
  const locked = 'before' in options
  const moves = locked
    ? options.moves
    : sql`select id, status, contract_start, contract_end, ${options.by}::int as by,
        ${sql.raw(MOVED)} from written`
  const summed = SUMMED.map(([column]) => column)
  const rows = await preparedRows<Written>(
    db,
    sql`with ${locked ? sql`before as (${options.before}),` : sql``}
      written as (${write.getSQL()}),
      ${options.terms ?? sql``}
      moves as (${moves}),
      counted as (
        insert into contract_tallies (status, slot, live, ${sql.raw(summed.join(', '))})
        select * from (select status, id % ${TALLY_SLOTS} as slot, sum(by) as live,
            ${sums('moves', 'by')}
          from moves group by 1, 2) m
        where (${sql.raw(['live', ...summed].join(', '))}) <> (${sql.raw(['0', ...summed.map(() => '0')].join(', '))})
        order by 1, 2
        on conflict (status, slot) do update set live = contract_tallies.live + excluded.live,
          ${sql.raw(summed.map((c) => `${c} = contract_tallies.${c} + excluded.${c}`).join(', '))}),
      months as (
        insert into contract_month_tallies (side, month, slot, live)
        select m.side, m.month, moves.id % ${TALLY_SLOTS}, sum(by) from moves,
          lateral (values ('start', date_trunc('month', moves.contract_start)::date),
            ('end', date_trunc('month', moves.contract_end)::date)) m(side, month)
        where m.month is not null group by 1, 2, 3 having sum(by) <> 0 order by 1, 2, 3
        on conflict (side, month, slot)
          do update set live = contract_month_tallies.live + excluded.live)
      ${options.history ? sql`, logged as (${options.history})` : sql``}
      select ${countableColumns('w')} ${locked ? sql`, ${countableObject('b')} as was` : sql``}
      from written w ${locked ? sql`join before b on b.id = w.id` : sql``}`,
  )
  return rows
}
