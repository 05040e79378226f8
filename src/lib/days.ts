/**
 * Days as the server counts them: `YYYY-MM-DD` in UTC (its date decides which contract terms are in
 * effect and what the overview counts).
 */

/** Today's UTC date. */
export const todayUtc = () => new Date().toISOString().slice(0, 10)

/** `YYYY-MM-DD` in UTC, `days` after `day` (before it when negative). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
