import { sql } from 'drizzle-orm'
import type { Database } from './database'
import { preparedRows } from './prepared'
import { searchPattern, typeIs } from './search'

/**
 * Searched contract totals kept between requests, where this process is the database's only writer
 * (PGlite: one process owns its DATA_DIR). A count is never repeated after a write: each contract
 * write moves the totals it changes, from the contract as it was to the contract as it is. So a
 * person paging, sorting or filtering a search, and the next person typing the same letters, is
 * answered without counting again, and every total stays the exact count. A total keeps the sums
 * the contracts page's summary bar shows as well, counted in the same pass: the bar asks for the
 * search the list has just counted, and is answered without a second pass over its matches. Which
 * kept totals a written contract is in is asked of the database, with the same SQL as the list's
 * own filters (`matches`, `typeIs`): there is no second matcher here. On PostgreSQL other processes
 * write too: there is no store, and every search counts.
 */

/**
 * What decides whether a contract is in a searched total, and what it adds to its sums: its
 * columns as stored (the prices and allocation of its copy of the term in effect, as decimal text),
 * and its margin as the database reckons it (contract-tallies.ts `marginOf`).
 */
export interface Countable {
  status: string
  search_text: string
  type: string | null
  client_price: string | null
  vendor_price: string | null
  margin: string | null
  allocation: string | null
}

/** Countable's columns (the margin reckoned): every one, or this does not compile. */
export const COUNTABLE = Object.keys({
  status: true,
  search_text: true,
  type: true,
  client_price: true,
  vendor_price: true,
  margin: true,
  allocation: true,
} satisfies Record<keyof Countable, true>) as (keyof Countable)[]

/**
 * What a searched total holds: how many contracts, and the sums the summary bar shows of them, in
 * whole ten-thousandths (the prices' scale) and hundredths (the allocation's), so that moving them
 * never rounds. A missing price, margin or allocation adds nothing.
 */
export interface Kept {
  total: number
  client: bigint
  vendor: bigint
  margin: bigint
  allocation: bigint
  allocations: number
}

/** Decimal text of at most `scale` places as a whole number of its smallest unit. */
export function scaled(text: string, scale: number): bigint {
  const [whole = '', fraction = ''] = text.split('.')
  const digits = BigInt(`${whole.replace('-', '')}${fraction.padEnd(scale, '0').slice(0, scale)}`)
  return text.startsWith('-') ? -digits : digits
}

/** What one contract adds to a total (its Countable columns). */
function keptOf(row: Countable): Kept {
  const units = (text: string | null, scale: number) => (text === null ? 0n : scaled(text, scale))
  return {
    total: 1,
    client: units(row.client_price, 4),
    vendor: units(row.vendor_price, 4),
    margin: units(row.margin, 4),
    allocation: units(row.allocation, 2),
    allocations: row.allocation === null ? 0 : 1,
  }
}

/** Adds `by` times `row` to `kept`. */
function add(kept: Kept, row: Kept, by: number) {
  kept.total += by * row.total
  kept.client += BigInt(by) * row.client
  kept.vendor += BigInt(by) * row.vendor
  kept.margin += BigInt(by) * row.margin
  kept.allocation += BigInt(by) * row.allocation
  kept.allocations += by * row.allocations
}

/**
 * The columns a kept total is made of whatever it filters by: all of Countable's but the status and
 * type, which matter only to a total filtered by them.
 */
const ALWAYS_COUNTED = COUNTABLE.filter((column) => column !== 'status' && column !== 'type')

/** A contract a write changed: as it was and as it is (undefined: not live, or not there). */
export type Change = [before: Countable | undefined, after: Countable | undefined]

interface Entry {
  /** As the person typed it: the database lower-cases it when it matches. */
  term: string
  status: string | undefined
  type: string | undefined
  kept: Kept
}

const STORE_SIZE = 2000
/**
 * Past this many (kept total, written contract) pairs the totals are forgotten rather than moved:
 * asking them all would hold the one connection longer than counting again later does (a rename of
 * a company with thousands of contracts). Forgotten totals are counted afresh, exact either way.
 */
const MOST_PAIRS = 200_000
const stores = new WeakMap<object, SearchTotals>()

/** Each value once, with its place from 1 (as SQL's `with ordinality` numbers them). */
const distinct = (values: string[]) =>
  new Map([...new Set(values)].map((value, i) => [value, i + 1]))

export class SearchTotals {
  private readonly entries = new Map<string, Entry>()
  /** Writes begun or ended, and those under way: a count kept must have overlapped none. */
  private writes = 0
  private writing = 0
  /** The moves of finished writes still being asked of the database: totals wait for them. */
  private moving: Promise<void> = Promise.resolve()

  constructor(private readonly db: Database) {}

  /**
   * The exact total and sums for `term` (and `status`, and `type`), from the store or from
   * `count`.
   */
  async total(
    term: string,
    { status, type }: { status?: string | undefined; type?: string | undefined },
    count: () => Promise<Kept>,
  ): Promise<Kept> {
    await this.moving
    const key = JSON.stringify([status ?? null, type ?? null, term])
    const kept = this.entries.get(key)
    if (kept) {
      // Most recently used last, so the oldest is dropped first.
      this.entries.delete(key)
      this.entries.set(key, kept)
      return { ...kept.kept }
    }
    const writesBefore = this.writes
    const counted = await count()
    // A write under way or answered meanwhile may or may not be in this count: not kept.
    if (this.writes === writesBefore && this.writing === 0) {
      this.entries.set(key, { term, status, type, kept: { ...counted } })
      if (this.entries.size > STORE_SIZE) this.entries.delete(this.entries.keys().next().value!)
    }
    return counted
  }

