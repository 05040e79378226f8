import type { z } from './messages'

/**
 * A list the API answers and the dashboard shows, declared once beside its schemas. Everything that
 * names the lists is derived from these declarations (`resources.ts`): the records the history
 * keeps, the lists views are saved of and who may see them, the table preferences and their
 * columns, the server's checks of all three and its tables' enums.
 */
export interface ResourceDeclaration {
  /**
   * The list's name: its path under `/api/v1` and in the dashboard, a saved view's `resource`, a
   * table preference's key. Lower-case letters.
   */
  readonly name: string
  /** Who may read the list: admins only, or anyone signed in (a client sees their company's). */
  readonly readers: 'admin' | 'signed in'
  /** The columns its table can show, by key, in the order it shows them by default. */
  readonly columns: readonly [string, ...string[]]
  /** How many of the leading columns a table shows until its person says otherwise. */
  readonly shown: number
  /**
   * The query parameters of the list's page (its URL search): the list's own, and any the page
   * adds (the contracts table's grouping). Views can be saved of it.
   */
  readonly listQuery?: z.ZodType
  /** A record's name in the history (an entry's `resource`), when its writes are kept there. */
  readonly history?: string
}

/** Declares a resource: its values kept exactly (`as const`), checked against the shape above. */
export const defineResource = <const D extends ResourceDeclaration>(declaration: D): D =>
  declaration
