import { IdParam, MAX_ID, PageQuery, PaginationMeta, RowId, Version } from './common'
import { choiceOf, z } from './messages'
import { defineResource } from './resource'
import { sentence } from './sentences'
import {
  BULK_MOST,
  CONTRACT_SORT_FIELDS,
  CONTRACT_SORT_PATTERN,
  SORT_KEYS_MOST,
  CONTRACT_STATUSES,
  RENEWALS,
  RESERVED_CONTRACT_IDS,
} from './contract-values'
import { CompanyRef } from './users'

export * from './contract-values'

export const ContractStatus = /* @__PURE__ */ choiceOf(CONTRACT_STATUSES, 'a status')
export type ContractStatus = z.infer<typeof ContractStatus>

export const Renewal = /* @__PURE__ */ choiceOf(RENEWALS, 'a renewal decision')
export type Renewal = (typeof RENEWALS)[number]

/**
 * A decimal sent as a JSON number or a decimal string ("1250.50"); kept as exact text. A value
 * such as "50%" is refused with a sentence saying to send the number alone.
 */
function decimal(options: { min?: number; max?: number; scale: number }) {
  return z
    .union([z.number(), z.string()])
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? String(value) : value.trim()
      if (/%/.test(text)) {
        ctx.addIssue({ code: 'custom', message: 'Send the number alone, without the % sign.' })
        return z.NEVER
      }
      if (!/^-?\d{1,10}(\.\d+)?$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: 'Must be a number, such as 1250 or 1250.50.' })
        return z.NEVER
      }
      const decimals = text.split('.')[1]?.length ?? 0
      if (decimals > options.scale) {
        ctx.addIssue({ code: 'custom', message: `At most ${options.scale} decimals.` })
        return z.NEVER
      }
      const n = Number(text)
      if (
        (options.min !== undefined && n < options.min) ||
        (options.max !== undefined && n > options.max)
      ) {
        ctx.addIssue({
          code: 'custom',
          message: `Must be between ${options.min} and ${options.max}.`,
        })
        return z.NEVER
      }
      return text
    })
    .meta({ description: 'A number, or a decimal string; stored exactly.' })
}

export const Price = /* @__PURE__ */ decimal({ min: 0, max: 9_999_999_999, scale: 4 })
export const Percent = /* @__PURE__ */ decimal({ min: 0, max: 100, scale: 2 })

export const PublicContractId = /* @__PURE__ */ z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._-]{1,64}$/, 'Use 1 to 64 letters, digits, dots, underscores or hyphens.')

/** A new contract's id: not one of the words the API's own paths use (see RESERVED_CONTRACT_IDS). */
export const NewContractId = /* @__PURE__ */ PublicContractId.refine(
  (id) => !RESERVED_CONTRACT_IDS.includes(id.toLowerCase()),
  'This contract id is reserved.',
).meta({
  description: `Not one of ${RESERVED_CONTRACT_IDS.map((id) => `\`${id}\``).join(', ')} (ignoring case): the API's own paths use them.`,
})

const Text = /* @__PURE__ */ z.string().trim().max(2000)
// PostgreSQL has no year 0 (and the format has four digits for the year).
export const IsoDate = /* @__PURE__ */ z.iso
  .date()
  .refine((value) => value >= '0001-01-01', 'Must be from the year 1 on.')

