import {
  type ContractRecord,
  CreateTermBody,
  type CreateTermInput,
  ExtendContractBody,
  type ExtendContractInput,
  type z,
} from '../../../interface'
import { addDays } from '../../../lib/days'
import { firstOfNextMonth, monthsLater } from './term-dates'

/** The change-rate dialog's values: the body itself (numbers and YYYY-MM-DD). */
export type RateFormValues = z.input<typeof CreateTermBody>
/** The extend dialog's values: the body itself, its prices and allocation left empty. */
export type ExtendFormValues = z.input<typeof ExtendContractBody>

/** Every name a 422 of either dialog may use. */
export const RATE_FIELDS = Object.keys(CreateTermBody.shape)
export const EXTEND_FIELDS = Object.keys(ExtendContractBody.shape)

const shown = (value: number | null) => value ?? undefined

/**
 * From the first of next month (or the contract's start, if later), with today's prices and
 * workload to change from.
 */
export function rateDefaults(contract: ContractRecord, today: string): RateFormValues {
  const latest = (...days: string[]) => days.reduce((a, b) => (a > b ? a : b))
  const end = contract.contract_end
  let from = latest(contract.contract_start, firstOfNextMonth(today))
  // A contract that ends before then: tomorrow, or its last day; within its period either way.
  if (end !== null && from > end) {
    const tomorrow = addDays(today, 1)
    from = latest(contract.contract_start, tomorrow < end ? tomorrow : end)
  }
  return {
    effective_from: from,
    client_price: shown(contract.client_price),
    vendor_price: shown(contract.vendor_price),
    allocation: shown(contract.allocation),
    max_hours: shown(contract.max_hours),
    reason: '',
  }
}

/** Three months past the current end, with no new prices. */
export function extendDefaults(contract: ContractRecord, today: string): ExtendFormValues {
  return { contract_end: monthsLater(contract.contract_end ?? today, 3), reason: '' }
}

/** Decimals go out as JSON numbers (the schema kept them as exact text); empty ones not at all. */
const decimal = (value: string | undefined) => (value === undefined ? undefined : Number(value))

/** The term as shown: a field emptied is left out, and carries over from the term before. */
export function rateBody(values: z.output<typeof CreateTermBody>): CreateTermInput {
  return {
    ...values,
    client_price: decimal(values.client_price),
    vendor_price: decimal(values.vendor_price),
    allocation: decimal(values.allocation),
  }
}

/** The new end and reason; the prices and allocation given, from the day after the old end. */
export function extendBody(values: z.output<typeof ExtendContractBody>): ExtendContractInput {
  return {
    ...values,
    client_price: decimal(values.client_price),
    vendor_price: decimal(values.vendor_price),
    allocation: decimal(values.allocation),
  }
}
