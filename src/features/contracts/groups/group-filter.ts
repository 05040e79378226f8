import type { ContractGrouping, ContractListQuery, ContractStatus } from '../../../interface'
import type { Renewal } from '../../../interface/contract-values'

/**
 * The list's filter that selects a group's contracts (GET /contracts/groups: each key is a filter
 * value of the list). A month is its first to its last day. The contracts without a consultant or
 * without an end have no filter of their own: undefined.
 */
export function groupFilter(
  by: ContractGrouping,
  key: string | null,
): Partial<ContractListQuery> | undefined {
  if (key === null) return undefined
  switch (by) {
    case 'client_company':
      return { client_company_id: Number(key) }
    case 'vendor_company':
      return { vendor_company_id: Number(key) }
    case 'consultant':
      return { consultant_id: Number(key) }
    case 'status':
      return { status: key as ContractStatus }
    case 'renewal':
      return { renewal: key as Renewal }
    case 'end_month': {
      const [year, month] = key.split('-').map(Number)
      const last = new Date(Date.UTC(year!, month!, 0)).toISOString().slice(0, 10)
      return { contract_end_from: `${key}-01`, contract_end_to: last }
    }
  }
}
