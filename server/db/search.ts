/** A case-insensitive substring pattern: `%` and `_` typed by a person are literal, not wildcards. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`
