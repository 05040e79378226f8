import { describe, expect, it } from 'vitest'
import {
  ContractFormSchema,
  changedContractFields,
  emptyContract,
  noticeDeadline,
  toCreateBody,
} from './form-values'

const filled = {
  ...emptyContract,
  the_contract_id: 'C-1',
  client_company_id: 2,
  client_company_name: 'Acme Oy',
  vendor_company_id: 3,
  vendor_company_name: 'Globex Ltd',
  contract_start: '2026-01-01',
  contract_end: '2026-12-31',
  allocation: 50.5,
  client_price: 1250.5,
  notes: '',
  consultant_mode: 'new' as const,
  selected_consultant: { name: 'Nina New', title: '' },
  consult_skills: ['Go', ' go ', 'SQL'],
}

describe('toCreateBody', () => {
  it('sends decimals as numbers, drops empty and screen-only fields', () => {
    const body = toCreateBody(ContractFormSchema.parse(filled))
    expect(body).toEqual({
      the_contract_id: 'C-1',
      client_company_id: 2,
      vendor_company_id: 3,
      contract_start: '2026-01-01',
      contract_end: '2026-12-31',
      is_infinite: false,
      status: 'not started',
      allocation: 50.5,
      client_price: 1250.5,
      selected_consultant: { name: 'Nina New' },
      consult_skills: ['Go', 'SQL'],
    })
  })

  it('leaves the end date out of an open-ended contract', () => {
    const body = toCreateBody(ContractFormSchema.parse({ ...filled, is_infinite: true }))
    expect(body).not.toHaveProperty('contract_end')
    expect(body.is_infinite).toBe(true)
  })
})

describe('changedContractFields', () => {
  const existing = {
    ...filled,
    consultant_mode: 'existing' as const,
    selected_consultant: { id: 7, name: 'Olli Old', title: 'Dev' },
  }

  it('sends only what changed', () => {
    const values = ContractFormSchema.parse({ ...existing, vendor_price: 99.9, status: 'ended' })
    expect(
      changedContractFields(values, { vendor_price: true, status: true, notes: false }),
    ).toEqual({ vendor_price: 99.9, status: 'ended' })
  })

  it('assigns an existing consultant by id alone, and detaches with null', () => {
    const values = ContractFormSchema.parse(existing)
    expect(changedContractFields(values, { selected_consultant: { id: true } })).toEqual({
      selected_consultant: { id: 7 },
    })
    const none = ContractFormSchema.parse({
      ...existing,
      consultant_mode: 'none',
      selected_consultant: null,
    })
    expect(changedContractFields(none, { consultant_mode: true })).toEqual({
      selected_consultant: null,
    })
  })

  it('sends the notice days and the renewal decision; emptied notice days as null, which clears them', () => {
    const values = ContractFormSchema.parse({ ...existing, notice_days: 30, renewal: 'renewing' })
    expect(changedContractFields(values, { notice_days: true, renewal: true })).toEqual({
      notice_days: 30,
      renewal: 'renewing',
    })
    const cleared = ContractFormSchema.parse({ ...existing, notice_days: null })
    expect(changedContractFields(cleared, { notice_days: true })).toEqual({ notice_days: null })
  })

  it('sends the end date again when a contract stops being open-ended', () => {
    const values = ContractFormSchema.parse({ ...existing, is_infinite: false })
    expect(changedContractFields(values, { is_infinite: true })).toEqual({
      is_infinite: false,
      contract_end: '2026-12-31',
    })
  })
})

describe('ContractFormSchema', () => {
  it('refuses an end before the start, on the end date', () => {
    const result = ContractFormSchema.safeParse({ ...filled, contract_end: '2025-01-01' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['contract_end'])
  })
})

describe('noticeDeadline', () => {
  it('is the end date less the notice days, across a month and a year', () => {
    expect(noticeDeadline({ contract_end: '2027-03-01', notice_days: 1 })).toBe('2027-02-28')
    expect(noticeDeadline({ contract_end: '2027-01-15', notice_days: 30 })).toBe('2026-12-16')
    expect(noticeDeadline({ contract_end: '2027-01-15', notice_days: 0 })).toBe('2027-01-15')
  })

  it('is none without an end date or notice days, or for an open-ended contract', () => {
    expect(noticeDeadline({ contract_end: null, notice_days: 30 })).toBeNull()
    expect(noticeDeadline({ contract_end: '2027-01-15', notice_days: null })).toBeNull()
    expect(noticeDeadline({ contract_end: '2027-01-15', notice_days: undefined })).toBeNull()
    expect(
      noticeDeadline({ contract_end: '2027-01-15', notice_days: 30, is_infinite: true }),
    ).toBeNull()
  })
})
