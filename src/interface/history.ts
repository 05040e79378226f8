import { PageQuery, PaginationMeta, RowId } from './common'
import { BULK_MOST, ContractStatus } from './contracts'
import { HISTORY_ACTIONS } from './history-values'
import { choiceOf, z } from './messages'
import { HISTORY_RESOURCES } from './resources'

export * from './history-values'

export const HistoryResource = /* @__PURE__ */ choiceOf(HISTORY_RESOURCES, 'a resource')
export const HistoryAction = /* @__PURE__ */ z.enum(HISTORY_ACTIONS)

/** One side of a change: any JSON value, null for none. */
const Change = /* @__PURE__ */ z.unknown().nonoptional()

export const HistoryEntry = /* @__PURE__ */ z
  .object({
    id: z.number().int(),
    at: z.string(),
    actor: z.object({ id: z.number().int(), name: z.string() }).nullable().meta({
      description: 'Who wrote it; null when no signed-in person did (command line, seeding).',
    }),
    action: HistoryAction,
    resource: HistoryResource,
    record_id: z.number().int(),
    position_id: z
      .number()
      .int()
      .optional()
      .meta({ description: 'On an inquiry’s entries about one of its positions.' }),
    // nonoptional: both sides are always there (null for none), and the document says so.
    changes: z.record(z.string(), z.object({ from: Change, to: Change })).meta({
      description:
        'Only the fields whose value changed, by the names GET answers them with. Relations are ' +
        'recorded by the name of their object with `{id, name}` on each side (`consultant`, ' +
        '`client_company`, `vendor_company`, `company`, `industry`); a password change is ' +
        '`{"password": {"from": null, "to": null}}`, never the value.',
    }),
  })
  .meta({ id: 'HistoryEntry', description: 'Extension: one write to a record.' })
export type HistoryEntry = z.infer<typeof HistoryEntry>

export const HistoryQuery = PageQuery
export type HistoryQuery = z.infer<typeof HistoryQuery>

export const ActivityQuery = /* @__PURE__ */ PageQuery.extend({
  resource: HistoryResource.optional().meta({ description: 'Only the entries of this resource.' }),
  actor_id: z.coerce
    .number<string>()
    .int()
    .min(1)
    .max(2_147_483_647)
    .optional()
    .meta({ description: 'Only the entries this user wrote.' }),
  since: z.iso
    .datetime({ offset: true })
    .optional()
    .meta({ description: 'Only the entries written at or after this ISO 8601 date-time.' }),
})
export type ActivityQuery = z.infer<typeof ActivityQuery>

/**
 * The activity list's address: its query, but `since` a day, which the dashboard asks from the
 * person's local midnight (a date-time in the query).
 */
export const ActivitySearch = /* @__PURE__ */ ActivityQuery.extend({
  since: z.iso
    .date()
    .optional()
    .meta({ description: 'Only the entries written on or after this day.' }),
})
export type ActivitySearch = z.infer<typeof ActivitySearch>

export const HistoryPage = /* @__PURE__ */ z
  .object({
    history: z.array(HistoryEntry),
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    total_is_exact: PaginationMeta.shape.total_is_exact,
    last_page: z.number().int(),
  })
  .meta({ id: 'HistoryPage', description: 'Extension: newest first.' })
export type HistoryPage = z.infer<typeof HistoryPage>

export const BulkContractsBody = /* @__PURE__ */ z
  .object({
    ids: z
      .array(RowId)
      .min(1)
      .max(BULK_MOST)
      .meta({ description: `The numeric ids of live contracts, 1 to ${BULK_MOST}.` }),
    action: choiceOf(['set_status', 'terminate'], 'an action'),
    status: ContractStatus.optional().meta({ description: 'Required for `set_status`.' }),
  })
  .superRefine((body, context) => {
    if (body.action === 'set_status' && body.status === undefined)
      context.addIssue({ code: 'custom', path: ['status'], message: 'Pick a status.' })
  })
  .meta({ id: 'BulkContracts' })
export type BulkContractsBody = z.infer<typeof BulkContractsBody>

export const BulkContractsResponse = /* @__PURE__ */ z
  .object({ message: z.string(), count: z.number().int() })
  .meta({ id: 'BulkContractsDone' })
export type BulkContractsResponse = z.infer<typeof BulkContractsResponse>
