import { describe, expect, it } from 'vitest'
import { safeRedirect } from './redirect'

describe('safeRedirect', () => {
  it('follows a path on this site, with its search', () => {
    expect(safeRedirect('/users/4/edit?x=1')).toBe('/users/4/edit?x=1')
  })

  it('refuses other origins and the sign-in page itself', () => {
    expect(safeRedirect('//evil.example/users')).toBe('/inquiries')
    expect(safeRedirect('https://evil.example')).toBe('/inquiries')
    expect(safeRedirect('/sign-in?redirect=/users')).toBe('/inquiries')
    expect(safeRedirect(undefined)).toBe('/inquiries')
  })
})
