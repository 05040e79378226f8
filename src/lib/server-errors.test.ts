import { describe, expect, it } from 'vitest'
import { closestField } from './server-errors'

describe('closestField', () => {
  const fields = ['name', 'email', 'company', 'company.name']

  it('keeps a key the form has', () => {
    expect(closestField('email', fields)).toBe('email')
    expect(closestField('company.name', fields)).toBe('company.name')
  })

  it('maps a nested key to its closest parent field', () => {
    expect(closestField('company.id', fields)).toBe('company')
  })

  it('gives nothing for a key no field owns', () => {
    expect(closestField('company_id', fields)).toBeUndefined()
  })
})
