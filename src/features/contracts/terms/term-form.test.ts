import { describe, expect, it } from 'vitest'
import { type ContractRecord, CreateTermBody, ExtendContractBody } from '../../../interface'
import { extendBody, extendDefaults, rateBody, rateDefaults } from './term-form'

const contract = {
  contract_start: '2026-01-01',
  contract_end: '2027-01-31',
  client_price: 100,
  vendor_price: null,
  allocation: 50,
  max_hours: 160,
} as ContractRecord

describe('the change-rate dialog', () => {
  it('starts from the first of next month with today’s prices, the missing ones empty', () => {
    expect(rateDefaults(contract, '2026-11-27')).toEqual({
      effective_from: '2026-12-01',
      client_price: 100,
      vendor_price: undefined,
      allocation: 50,
      max_hours: 160,
      reason: '',
    })
  })

  it('starts from the contract’s start when that is later', () => {
    const later = { ...contract, contract_start: '2027-03-15' }
    expect(rateDefaults(later, '2026-11-27').effective_from).toBe('2027-03-15')
  })

  it('starts within the contract’s period when it ends before next month: tomorrow, or its end', () => {
    const endsSoon = { ...contract, contract_end: '2026-11-30' }
    expect(rateDefaults(endsSoon, '2026-11-27').effective_from).toBe('2026-11-28')
    const endsTomorrow = { ...contract, contract_end: '2026-11-28' }
    expect(rateDefaults(endsTomorrow, '2026-11-27').effective_from).toBe('2026-11-28')
    const ended = { ...contract, contract_end: '2026-10-31' }
    expect(rateDefaults(ended, '2026-11-27').effective_from).toBe('2026-10-31')
    const openEnded = { ...contract, contract_end: null }
    expect(rateDefaults(openEnded, '2026-11-27').effective_from).toBe('2026-12-01')
  })

  it('sends decimals as numbers and leaves emptied fields out, to carry over', () => {
    const values = CreateTermBody.parse({
      effective_from: '2026-12-01',
      client_price: '120.50',
      max_hours: 150,
      reason: ' Annual review ',
    })
    expect(JSON.parse(JSON.stringify(rateBody(values)))).toEqual({
      effective_from: '2026-12-01',
      client_price: 120.5,
      max_hours: 150,
      reason: 'Annual review',
    })
  })
})

describe('the extend dialog', () => {
  it('proposes three months past the current end, with no new prices', () => {
    expect(extendDefaults(contract, '2026-11-27')).toEqual({
      contract_end: '2027-04-30',
      reason: '',
    })
  })

  it('sends only the prices and allocation given', () => {
    const values = ExtendContractBody.parse({
      contract_end: '2027-04-30',
      reason: 'More work',
      allocation: 80,
    })
    expect(JSON.parse(JSON.stringify(extendBody(values)))).toEqual({
      contract_end: '2027-04-30',
      reason: 'More work',
      allocation: 80,
    })
  })
})
