import { sql } from 'drizzle-orm'
import type { Database } from './database'
import { preparedRows } from './prepared'
import { searchPattern, typeIs } from './search'

/**
 * Searched contract totals kept between requests, where this process is the database's only writer
 * (PGlite: one process owns its DATA_DIR). A count is never repeated after a write: each contract
 * write moves the totals it changes, from the contract as it was to the contract as it is. So a
 * person paging, sorting or filtering a search, and the next person typing the same letters, is
 * answered without counting again, and every total stays the exact count. Which kept totals a
 * written contract is in is asked of the database, with the same SQL as the list's own filters
 * (`matches`, `typeIs`): there is no second matcher here. On PostgreSQL other processes write too:
 * there is no store, and every search counts.
 */

/** What decides whether a contract is in a searched total: its columns as stored. */
export interface Countable {
  status: string
  search_text: string
  type: string | null
}

/** A contract a write changed: as it was and as it is (undefined: not live, or not there). */
export type Change = [before: Countable | undefined, after: Countable | undefined]

interface Entry {
  /** As the person typed it: the database lower-cases it when it matches. */
  term: string
  status: string | undefined
  type: string | undefined
  total: number
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

  /** The exact total for `term` (and `status`, and `type`), from the store or from `count`. */
  async total(
    term: string,
    { status, type }: { status?: string | undefined; type?: string | undefined },
    count: () => Promise<number>,
  ) {
    await this.moving
    const key = JSON.stringify([status ?? null, type ?? null, term])
    const kept = this.entries.get(key)
    if (kept) {
      // Most recently used last, so the oldest is dropped first.
      this.entries.delete(key)
      this.entries.set(key, kept)
      return kept.total
    }
    const writesBefore = this.writes
    const total = await count()
    // A write under way or answered meanwhile may or may not be in this count: not kept.
    if (this.writes === writesBefore && this.writing === 0) {
      this.entries.set(key, { term, status, type, total })
      if (this.entries.size > STORE_SIZE) this.entries.delete(this.entries.keys().next().value!)
    }
    return total
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
      ...(before ? [{ side: -1, ...before }] : []),
      ...(after ? [{ side: 1, ...after }] : []),
    ])
    // A total whose inputs (the text, and the status or type it filters by) the write left as they
    // were cannot move: whatever the match says of them, it says the same before and after.
    const differs = (entry: Entry) =>
      changed.some(
        ([before, after]) =>
          !before ||
          !after ||
          before.search_text !== after.search_text ||
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
            entry.total += row.side
    } catch {
      // The write itself is done: totals that could not be moved are forgotten, and counted
      // again when asked.
      this.entries.clear()
    }
  }

  /** For tests: every total kept, to compare with a count. */
  kept(): readonly Entry[] {
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
export const searchTotalsOf = (db: Database) => stores.get(db)