/** An array of strings or one comma-separated string: trimmed, empties and duplicates (ignoring case) dropped. */
export const ConsultSkills = /* @__PURE__ */ z
  .union([z.array(z.string().max(100)).max(100), z.string().max(5000)])
  .transform((value) => {
    const items = (typeof value === 'string' ? value.split(',') : value)
      .map((s) => s.trim())
      .filter(Boolean)
    const seen = new Set<string>()
    return items.filter((s) => {
      const key = s.toLowerCase()
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
  })
  .meta({ description: 'Array of strings or one comma-separated string; normalised to an array.' })

export const SelectedConsultant = /* @__PURE__ */ z
  .union([
    z.object({
      id: RowId,
      name: z.string().trim().min(1).max(255).optional(),
      title: z.string().trim().max(255).optional(),
    }),
    z.object({
      name: z.string().trim().min(1).max(255),
      title: z.string().trim().max(255).optional(),
    }),
  ])
  .nullable()
  .meta({
    description:
      '{id} assigns that consultant; {id, name?, title?} updates and assigns it; {name, title?} creates one; null detaches.',
  })
export type SelectedConsultant = z.infer<typeof SelectedConsultant>

const editableFields = {
  client_contract_id: Text.optional(),
  status: ContractStatus.optional(),
  service_code: Text.optional(),
  contract_start: IsoDate.optional(),
  contract_end: IsoDate.nullable().optional(),
  is_infinite: z.boolean().optional(),
  type: Text.optional(),
  work_scope: Text.optional(),
  notice_period: Text.optional(),
  notice_days: z
    .number()
    .int()
    .min(0)
    .max(365)
    .nullable()
    .optional()
    .meta({
      description:
        'Extension: days of notice before `contract_end`; with it, `notice_deadline` is ' +
        '`contract_end` − `notice_days`. null clears it.',
    }),
  renewal: Renewal.optional().meta({
    description: 'Extension: the renewal decision; `undecided` for a new contract.',
  }),
  allocation: Percent.optional(),
  max_hours: z.number().int().min(0).max(1_000_000).optional(),
  unit: Text.optional(),
  client_price: Price.optional(),
  vendor_price: Price.optional(),
  vat: Percent.optional(),
  seller_id: z.number().int().min(0).max(2_147_483_647).optional(),
  hour_report: Text.optional(),
  invoicing_channel: Text.optional(),
  client_company_id: RowId.optional(),
  client_business_id: Text.optional(),
  client_contact: Text.optional(),
  client_purchase_order: Text.optional(),
  vendor_company_id: RowId.optional(),
  vendor_company_for_client: Text.optional(),
  vendor_contact: Text.optional(),
  notes: z.string().max(20_000).optional(),
  selected_consultant: SelectedConsultant.optional(),
  consult_skills: ConsultSkills.optional(),
}

export const EditContractBody = /* @__PURE__ */ z.object(editableFields).meta({
  id: 'EditContract',
  description: 'Partial: omitted fields are kept, unknown fields ignored.',
})
export type EditContractBody = z.infer<typeof EditContractBody>
export type EditContractInput = z.input<typeof EditContractBody>

export const CreateContractBody = /* @__PURE__ */ z
  .object({
    ...editableFields,
    the_contract_id: NewContractId,
    client_company_id: RowId,
    vendor_company_id: RowId,
    contract_start: IsoDate,
  })
  .meta({ id: 'CreateContract' })
export type CreateContractBody = z.infer<typeof CreateContractBody>
export type CreateContractInput = z.input<typeof CreateContractBody>

export const CreateContractResponse = /* @__PURE__ */ z
  .object({ message: z.string(), id: z.number().int(), the_contract_id: z.string() })
  .meta({ id: 'ContractCreated' })

export const Consultant = /* @__PURE__ */ z
  .object({ id: z.number().int(), name: z.string(), title: z.string().nullable() })
  .meta({ id: 'Consultant' })
export type Consultant = z.infer<typeof Consultant>

export const ContractRecord = /* @__PURE__ */ z
  .object({
    id: z.number().int(),
    the_contract_id: z.string(),
    client_contract_id: z.string().nullable(),
    status: ContractStatus,
    service_code: z.string().nullable(),
    contract_start: z.string(),
    contract_end: z.string().nullable(),
    is_infinite: z.boolean(),
    type: z.string().nullable(),
    work_scope: z.string().nullable(),
    notice_period: z.string().nullable(),
    notice_days: z.number().int().nullable(),
    notice_deadline: z.string().nullable().meta({
      description:
        'Extension, read-only: `contract_end` − `notice_days` (YYYY-MM-DD); null without either.',
    }),
    renewal: Renewal,
    allocation: z.number().nullable(),
    max_hours: z.number().int().nullable(),
    unit: z.string().nullable(),
    client_price: z.number().nullable(),
    vendor_price: z.number().nullable(),
    margin: z.number().nullable().meta({
      description: 'Extension, read-only: `client_price` − `vendor_price` of the term in effect.',
    }),
    markup_percent: z
      .number()
      .nullable()
      .meta({
        description:
          'Extension, read-only: `margin` / `vendor_price` × 100, rounded to 2 decimals; null when ' +
          '`vendor_price` is 0 or missing.',
      }),
    thin_margin: z.boolean().meta({
      description:
        'Extension, read-only: the margin is below the server’s `MARGIN_WARNING_PERCENT` ' +
        '(default 10) of `client_price`. False without both prices.',
    }),
    vat: z.number().nullable(),
    seller_id: z.number().int().nullable(),
    hour_report: z.string().nullable(),
    invoicing_channel: z.string().nullable(),
    client_company_id: z.number().int(),
    client_business_id: z.string().nullable(),
    client_contact: z.string().nullable(),
    client_purchase_order: z.string().nullable(),
    vendor_company_id: z.number().int(),
    vendor_company_for_client: z.string().nullable(),
    vendor_contact: z.string().nullable(),
    notes: z.string().nullable(),
    client_company: CompanyRef,
    vendor_company: CompanyRef,
    // A union rather than .nullable(): the document's generator would make the Consultant
    // component itself nullable, and with it every consultant of a list.
    consultant: z.union([Consultant, z.null()]),
    consult_skills: z.array(z.string()),
    version: Version,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Contract' })
export type ContractRecord = z.infer<typeof ContractRecord>

export const ContractSort = /* @__PURE__ */ z
  .string()
  .regex(
    CONTRACT_SORT_PATTERN,
    `Sort by up to ${SORT_KEYS_MOST} of: ${CONTRACT_SORT_FIELDS.join(', ')}, comma-separated, ` +
      'each at most once; a leading - sorts descending.',
  )
  .meta({
    description:
      `Extension: up to ${SORT_KEYS_MOST} fields, comma-separated, in order ` +
      '(`client_company,-contract_end`), each with `-` in front for descending; a field twice is ' +
      'refused. Default `-id` (newest first). Contracts equal in every field are ordered by `id` ' +
      'in the direction of the last; names ignore case; contracts without the value (no ' +
      'consultant, no end, no price) come last ascending and first descending. Prices, `margin` ' +
      'and `markup_percent` sort by the term in effect today.',
    example: 'client_company,-contract_end',
  })

/** The date filters on one column: `<column>_from` and `<column>_to`, each a day, both inclusive. */
function dateRange<C extends 'contract_start' | 'contract_end' | 'notice_deadline'>(
  column: C,
  verb: string,
) {
  const day = (description: string) =>
    z.iso
      .date()
      .optional()
      .meta({
        description: `Extension: ${description} (YYYY-MM-DD, inclusive).`,
        example: '2026-12-31',
      })
  return {
    [`${column}_from`]: day(`contracts ${verb} on or after this day`),
    [`${column}_to`]: day(
      `contracts ${verb} on or before this day${column === 'contract_start' ? '' : '; contracts without one never match'}`,
    ),
  } as Record<`${C}_from` | `${C}_to`, ReturnType<typeof day>>
}

/** A range that ends before it starts is a mistake, said on its `_to` parameter. */
function rangesInOrder(query: Record<string, unknown>, ctx: z.RefinementCtx) {
  for (const column of ['contract_start', 'contract_end', 'notice_deadline']) {
    const from = query[`${column}_from`]
    const to = query[`${column}_to`]
    if (typeof from === 'string' && typeof to === 'string' && to < from)
      ctx.addIssue({
        code: 'custom',
        path: [`${column}_to`],
        message: `Must be on or after ${column}_from (${from}).`,
      })
  }
}

/** A filter by the id of a row the contract points at. */
const rowFilter = (what: string) =>
  IdParam.optional().meta({
    description: `Extension: only contracts ${what}. An id that names no row matches nothing.`,
    example: 12,
  })

export const ContractFilters = /* @__PURE__ */ z
  .object({
    status: ContractStatus.optional(),
    search: z.string().trim().max(255).optional().meta({
      description: 'Consultant name, client or vendor company name, contract ids; ignoring case.',
    }),
    sort: ContractSort.optional(),
    ...dateRange('contract_start', 'starting'),
    ...dateRange('contract_end', 'ending'),
    ...dateRange('notice_deadline', 'whose notice deadline falls'),
    renewal: Renewal.optional().meta({
      description: 'Extension: only contracts with this decision.',
    }),
    margin_below: z.coerce
      .number<string>()
      .min(-9_999_999_999)
      .max(9_999_999_999)
      .optional()
      .meta({
        description:
          'Extension: only contracts whose `margin` (today’s term) is below this amount; those ' +
          'without both prices never match.',
        example: '100',
      }),
    client_company_id: rowFilter('whose client company has this id'),
    vendor_company_id: rowFilter('whose vendor company has this id'),
    consultant_id: rowFilter('assigned to the consultant with this id'),
    type: z
      .string()
      .trim()
      .max(255)
      .optional()
      .meta({
        description:
          'Extension: only contracts of this type: the whole value, ignoring case (`hourly` matches ' +
          '`Hourly`, not `hour`). Empty: no filter.',
        example: 'hourly',
      }),
  })
  .superRefine(rangesInOrder)

/** What `GET /contracts/groups` groups by: each a filter of the list (see ContractGroup's key). */
export const CONTRACT_GROUPINGS = [
  'client_company',
  'vendor_company',
  'consultant',
  'status',
  'renewal',
  'end_month',
] as const
export const ContractGrouping = /* @__PURE__ */ choiceOf(CONTRACT_GROUPINGS, 'what to group by')
export type ContractGrouping = z.infer<typeof ContractGrouping>
/** At most this many groups in one answer, the largest first; `more` says others exist. */
export const GROUPS_MOST = 500

export const ContractListQuery = /* @__PURE__ */ PageQuery.extend(
  ContractFilters.shape,
).superRefine(rangesInOrder)
export type ContractListQuery = z.infer<typeof ContractListQuery>

/**
 * The contracts table's address: the list's query, and what the table is grouped by (the groups'
 * `by`), which views keep too.
 */
export const ContractTableQuery = /* @__PURE__ */ PageQuery.extend({
  ...ContractFilters.shape,
  group: ContractGrouping.optional().meta({
    description: 'The table grouped by this, as `GET /contracts/groups` groups by `by`.',
  }),
}).superRefine(rangesInOrder)
export type ContractTableQuery = z.infer<typeof ContractTableQuery>

/** The contracts list: admins' alone; its writes kept in the history. */
export const contractsResource = defineResource({
  name: 'contracts',
  readers: 'admin',
  columns: [
    'the_contract_id',
    'client_company',
    'vendor_company',
    'consultant',
    'status',
    'period',
    'notice_deadline',
    'allocation',
    'client_price',
    'margin',
    'vendor_price',
    'markup_percent',
    'renewal',
    'type',
    'client_contract_id',
    'consult_skills',
  ],
  shown: 10,
  listQuery: ContractTableQuery,
  history: 'contract',
})

/**
 * `ids` of the export: contracts picked by numeric id, comma-separated ("3,17,40"), 1 to BULK_MOST
 * of them as a bulk action takes. A filter like the others: an id that names no live contract
 * yields no row, and one given twice yields one.
 */
export const ContractIds = /* @__PURE__ */ z
  .string()
  .regex(
    /^\d+(,\d+)*$/,
    `Send 1 to ${BULK_MOST} contract ids separated by commas, such as 3,17,40.`,
  )
  .transform((text, ctx) => {
    const ids = text.split(',').map(Number)
    if (ids.length > BULK_MOST) {
      ctx.addIssue({ code: 'custom', message: sentence('maxItems', { maximum: BULK_MOST }) })
      return z.NEVER
    }
    if (ids.some((id) => id < 1 || id > MAX_ID)) {
      ctx.addIssue({ code: 'custom', message: `Each id must be from 1 to ${MAX_ID}.` })
      return z.NEVER
    }
    return [...new Set(ids)]
  })
  .meta({
    description:
      `Extension: only the contracts with these numeric ids, 1 to ${BULK_MOST} of them, ` +
      'comma-separated. Combines with the other filters and the sort; an id that names no live ' +
      'contract yields no row.',
    example: '3,17,40',
  })

/** The export's query: the list's filters and sort, and the picked `ids`. */
export const ContractExportQuery = /* @__PURE__ */ z
  .object({ ...ContractFilters.shape, ids: ContractIds.optional() })
  .superRefine(rangesInOrder)
export type ContractExportQuery = z.infer<typeof ContractExportQuery>
/** The export's query as the dashboard sends it (`ids` as text). */
export type ContractExportInput = z.input<typeof ContractExportQuery>

export const ContractSummary = /* @__PURE__ */ z
  .object({
    count: z.number().int(),
    client_price_sum: z.number(),
    vendor_price_sum: z.number(),
    margin_sum: z.number().meta({
      description: 'Of the contracts with both prices (a price missing adds nothing).',
    }),
    allocation_avg: z
      .number()
      .nullable()
      .meta({ description: 'Of the contracts with an allocation; null when none has one.' }),
  })
  .meta({
    id: 'ContractSummary',
    description:
      'Over every live contract the filters (or `ids`) select, exactly: the sums of the terms ' +
      'in effect today. A missing price adds nothing to its sum.',
  })
export type ContractSummary = z.infer<typeof ContractSummary>

const { sort: _sort, ...groupFilters } = ContractFilters.shape
/** The groups' query: the list's filters (no sort: groups come largest first) and `by`. */
export const ContractGroupsQuery = /* @__PURE__ */ z
  .object({
    ...groupFilters,
    by: ContractGrouping.meta({
      description:
        'Extension: what the contracts are grouped by. `end_month` groups by the month of ' +
        '`contract_end`; contracts without an end form one group.',
      example: 'client_company',
    }),
  })
  .superRefine(rangesInOrder)
export type ContractGroupsQuery = z.infer<typeof ContractGroupsQuery>

export const ContractGroup = /* @__PURE__ */ z
  .object({
    key: z
      .string()
      .nullable()
      .meta({
        description:
          'The filter value that opens the group as the list: `client_company_id`, ' +
          '`vendor_company_id` or `consultant_id` (the id as text), `status`, `renewal`, or for ' +
          '`end_month` the month `YYYY-MM` (the list filtered by `contract_end_from` its first day ' +
          'and `contract_end_to` its last). Null: the contracts without a consultant, or without ' +
          'an end.',
        example: '12',
      }),
    label: z
      .string()
      .nullable()
      .meta({
        description:
          'What people read: the company or consultant name, else the key itself; null with a ' +
          'null key.',
        example: 'Acme Oy',
      }),
    count: z.number().int(),
    client_price_sum: z.number(),
    vendor_price_sum: z.number(),
    margin_sum: z.number(),
  })
  .meta({ id: 'ContractGroup' })
export type ContractGroup = z.infer<typeof ContractGroup>

export const ContractGroups = /* @__PURE__ */ z
  .object({
    by: ContractGrouping,
    groups: z.array(ContractGroup),
    total: z.number().int().meta({ description: 'All the contracts the filters select.' }),
    more: z.boolean().meta({
      description: `True when there are more than ${GROUPS_MOST} groups and only the largest are listed.`,
    }),
  })
  .meta({
    id: 'ContractGroups',
    description:
      'The live contracts the filters select, grouped: each group with its count and the sums ' +
      'of the terms in effect today (a missing price adds nothing), exactly, largest count first ' +
      '(ties by label), at most ' +
      `${GROUPS_MOST}.`,
  })
export type ContractGroups = z.infer<typeof ContractGroups>

export const ContractList = /* @__PURE__ */ PaginationMeta.extend({
  contracts: z.array(ContractRecord),
}).meta({
  id: 'ContractList',
})
export type ContractList = z.infer<typeof ContractList>

export const ConsultantListQuery = /* @__PURE__ */ z.object({
  search: z.string().trim().max(255).optional(),
  limit: z.coerce.number<string>().int().min(1).max(1000).optional(),
})
export const ConsultantList = /* @__PURE__ */ z
  .object({ consultants: z.array(Consultant) })
  .meta({ id: 'ConsultantList' })
export type ConsultantList = z.infer<typeof ConsultantList>

/** Who wrote a term, as history names its actor. */
const Actor = /* @__PURE__ */ z.object({ id: z.number().int(), name: z.string() }).nullable()

export const ContractTerm = /* @__PURE__ */ z
  .object({
    id: z.number().int(),
    effective_from: z.string().meta({ example: '2026-12-01' }),
    client_price: z.number().nullable(),
    vendor_price: z.number().nullable(),
    allocation: z.number().nullable(),
    max_hours: z.number().int().nullable(),
    margin: z
      .number()
      .nullable()
      .meta({ description: 'Extension: `client_price` − `vendor_price`.' }),
    reason: z.string().nullable(),
    in_effect: z.boolean().meta({
      description:
        'Extension: the term the contract answers with today (the first one before it starts).',
    }),
    removable: z.boolean().meta({
      description: 'Extension: it starts after today and is not the first, so DELETE removes it.',
    }),
    created_at: z.string(),
    actor: Actor,
  })
  .meta({ id: 'ContractTerm' })
export type ContractTerm = z.infer<typeof ContractTerm>

export const ContractTermList = /* @__PURE__ */ z
  .object({ terms: z.array(ContractTerm).meta({ description: 'Every term, oldest first.' }) })
  .meta({ id: 'ContractTermList' })
export type ContractTermList = z.infer<typeof ContractTermList>

const Reason = /* @__PURE__ */ z.string().trim().min(1).max(2000)

export const CreateTermBody = /* @__PURE__ */ z
  .object({
    effective_from: IsoDate.meta({
      description: 'Within the contract’s period, and no other term’s day.',
    }),
    client_price: Price.optional(),
    vendor_price: Price.optional(),
    allocation: Percent.optional(),
    max_hours: z.number().int().min(0).max(1_000_000).optional(),
    reason: Reason,
  })
  .meta({
    id: 'CreateContractTerm',
    description:
      'A rate or workload change from a day; fields left out carry over from the term before.',
  })
export type CreateTermBody = z.infer<typeof CreateTermBody>
export type CreateTermInput = z.input<typeof CreateTermBody>

export const ExtendContractBody = /* @__PURE__ */ z
  .object({
    contract_end: IsoDate.meta({ description: 'Later than the current end.' }),
    reason: Reason,
    client_price: Price.optional(),
    vendor_price: Price.optional(),
    allocation: Percent.optional(),
  })
  .meta({
    id: 'ExtendContract',
    description:
      'Moves the end later; with a price or allocation, adds a term from the day after the old end.',
  })
export type ExtendContractBody = z.infer<typeof ExtendContractBody>
export type ExtendContractInput = z.input<typeof ExtendContractBody>
