import type { ContractRecord, EditContractInput } from '../../../interface'
import { translateSentence } from '../../../lib/i18n/validation'
import type { ContractColumn } from '../components/contract-columns'
import {
  type ContractFormValues,
  ContractFormSchema,
  changedContractFields,
  contractToFormValues,
} from '../form-values'

/**
 * The columns edited in place, each with the editor's fields it holds: the period holds both
 * dates, the consultant its mode beside the person picked.
 */
export const EDITABLE_CELLS = {
  status: ['status'],
  period: ['contract_start', 'contract_end', 'is_infinite'],
  allocation: ['allocation'],
  client_price: ['client_price'],
  vendor_price: ['vendor_price'],
  consultant: ['selected_consultant', 'consultant_mode'],
} as const satisfies Partial<Record<ContractColumn, readonly (keyof ContractFormValues)[]>>

export type EditableColumn = keyof typeof EDITABLE_CELLS

export const isEditable = (column: string): column is EditableColumn => column in EDITABLE_CELLS

/** What a cell's editor holds: the editor's values of its fields. */
export type CellDraft = Partial<ContractFormValues>

/** A cell's fields as the contract's editor would show them. */
export function cellDraftOf(contract: ContractRecord, column: EditableColumn): CellDraft {
  const values = contractToFormValues(contract)
  return Object.fromEntries(EDITABLE_CELLS[column].map((field) => [field, values[field]]))
}

export type CellCheck =
  | { ok: true; body: EditContractInput }
  | { ok: false; errors: Partial<Record<keyof ContractFormValues, string>> }

/**
 * The cell's draft put on the whole contract and checked by the editor's own rules (so a cell
 * is refused what the editor refuses, in the person's language); passing, the edit body of what
 * changed, empty when nothing did.
 */
export function checkCell(
  contract: ContractRecord,
  column: EditableColumn,
  draft: CellDraft,
): CellCheck {
  const fields: readonly (keyof ContractFormValues)[] = EDITABLE_CELLS[column]
  const before = contractToFormValues(contract)
  const values = { ...before, ...draft }
  // An end date given to an open-ended contract ends it there.
  if (column === 'period' && draft.contract_end) values.is_infinite = false
  const parsed = ContractFormSchema.safeParse(values)
  if (!parsed.success) {
    const errors: Partial<Record<keyof ContractFormValues, string>> = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof ContractFormValues
      if (fields.includes(field)) errors[field] ??= translateSentence(issue.message)
    }
    // What the cell does not hold is the editor's to mend: the cell's own fields passed.
    if (Object.keys(errors).length > 0) return { ok: false, errors }
  }
  const dirty = Object.fromEntries(
    fields
      .filter((field) => JSON.stringify(values[field]) !== JSON.stringify(before[field]))
      .map((field) => [field, true]),
  )
  const output = parsed.success ? parsed.data : (values as typeof parsed.data & object)
  return { ok: true, body: changedContractFields(output, dirty) }
}

/** The edit that puts back what an edit changed: the same fields, with the values before it. */
export function undoBody(before: ContractRecord, body: EditContractInput): EditContractInput {
  const values = contractToFormValues(before)
  const dirty = Object.fromEntries(Object.keys(body).map((field) => [field, true]))
  if ('selected_consultant' in body) dirty.consultant_mode = true
  if ('contract_end' in body && before.is_infinite) dirty.is_infinite = true
  return changedContractFields(
    values as Parameters<typeof changedContractFields>[0],
    dirty as Parameters<typeof changedContractFields>[1],
  )
}
