import { describe, expect, it } from 'vitest'
import { safeRedirect } from './redirect'

describe('safeRedirect', () => {
  it('follows a path on this site, with its search', () => {
    expect(safeRedirect('/users/4/edit?x=1')).toBe('/users/4/edit?x=1')
  })

  it('refuses other origins and the sign-in page itself', () => {
    expect(safeRedirect('//evil.example/users')).toBe('/overview')
    expect(safeRedirect('https://evil.example')).toBe('/overview')
    expect(safeRedirect('/sign-in?redirect=/users')).toBe('/overview')
    expect(safeRedirect(undefined)).toBe('/overview')
  })
})
