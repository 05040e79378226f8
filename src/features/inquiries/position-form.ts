import dayjs from 'dayjs'
import {
  AddPositionBody,
  CreateInquiryBody,
  type HirePosition,
  type IndustryChoice,
  z,
} from '../../interface'
import type { ExperienceLevel, PositionType, RemoteWork } from './labels'

/**
 * What the position inputs hold (Select '' for nothing, NumberInput numbers, DateTimePicker local
 * "YYYY-MM-DD HH:mm:ss"), turned into the API's body and then checked with the interface's schema,
 * so the form and the server agree on every rule and every field name.
 */
const RequirementValues = z.object({ name: z.string(), level: z.string(), mandatory: z.boolean() })
const PositionValues = z.object({
  title: z.string(),
  type: z.string(),
  experience_level: z.string(),
  is_remote_work: z.string(),
  budget: z.union([z.number(), z.string()]),
  allocation: z.union([z.number(), z.string()]),
  language_reqs: z.string(),
  job_start: z.string().nullable(),
  job_end: z.string().nullable(),
  description: z.string(),
  order_need_reqs: z.array(RequirementValues),
})
export type PositionValues = z.input<typeof PositionValues>
export type RequirementValues = z.input<typeof RequirementValues>

export const emptyRequirement: RequirementValues = { name: '', level: '', mandatory: false }

export const emptyPosition: PositionValues = {
  title: '',
  type: '',
  experience_level: '',
  is_remote_work: '',
  budget: '',
  allocation: '',
  language_reqs: '',
  job_start: null,
  job_end: null,
  description: '',
  order_need_reqs: [],
}

const text = (value: string) => (value.trim() === '' ? undefined : value)
const numericText = (value: number | string) => (value === '' ? undefined : String(value))
const isoDateTime = (value: string | null) => (value ? dayjs(value).toISOString() : undefined)

function toPosition(values: PositionValues): HirePosition {
  return {
    title: values.title,
    type: text(values.type) as PositionType,
    experience_level: text(values.experience_level) as ExperienceLevel | undefined,
    is_remote_work: text(values.is_remote_work) as RemoteWork | undefined,
    budget: numericText(values.budget),
    allocation: numericText(values.allocation),
    language_reqs: text(values.language_reqs),
    job_start: isoDateTime(values.job_start),
    job_end: isoDateTime(values.job_end),
    description: text(values.description),
    order_need_reqs:
      values.order_need_reqs.length === 0
        ? undefined
        : values.order_need_reqs.map((requirement) => ({
            name: requirement.name,
            level: text(requirement.level),
            mandatory: requirement.mandatory,
          })),
  }
}

export const AddPositionForm = PositionValues.transform((values): AddPositionBody => ({
  stage: 'pending',
  ...toPosition(values),
  budget: numericText(values.budget) as string,
  job_start: isoDateTime(values.job_start) as string,
  job_end: isoDateTime(values.job_end) as string,
  description: values.description,
})).pipe(AddPositionBody)
export type AddPositionValues = z.input<typeof AddPositionForm>

/** The industry input: `id` is set while the text is the name of a known industry. */
const IndustryValue = z.object({ id: z.number().optional(), name: z.string() })

export const CreateInquiryForm = z
  .object({
    title: z.string(),
    description: z.string(),
    industry: IndustryValue,
    main_contact: z.string(),
    hires: z.array(PositionValues),
  })
  .transform((values): CreateInquiryBody => ({
    title: values.title,
    description: text(values.description),
    industry: (values.industry.id
      ? { id: values.industry.id }
      : { name: values.industry.name }) as IndustryChoice,
    main_contact: text(values.main_contact),
    hires: values.hires.map(toPosition),
  }))
  .pipe(CreateInquiryBody)
export type CreateInquiryValues = z.input<typeof CreateInquiryForm>
