import { PageQuery, PaginationMeta, RowId, Version } from './common'
import { choiceOf, z } from './messages'
import { defineResource } from './resource'
import { CompanyRef } from './users'

import {
  EXPERIENCE_LEVELS,
  INQUIRY_STATUSES,
  POSITION_STAGES,
  POSITION_TYPES,
  REMOTE_OPTIONS,
} from './inquiry-values'

export * from './inquiry-values'

export const PositionType = /* @__PURE__ */ choiceOf(POSITION_TYPES, 'a type')
export const ExperienceLevel = /* @__PURE__ */ choiceOf(EXPERIENCE_LEVELS, 'an experience level')
export const RemoteWork = /* @__PURE__ */ choiceOf(REMOTE_OPTIONS, 'remote, hybrid or on site')
export const InquiryStatus = /* @__PURE__ */ choiceOf(INQUIRY_STATUSES, 'a status')
export const PositionStage = /* @__PURE__ */ choiceOf(POSITION_STAGES, 'a stage')

/** Numbers travel as text in this interface ("5000", "80.5"): digits, an optional decimal part. */
export const NumericText = /* @__PURE__ */ z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,4})?$/, 'Must be a number such as 5000 or 80.5, without units.')
  .meta({ description: 'Numeric text, e.g. "5000" or "80.5".' })

/** What PostgreSQL's timestamptz and JavaScript's toISOString both write: years 1 to 9999, in UTC. */
const EARLIEST = Date.parse('0001-01-01T00:00:00Z')
const LATEST = Date.parse('9999-12-31T23:59:59.999Z')

export const DateTime = /* @__PURE__ */ z.iso
  .datetime({ offset: true })
  .refine((value) => {
    const time = Date.parse(value)
    return time >= EARLIEST && time <= LATEST
  }, 'Must be between the years 1 and 9999.')
  .meta({ description: 'ISO 8601 date-time with a time zone, e.g. 2026-01-31T09:00:00Z.' })

export const OrderNeedReq = /* @__PURE__ */ z
  .object({
    name: z.string().trim().min(1).max(255),
    level: z.string().trim().max(100).optional(),
    mandatory: z.boolean().optional(),
  })
  .meta({ id: 'OrderNeedReq', description: 'A requirement of a position.' })
export type OrderNeedReq = z.infer<typeof OrderNeedReq>

const Title = /* @__PURE__ */ z.string().trim().min(1).max(255)
const LongText = /* @__PURE__ */ z.string().max(100_000)

/** `job_end` may not come before `job_start`; the error lands on `job_end`. */
function endNotBeforeStart(
  value: { job_start?: string | undefined; job_end?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.job_start && value.job_end && Date.parse(value.job_end) < Date.parse(value.job_start)) {
    ctx.addIssue({
      code: 'custom',
      path: ['job_end'],
      message: 'The end may not be before the start.',
    })
  }
}

const positionFields = {
  title: Title,
  type: PositionType,
  experience_level: ExperienceLevel.optional(),
  is_remote_work: RemoteWork.optional(),
  budget: NumericText,
  allocation: NumericText.optional(),
  language_reqs: z.string().trim().max(1000).optional(),
  job_start: DateTime,
  job_end: DateTime,
  description: LongText,
  order_need_reqs: z.array(OrderNeedReq).max(50).optional(),
}

export const AddPositionBody = /* @__PURE__ */ z
  .object({
    stage: z.literal('pending', { error: 'New positions start as pending.' }),
    ...positionFields,
  })
  .superRefine(endNotBeforeStart)
  .meta({ id: 'AddPosition' })
export type AddPositionBody = z.infer<typeof AddPositionBody>

/** A position asked for when the inquiry is created: title and type required, the rest optional. */
export const HirePosition = /* @__PURE__ */ z
  .object({
    ...positionFields,
    budget: positionFields.budget.optional(),
    job_start: positionFields.job_start.optional(),
    job_end: positionFields.job_end.optional(),
    description: positionFields.description.optional(),
  })
  .superRefine(endNotBeforeStart)
  .meta({ id: 'HirePosition' })
export type HirePosition = z.infer<typeof HirePosition>

export const IndustryChoice = /* @__PURE__ */ z
  .union([z.object({ id: RowId }), z.object({ name: z.string().trim().min(1).max(255) })])
  .meta({ description: '{id} of a known industry, or {name}: resolved ignoring case, or created.' })
