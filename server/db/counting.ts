import type { Counted } from '../../src/interface'

/**
 * Capped totals (`COUNT_LIMIT`): a searched or filtered list counts its matches only up to the
 * limit, and its pages show no row past it. A list neither searched nor filtered is counted exactly,
 * and so is every list when no limit is set.
 */

/** What a list counts up to: `limit` when it is searched or filtered, no limit otherwise. */
export const countCap = (narrowed: boolean, limit: number | undefined): number | undefined =>
  narrowed ? limit : undefined

/** How many rows to count to tell whether more than `cap` match: one more than it. */
export const countTo = (cap: number) => cap + 1

/** The answer's total from a count made up to `countTo(cap)`. */
export const countedOf = (count: number, cap: number | undefined): Counted =>
  cap !== undefined && count > cap ? { total: cap, exact: false } : { total: count, exact: true }

/** A page's size within a capped list: the rows before the cap, none past it. */
export const pageWithin = (limit: number, offset: number, cap: number | undefined): number =>
  cap === undefined ? limit : Math.max(0, Math.min(limit, cap - offset))