  /**
   * Runs a contract write; then moves every total kept by the contracts it changed, each from as it
   * was to as it is. The write is answered without waiting for the move: every total asked after
   * it waits for the moves under way (`total`), so none is read before its move is done.
   */
  async write<T>(work: () => Promise<T>, changes: (result: T) => Change[] | 'unknown'): Promise<T> {
    this.writes++
    this.writing++
    try {
      const result = await work()
      this.moving = this.moving
        .then(() => this.move(changes(result)))
        // A move that fails forgets the totals (counted again when asked), as move does itself.
        .catch(() => this.entries.clear())
      return result
    } finally {
      this.writing--
      this.writes++
    }
  }

  /** Asks the database which kept totals each change leaves and joins, and moves them. */
  private async move(changed: Change[] | 'unknown') {
    // Contracts written by plain SQL (a seed), which cannot say what changed: counted again.
    if (changed === 'unknown') return this.entries.clear()
    const rows = changed.flatMap(([before, after]) => [
      ...(before ? [{ side: -1, ...before, adds: keptOf(before) }] : []),
      ...(after ? [{ side: 1, ...after, adds: keptOf(after) }] : []),
    ])
    // A total whose inputs (the text, what it sums, and the status or type it filters by) the write
    // left as they were cannot move: whatever the match says of them, it says the same before and
    // after.
    const differs = (entry: Entry) =>
      changed.some(
        ([before, after]) =>
          !before ||
          !after ||
          ALWAYS_COUNTED.some((column) => before[column] !== after[column]) ||
          (entry.status !== undefined && before.status !== after.status) ||
          (entry.type !== undefined && before.type !== after.type),
      )
    const entries = [...this.entries.values()].filter(differs)
    if (entries.length === 0 || rows.length === 0) return
    if (entries.length * rows.length > MOST_PAIRS) {
      this.entries.clear()
      return
    }
    // The database is asked only which distinct terms match which distinct texts written, and
    // which distinct types the types written are: the list's own SQL (`matches`' pattern, `typeIs`),
    // with few values to bind (a term is kept under up to five statuses and several types; a
    // status edit writes one text), planned once (prepared.ts: only the values bound change).
    // Here the answers are only added up, total by total; a status is one of a few names, the same
    // string in the row and the filter.
    const terms = distinct(entries.map((entry) => entry.term))
    const texts = distinct(rows.map((row) => row.search_text))
    const types = distinct(entries.flatMap((entry) => entry.type ?? []))
    const typesWritten = distinct(rows.flatMap((row) => row.type ?? []))
    try {
      const found = await preparedRows<{ type: boolean; i: number; j: number }>(
        this.db,
        sql`select false as type, t.i::int as i, x.j::int as j
          from (select i, ${searchPattern(sql`term`)} as pattern
            from jsonb_array_elements_text(${JSON.stringify([...terms.keys()])}::jsonb)
              with ordinality t(term, i)) t
          join jsonb_array_elements_text(${JSON.stringify([...texts.keys()])}::jsonb)
            with ordinality x(text, j) on x.text like t.pattern
          union all
          select true, k.i::int, w.j::int
          from jsonb_array_elements_text(${JSON.stringify([...types.keys()])}::jsonb)
            with ordinality k(type, i)
          join jsonb_array_elements_text(${JSON.stringify([...typesWritten.keys()])}::jsonb)
            with ordinality w(type, j) on ${typeIs(sql`w.type`, sql`k.type`)}`,
      )
      const said = new Set(found.map(({ type, i, j }) => `${type} ${i} ${j}`))
      for (const entry of entries)
        for (const row of rows)
          if (
            (entry.status === undefined || row.status === entry.status) &&
            said.has(`false ${terms.get(entry.term)} ${texts.get(row.search_text)}`) &&
            (entry.type === undefined ||
              (row.type !== null &&
                said.has(`true ${types.get(entry.type)} ${typesWritten.get(row.type)}`)))
          )
            add(entry.kept, row.adds, row.side)
    } catch {
      // The write itself is done: totals that could not be moved are forgotten, and counted
      // again when asked.
      this.entries.clear()
    }
  }

  /** Every total kept, once the moves under way are done: to compare with a count (derived.ts). */
  async kept(): Promise<readonly Readonly<Entry>[]> {
    await this.moving
    return [...this.entries.values()]
  }
}

/** Keeps searched totals for `db` from now on (PGlite only: see above). */
export function keepSearchTotals(db: Database) {
  stores.set(db, new SearchTotals(db))
}

/**
 * Runs a contract write on `db`, moving the searched totals kept for it (if any) by what `changes`
 * says the write changed.
 */
export function writeContracts<T>(
  db: Database,
  work: () => Promise<T>,
  changes: (result: T) => Change[] | 'unknown',
): Promise<T> {
  const store = stores.get(db)
  return store ? store.write(work, changes) : work()
}

/** The searched totals kept for `db`, if any. */
export const searchTotalsOf = (db: Pick<Database, 'execute'>) => stores.get(db)