export type IndustryChoice = z.infer<typeof IndustryChoice>

export const CreateInquiryBody = /* @__PURE__ */ z
  .object({
    title: Title,
    description: LongText.optional(),
    industry: IndustryChoice,
    main_contact: z.string().trim().max(255).optional(),
    hires: z.array(HirePosition).min(1).max(50),
  })
  .meta({ id: 'CreateInquiry' })
export type CreateInquiryBody = z.infer<typeof CreateInquiryBody>

export const CreateInquiryResponse = /* @__PURE__ */ z
  .object({
    inquiry_id: z.string().meta({ description: 'The new inquiry’s id as a decimal string.' }),
    status: z.literal('pending'),
    id: z.number().int().meta({ description: 'Extension: the same id as a number.' }),
  })
  .meta({ id: 'InquiryCreated' })

export const Industry = /* @__PURE__ */ z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: 'Industry' })
export type Industry = z.infer<typeof Industry>

export const PositionRecord = /* @__PURE__ */ z
  .object({
    id: z.number().int(),
    inquiry_id: z.number().int(),
    stage: PositionStage,
    title: z.string(),
    type: PositionType,
    experience_level: ExperienceLevel.nullable(),
    is_remote_work: RemoteWork.nullable(),
    budget: z.string().nullable(),
    allocation: z.string().nullable(),
    language_reqs: z.string().nullable(),
    job_start: z.string().nullable(),
    job_end: z.string().nullable(),
    description: z.string().nullable(),
    order_need_reqs: z.array(OrderNeedReq),
    version: Version,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Position' })
export type PositionRecord = z.infer<typeof PositionRecord>

const inquiryFields = {
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  status: InquiryStatus,
  industry: Industry,
  main_contact: z.string().nullable(),
  company: CompanyRef,
  version: Version,
  created_at: z.string(),
  updated_at: z.string(),
}

export const InquirySummary = /* @__PURE__ */ z
  .object({
    ...inquiryFields,
    positions: z.array(z.object({ id: z.number().int(), title: z.string() })),
  })
  .meta({ id: 'InquirySummary' })
export type InquirySummary = z.infer<typeof InquirySummary>

export const InquiryDetail = /* @__PURE__ */ z
  .object({ ...inquiryFields, positions: z.array(PositionRecord) })
  .meta({ id: 'Inquiry', description: 'Extension: one inquiry with its whole positions.' })
export type InquiryDetail = z.infer<typeof InquiryDetail>

export const InquiryListQuery = /* @__PURE__ */ PageQuery.extend({
  q: z.string().trim().max(255).optional().meta({
    description:
      'Case-insensitive substring of title, main contact, industry name or any position title; a number also matches the inquiry id.',
  }),
  status: InquiryStatus.optional().meta({
    description: 'Extension: only inquiries in this status.',
  }),
})
export type InquiryListQuery = z.infer<typeof InquiryListQuery>

/** The inquiries list: a client's own company's, every one to admins; writes kept in the history. */
export const inquiriesResource = defineResource({
  name: 'inquiries',
  readers: 'signed in',
  columns: ['title', 'industry', 'status', 'positions', 'created_at', 'main_contact', 'company'],
  shown: 5,
  listQuery: InquiryListQuery,
  history: 'inquiry',
})

export const InquiryList = /* @__PURE__ */ PaginationMeta.extend({
  inquiries_total: z.number().int().meta({ description: 'Inquiries you may see, unfiltered.' }),
  search_progress: z.number().int().meta({ description: 'Of those, the ones still pending.' }),
  contracts_signed: z.number().int().meta({
    description: 'Contracts of your company (admins: all) that are ongoing or ended.',
  }),
  group_name: z.string().meta({ description: 'Your company’s name.' }),
  orders: z.array(InquirySummary),
}).meta({ id: 'InquiryList' })
export type InquiryList = z.infer<typeof InquiryList>

export const PositionList = /* @__PURE__ */ z.array(PositionRecord).meta({ id: 'PositionList' })
export type PositionList = z.infer<typeof PositionList>

export const IndustryList = /* @__PURE__ */ z
  .object({ industries: z.array(Industry) })
  .meta({ id: 'IndustryList' })
export type IndustryList = z.infer<typeof IndustryList>
