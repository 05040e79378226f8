/** The derived-data rules are listed once, in server/db/derived.ts: the tests ask every row. */
export { derivedDrift } from '../db/derived'
