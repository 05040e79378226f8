// Plain values without zod, for the dashboard's overview page.

/** How far ahead the overview counts contracts ending: 30, 60 and 90 days from today. */
export const ENDING_WINDOWS = ['30', '60', '90'] as const
/** At most this many of the soonest-ending contracts come with the overview. */
export const ENDING_SOON_LIMIT = 20
