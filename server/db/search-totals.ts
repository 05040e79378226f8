import type { Database } from './database'

/**
 * Searched contract totals kept between requests, where this process is the database's only writer
 * (PGlite: one process owns its DATA_DIR). A count is never repeated after a write: each contract
 * write moves the totals it changes, from the contract as it was to the contract as it is. So a
 * person paging, sorting or filtering a search, and the next person typing the same letters, is
 * answered without counting again, and every total stays the exact count. On PostgreSQL other
 * processes write too: there is no store, and every search counts.
 */

/** What decides whether a contract is in a searched total. */
export interface Countable {
  status: string
  /** The contract's `search_text` column, as stored. */
  search_text: string
  /** Its type as the database lower-cases it (`lower(type)`, what the type filter compares). */
  type_key: string | null
}

interface Entry {
  /** Lower-cased, as `textSearch` compares it. */
  term: string
  status: string | undefined
  /** The type filter, lower-cased: ASCII only, which the database lower-cases as JavaScript does. */
  type: string | undefined
  total: number
}

/** Whether a type filter's totals can be kept: see Entry.type. */
const keepsType = (type: string) => /^[\x20-\x7e]*$/.test(type)

const STORE_SIZE = 2000
const stores = new WeakMap<object, SearchTotals>()

export class SearchTotals {
  private readonly entries = new Map<string, Entry>()
  /** Writes begun or ended, and those under way: a count kept must have overlapped none. */
  private writes = 0
  private writing = 0

  /** The exact total for `term` (and `status`, and `type`), from the store or from `count`. */
  async total(
    term: string,
    { status, type }: { status?: string | undefined; type?: string | undefined },
    count: () => Promise<number>,
  ) {
    const lower = term.toLowerCase()
    const typeKey = type?.toLowerCase()
    if (type !== undefined && !keepsType(type)) return count()
    const key = `${status ?? ''}\n${typeKey ?? ''}\n${lower}`
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
      this.entries.set(key, { term: lower, status, type: typeKey, total })
      if (this.entries.size > STORE_SIZE) this.entries.delete(this.entries.keys().next().value!)
    }
    return total
  }

  /**
   * Runs a contract write; then moves every total kept by the contracts it changed, each from as it
   * was to as it is (undefined: not live, or not there), or forgets them all ('many').
   */
  async write<T>(
    work: () => Promise<T>,
    changes: (result: T) => [Countable | undefined, Countable | undefined][] | 'many',
  ): Promise<T> {
    this.writes++
    this.writing++
    try {
      const result = await work()
      const changed = changes(result)
      if (changed === 'many') this.entries.clear()
      else
        for (const entry of this.entries.values())
          for (const [before, after] of changed)
            entry.total += Number(counts(entry, after)) - Number(counts(entry, before))
      return result
    } finally {
      this.writing--
      this.writes++
    }
  }

  /** For tests: every total kept, to compare with a count. */
  kept(): readonly Entry[] {
    return [...this.entries.values()]
  }
}

const counts = (entry: Entry, row: Countable | undefined) =>
  row !== undefined &&
  (entry.status === undefined || row.status === entry.status) &&
  (entry.type === undefined || row.type_key === entry.type) &&
  row.search_text.includes(entry.term)

/** Keeps searched totals for `db` from now on (PGlite only: see above). */
export function keepSearchTotals(db: Database) {
  stores.set(db, new SearchTotals())
}

/**
 * Runs a contract write on `db`, moving the searched totals kept for it (if any) by what `changes`
 * says the write changed.
 */
export function writeContracts<T>(
  db: Database,
  work: () => Promise<T>,
  changes: (result: T) => [Countable | undefined, Countable | undefined][] | 'many',
): Promise<T> {
  const store = stores.get(db)
  return store ? store.write(work, changes) : work()
}

/** The searched totals kept for `db`, if any. */
export const searchTotalsOf = (db: Database) => stores.get(db)
