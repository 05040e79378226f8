import { describe, expect, it } from 'vitest'
import { nextSort } from './SortableHeader'

describe('nextSort', () => {
  it('alone: up, down, then the default order; another field starts again', () => {
    expect(nextSort('client_company', undefined)).toBe('client_company')
    expect(nextSort('client_company', 'client_company')).toBe('-client_company')
    expect(nextSort('client_company', '-client_company')).toBeUndefined()
    expect(nextSort('status', 'client_company,-contract_end')).toBe('status')
  })

  it('adding: a new field goes last, up to three (the last replaced beyond)', () => {
    expect(nextSort('status', undefined, true)).toBe('status')
    expect(nextSort('contract_end', 'status', true)).toBe('status,contract_end')
    expect(nextSort('margin', 'status,contract_end', true)).toBe('status,contract_end,margin')
    expect(nextSort('id', 'status,contract_end,margin', true)).toBe('status,contract_end,id')
  })

  it('adding a field already sorted by turns it descending, then takes it out', () => {
    expect(nextSort('contract_end', 'status,contract_end', true)).toBe('status,-contract_end')
    expect(nextSort('contract_end', 'status,-contract_end', true)).toBe('status')
    expect(nextSort('status', '-status', true)).toBeUndefined()
  })
})
