/**
 * How long the contracts' filters (their search too) rest before the summary bar asks for their
 * sums: summing every match costs the server a pass over them (about 120 ms at 100,000 contracts on
 * PGlite), not to be paid for every letter typed. The benchmarks' people wait as long.
 */
export const SUMMARY_SETTLE_MS = 400
