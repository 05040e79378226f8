import dayjs from 'dayjs'
import {
  type ContractRecord,
  CreateContractBody,
  type CreateContractInput,
  EditContractBody,
  type EditContractInput,
  z,
} from '../../interface'

/**
 * The editor's values are the create body itself (CreateContractBody's input: numbers, ids,
 * YYYY-MM-DD dates), plus what only the screen needs: the names shown beside the company ids
 * (so a restored draft shows them) and whether the consultant is an existing or a new person.
 */
const screenOnly = {
  client_company_name: z.string().optional(),
  vendor_company_name: z.string().optional(),
  consultant_mode: z.enum(['existing', 'new', 'none']),
}
const SCREEN_ONLY_KEYS = Object.keys(screenOnly)

/**
 * An edit shows every field with its saved value, so the create rules hold for it as well; only
 * the changed fields are then sent, as an EditContractBody.
 */
export const ContractFormSchema = CreateContractBody.extend(screenOnly).superRefine(
  (values, ctx) => {
    if (values.consultant_mode === 'existing' && !values.selected_consultant) {
      ctx.addIssue({
        code: 'custom',
        path: ['selected_consultant'],
        // English like the shared schemas' sentences: formResolver translates both (validation.ts).
        // eslint-disable-next-line i18n/no-literal-text
        message: 'Pick a consultant, or choose “New” or “None”.',
      })
    }
    if (!values.is_infinite && values.contract_end && values.contract_end < values.contract_start) {
      ctx.addIssue({
        code: 'custom',
        path: ['contract_end'],
        // eslint-disable-next-line i18n/no-literal-text
        message: 'The end date must not be before the start date.',
      })
    }
  },
)
export type ContractFormValues = z.input<typeof ContractFormSchema>
export type ContractFormOutput = z.output<typeof ContractFormSchema>

const DECIMAL_FIELDS = ['allocation', 'client_price', 'vendor_price', 'vat'] as const
const EDITABLE_FIELDS = Object.keys(EditContractBody.shape) as (keyof EditContractInput)[]

export const emptyContract: ContractFormValues = {
  the_contract_id: '',
  client_company_id: undefined as unknown as number,
  vendor_company_id: undefined as unknown as number,
  contract_start: undefined as unknown as string,
  contract_end: null,
  is_infinite: false,
  status: 'not started',
  consultant_mode: 'none',
  selected_consultant: null,
  consult_skills: [],
}

const text = (value: string | null) => value ?? ''
const number = (value: number | null) => value ?? undefined

export function contractToFormValues(contract: ContractRecord): ContractFormValues {
  return {
    the_contract_id: contract.the_contract_id,
    client_contract_id: text(contract.client_contract_id),
    status: contract.status,
    service_code: text(contract.service_code),
    contract_start: contract.contract_start,
    contract_end: contract.contract_end,
    is_infinite: contract.is_infinite,
    type: text(contract.type),
    work_scope: text(contract.work_scope),
    notice_period: text(contract.notice_period),
    // null, not undefined: an emptied notice is sent as null, which clears it.
    notice_days: contract.notice_days,
    renewal: contract.renewal,
    allocation: number(contract.allocation),
    max_hours: number(contract.max_hours),
    unit: text(contract.unit),
    client_price: number(contract.client_price),
    vendor_price: number(contract.vendor_price),
    vat: number(contract.vat),
    seller_id: number(contract.seller_id),
    hour_report: text(contract.hour_report),
    invoicing_channel: text(contract.invoicing_channel),
    client_company_id: contract.client_company.id,
    client_company_name: contract.client_company.name,
    client_business_id: text(contract.client_business_id),
    client_contact: text(contract.client_contact),
    client_purchase_order: text(contract.client_purchase_order),
    vendor_company_id: contract.vendor_company.id,
    vendor_company_name: contract.vendor_company.name,
    vendor_company_for_client: text(contract.vendor_company_for_client),
    vendor_contact: text(contract.vendor_contact),
    notes: text(contract.notes),
    consultant_mode: contract.consultant ? 'existing' : 'none',
    selected_consultant: contract.consultant
      ? {
          id: contract.consultant.id,
          name: contract.consultant.name,
          title: contract.consultant.title ?? undefined,
        }
      : null,
    consult_skills: contract.consult_skills,
  }
}

/** An existing consultant is only assigned: its name and title are shown, not sent back. */
function consultantBody(values: ContractFormOutput): CreateContractInput['selected_consultant'] {
  const consultant = values.selected_consultant
  if (values.consultant_mode === 'none' || !consultant) return null
  if (values.consultant_mode === 'existing' && 'id' in consultant) return { id: consultant.id }
  return { name: consultant.name ?? '', ...(consultant.title ? { title: consultant.title } : {}) }
}

/** Decimals go out as JSON numbers; the schema kept them as exact text. */
function withNumbers<T extends Partial<Record<(typeof DECIMAL_FIELDS)[number], unknown>>>(body: T) {
  for (const field of DECIMAL_FIELDS) {
    if (typeof body[field] === 'string')
      (body as Record<string, unknown>)[field] = Number(body[field])
  }
  return body
}

export function toCreateBody(values: ContractFormOutput): CreateContractInput {
  const body: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(values)) {
    if (SCREEN_ONLY_KEYS.includes(field)) continue
    if (value === undefined || value === '' || value === null) continue
    body[field] = value
  }
  if (values.is_infinite) delete body.contract_end
  body.selected_consultant = consultantBody(values)
  if (body.selected_consultant === null) delete body.selected_consultant
  return withNumbers(body as CreateContractInput)
}

type DirtyFlags = Partial<Record<keyof ContractFormValues, unknown>>

/** Only what the person changed: the edit endpoint keeps every field it is not sent. */
export function changedContractFields(
  values: ContractFormOutput,
  dirty: DirtyFlags,
): EditContractInput {
  const body: Record<string, unknown> = {}
  for (const field of EDITABLE_FIELDS) {
    if (!dirty[field] || field === 'selected_consultant') continue
    const value = values[field]
    if (value === undefined) continue
    body[field] = value
  }
  if (dirty.consultant_mode || dirty.selected_consultant) {
    body.selected_consultant = consultantBody(values)
  }
  if (values.is_infinite) delete body.contract_end
  else if (dirty.is_infinite) body.contract_end = values.contract_end ?? null
  return withNumbers(body as EditContractInput)
}

/**
 * The notice deadline as the server works it out (contract_end − notice_days, YYYY-MM-DD), from the
 * values on screen; null without an end date or notice days.
 */
export function noticeDeadline(
  values: Pick<ContractFormValues, 'contract_end' | 'is_infinite' | 'notice_days'>,
): string | null {
  const { contract_end: end, notice_days: days } = values
  if (values.is_infinite || !end || days === null || days === undefined) return null
  const deadline = dayjs(end).subtract(days, 'day')
  return deadline.isValid() ? deadline.format('YYYY-MM-DD') : null
}
