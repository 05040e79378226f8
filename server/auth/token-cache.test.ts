import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AuthUser } from './auth-user'
import { TokenCache } from './token-cache'

const user = (id: number, tokenId: number): AuthUser => ({
  id,
  tokenId,
  name: `User ${id}`,
  email: `u${id}@example.com`,
  phone: null,
  locale: null,
  notifyEmail: 'off',
  type: 'client',
  companyId: 1,
  companyName: 'Acme',
})
const farFuture = new Date('2100-01-01')

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('TokenCache', () => {
  it('remembers a token for its lifetime and no longer', () => {
    const cache = new TokenCache(5_000)
    cache.set('h1', user(1, 10), farFuture)
    vi.advanceTimersByTime(4_999)
    expect(cache.get('h1')?.id).toBe(1)
    vi.advanceTimersByTime(1)
    expect(cache.get('h1')).toBeUndefined()
  })

  it('never outlives the token itself', () => {
    const cache = new TokenCache(5_000)
    cache.set('h1', user(1, 10), new Date(Date.now() + 1_000))
    vi.advanceTimersByTime(1_000)
    expect(cache.get('h1')).toBeUndefined()
  })

  it('forgets by token and by user', () => {
    const cache = new TokenCache(5_000)
    cache.set('a', user(1, 10), farFuture)
    cache.set('b', user(1, 11), farFuture)
    cache.set('c', user(2, 12), farFuture)
    cache.forgetToken(10)
    expect([cache.get('a'), cache.get('b')?.tokenId]).toEqual([undefined, 11])
    cache.forgetUser(1)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('c')?.id).toBe(2)
  })

  it('remembers nothing with a lifetime of 0', () => {
    const cache = new TokenCache(0)
    cache.set('a', user(1, 10), farFuture)
    expect(cache.get('a')).toBeUndefined()
  })

  it('drops the oldest entry when full', () => {
    const cache = new TokenCache(5_000)
    for (let i = 0; i <= 10_000; i++) cache.set(`h${i}`, user(i, i), farFuture)
    expect(cache.get('h0')).toBeUndefined()
    expect(cache.get('h1')?.id).toBe(1)
    expect(cache.get('h10000')?.id).toBe(10_000)
  })
})
