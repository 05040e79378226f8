import { and, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { EditContractBody, SelectedConsultant } from '../../src/interface'
import { fieldError, notFound, validationError } from '../http/errors'
import { companyExists } from './companies'
import type { Database } from './open'
import { consultants, contracts } from './schema'

export type ContractKey = { id: number } | { publicId: string }

export function contractKeyCondition(key: ContractKey): SQL {
  return 'id' in key ? eq(contracts.id, key.id) : eq(contracts.theContractId, key.publicId)
}

/** A live (not terminated) contract by numeric or public id; 404 otherwise. */
export async function findContract(db: Database, key: ContractKey) {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(contractKeyCondition(key), isNull(contracts.deletedAt)))
  if (!row) throw notFound('Contract')
  return row
}

/** Recompute what `search` matches for the contracts `where` selects, from their current names. */
export async function refreshContractSearch(db: Database, where: SQL) {
  await db
    .update(contracts)
    .set({
      searchText: sql`lower(concat_ws(E'\\n', ${contracts.theContractId}, ${contracts.clientContractId},
        (select name from companies where id = ${contracts.clientCompanyId}),
        (select name from companies where id = ${contracts.vendorCompanyId}),
        (select name from consultants where id = ${contracts.consultantId})))`,
    })
    .where(where)
}

/**
 * The consultant id a contract should carry after `selected`: created, updated or checked as the
 * rules say; null detaches; undefined leaves it as it is.
 */
export async function applyConsultant(
  db: Database,
  selected: SelectedConsultant | undefined,
): Promise<number | null | undefined> {
  if (selected === undefined) return undefined
  if (selected === null) return null
  if ('id' in selected) {
    const [existing] = await db
      .select({ id: consultants.id })
      .from(consultants)
      .where(eq(consultants.id, selected.id))
    if (!existing)
      throw fieldError('selected_consultant.id', 'The selected consultant does not exist.')
    if (selected.name !== undefined || selected.title !== undefined) {
      await db
        .update(consultants)
        .set({ name: selected.name, title: selected.title, updatedAt: sql`now()` })
        .where(eq(consultants.id, selected.id))
      // Every contract of a renamed consultant must be found by the new name.
      if (selected.name !== undefined)
        await refreshContractSearch(db, eq(contracts.consultantId, selected.id))
    }
    return selected.id
  }
  const [created] = await db
    .insert(consultants)
    .values({ name: selected.name, title: selected.title ?? null })
    .returning({ id: consultants.id })
  return created!.id
}

export async function checkCompanies(
  db: Database,
  body: { client_company_id?: number; vendor_company_id?: number },
) {
  const errors: Record<string, string[]> = {}
  for (const field of ['client_company_id', 'vendor_company_id'] as const) {
    const id = body[field]
    if (id !== undefined && !(await companyExists(db, id)))
      errors[field] = ['The selected company does not exist.']
  }
  if (Object.keys(errors).length > 0) throw validationError(errors)
}

type ContractValues = Partial<typeof contracts.$inferInsert>

/**
 * The column values an edit (or a create) sets, merged over what is stored: omitted fields are
 * kept, `is_infinite: true` clears the end, an end date means the contract is not open-ended, and
 * the end may not come before the start. Plain function, unit-tested.
 */
export function mergeContractEdit(
  existing: { contractStart: string; contractEnd: string | null; isInfinite: boolean },
  body: EditContractBody,
): ContractValues {
  const values: ContractValues = {
    clientContractId: body.client_contract_id,
    status: body.status,
    serviceCode: body.service_code,
    contractStart: body.contract_start,
    type: body.type,
    workScope: body.work_scope,
    noticePeriod: body.notice_period,
    allocation: body.allocation,
    maxHours: body.max_hours,
    unit: body.unit,
    clientPrice: body.client_price,
    vendorPrice: body.vendor_price,
    vat: body.vat,
    sellerId: body.seller_id,
    hourReport: body.hour_report,
    invoicingChannel: body.invoicing_channel,
    clientCompanyId: body.client_company_id,
    clientBusinessId: body.client_business_id,
    clientContact: body.client_contact,
    clientPurchaseOrder: body.client_purchase_order,
    vendorCompanyId: body.vendor_company_id,
    vendorCompanyForClient: body.vendor_company_for_client,
    vendorContact: body.vendor_contact,
    notes: body.notes,
    consultSkills: body.consult_skills,
  }
  if (body.is_infinite === true) {
    values.isInfinite = true
    values.contractEnd = null
  } else {
    if (body.is_infinite === false) values.isInfinite = false
    if (body.contract_end !== undefined) {
      values.contractEnd = body.contract_end
      if (body.contract_end !== null && body.is_infinite === undefined) values.isInfinite = false
    }
  }
  const start = values.contractStart ?? existing.contractStart
  const end = values.contractEnd === undefined ? existing.contractEnd : values.contractEnd
  if (end !== null && end < start) {
    throw fieldError('contract_end', 'The end may not be before the start.')
  }
  // Drizzle leaves undefined columns untouched: nothing omitted is nulled.
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined),
  ) as ContractValues
}
