import { describe, expect, it } from 'vitest'
import { changedFields } from './changed-fields'

describe('changedFields', () => {
  const values = {
    name: 'Ben Berg',
    email: 'ben@acme.example',
    phone: '',
    type: 'client' as const,
    company: { name: 'Acme Oy' },
  }

  it('sends only what was changed, an emptied phone as null', () => {
    expect(changedFields(values, { name: true, phone: true })).toEqual({
      name: 'Ben Berg',
      phone: null,
    })
  })

  it('sends a new password with its confirmation', () => {
    const withPassword = { ...values, password: 'password123', confirm_password: 'password123' }
    expect(changedFields(withPassword, {})).toEqual({
      password: 'password123',
      confirm_password: 'password123',
    })
  })
})
