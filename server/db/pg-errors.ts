/** What PostgreSQL (or PGlite) said when it refused a write, by its SQLSTATE code. */
const codeOf = (err: unknown) => {
  const cause = (err as { cause?: unknown })?.cause ?? err
  return (cause as { code?: string })?.code
}

/** True when Postgres refused a row for a unique index (a racing duplicate). */
export const isUniqueViolation = (err: unknown): boolean => codeOf(err) === '23505'

/** True when Postgres refused a row whose reference names no row. */
export const isForeignKeyViolation = (err: unknown): boolean => codeOf(err) === '23503'

/**
 * True when the database could not write for want of disk space (SQLSTATE 53100, disk_full):
 * PostgreSQL's, and PGlite's when its data folder's file system is full. The write was rolled back.
 */
export const isDiskFull = (err: unknown): boolean => codeOf(err) === '53100'
