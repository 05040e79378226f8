// Plain values without zod, so the dashboard's API client (in its entry chunk) can use them.

/** The header of a read's answer that says how far along the change feed its data stands. */
export const FEED_POSITION_HEADER = 'X-Feed-Position'
