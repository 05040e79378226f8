import type { ConflictRow } from '../../lib/ui/conflict/ConflictDialog'
import type { ContractFormValues } from './form-values'
import { renewalLabels } from './labels'
import type { ContractMessages } from './messages'

type Field = keyof ContractFormValues

/** The fields a person edits, in the form's order, with the words of their labels. */
const FIELDS: [Field, keyof ContractMessages][] = [
  ['client_contract_id', 'clientContractId'],
  ['client_company_id', 'clientCompany'],
  ['vendor_company_id', 'vendorCompany'],
  ['selected_consultant', 'consultant'],
  ['consult_skills', 'skills'],
  ['status', 'status'],
  ['type', 'type'],
  ['contract_start', 'startDate'],
  ['contract_end', 'endDate'],
  ['is_infinite', 'openEndedLabel'],
  ['allocation', 'allocation'],
  ['max_hours', 'maxHours'],
  ['unit', 'unit'],
  ['notice_period', 'noticePeriod'],
  ['notice_days', 'noticeDaysLabel'],
  ['renewal', 'columnRenewal'],
  ['work_scope', 'workScope'],
  ['client_price', 'clientPrice'],
  ['vendor_price', 'vendorPrice'],
  ['vat', 'vat'],
  ['service_code', 'serviceCode'],
  ['seller_id', 'sellerId'],
  ['hour_report', 'hourReport'],
  ['invoicing_channel', 'invoicingChannel'],
  ['client_contact', 'clientContact'],
  ['vendor_contact', 'vendorContact'],
  ['client_purchase_order', 'clientPurchaseOrder'],
  ['client_business_id', 'clientBusinessId'],
  ['vendor_company_for_client', 'vendorForClient'],
  ['notes', 'notes'],
]

/** Fields that travel with another: the company's shown name, the consultant's mode. */
export const COMPANIONS: Partial<Record<Field, Field[]>> = {
  client_company_id: ['client_company_name'],
  vendor_company_id: ['vendor_company_name'],
  selected_consultant: ['consultant_mode'],
}

/** A field's value as a person reads it. */
function shown(field: Field, values: ContractFormValues, t: ContractMessages): string {
  const value = values[field]
  if (field === 'client_company_id') return values.client_company_name ?? ''
  if (field === 'vendor_company_id') return values.vendor_company_name ?? ''
  if (field === 'selected_consultant') {
    const consultant = values.selected_consultant
    return values.consultant_mode === 'none' || !consultant ? '' : (consultant.name ?? '')
  }
  if (field === 'status')
    return t[`status_${String(value).replace(' ', '_')}` as keyof ContractMessages] as string
  if (field === 'is_infinite') return value ? t.openEnded : ''
  if (field === 'renewal' && typeof value === 'string')
    return renewalLabels(t)[value as keyof ReturnType<typeof renewalLabels>]
  if (Array.isArray(value)) return value.join(', ')
  return value === undefined || value === null ? '' : String(value)
}

/** What decides whether a field changed: its value as a person reads it, ids included. */
function identity(field: Field, values: ContractFormValues, t: ContractMessages): string {
  if (field === 'client_company_id' || field === 'vendor_company_id')
    return String(values[field] ?? '')
  if (field === 'selected_consultant') {
    const consultant = values.selected_consultant
    if (values.consultant_mode === 'none' || !consultant) return ''
    return JSON.stringify(consultant)
  }
  return shown(field, values, t)
}

/**
 * Every field that the person or the other writer changed since the person opened the contract
 * (`original`): both changed it to different values is contested; the same change is no conflict.
 */
export function contractConflictRows(
  original: ContractFormValues,
  yours: ContractFormValues,
  theirs: ContractFormValues,
  t: ContractMessages,
): ConflictRow[] {
  return FIELDS.flatMap(([field, label]) => {
    const was = identity(field, original, t)
    const mine = identity(field, yours, t)
    const other = identity(field, theirs, t)
    const changedByYou = mine !== was
    const changedByThem = other !== was
    if ((!changedByYou && !changedByThem) || (changedByYou && mine === other)) return []
    return [
      {
        field,
        label: t[label] as string,
        yours: shown(field, yours, t),
        theirs: shown(field, theirs, t),
        contested: changedByYou && changedByThem,
        changedBy: changedByYou ? 'yours' : 'theirs',
      } satisfies ConflictRow,
    ]
  })
}
