import type { AuthUser } from './auth-user'

interface Entry {
  user: AuthUser
  /** When this entry stops being trusted: the cache's lifetime or the token's, whichever is first. */
  until: number
}

const MAX_ENTRIES = 10_000

/**
 * Who a token belongs to, remembered for a few seconds so that a read does not cost a database
 * round trip on every request (PGlite answers one query at a time). Revocations and user edits made
 * through this process forget the entries at once; another process on the same PostgreSQL may
 * trust a revoked token for at most `ttlMs`.
 */
export class TokenCache {
  private readonly entries = new Map<string, Entry>()

  constructor(private readonly ttlMs: number) {}

  get(tokenHash: string): AuthUser | undefined {
    const entry = this.entries.get(tokenHash)
    if (!entry) return undefined
    if (entry.until <= Date.now()) {
      this.entries.delete(tokenHash)
      return undefined
    }
    return entry.user
  }

  set(tokenHash: string, user: AuthUser, tokenExpiresAt: Date) {
    if (this.ttlMs <= 0) return
    if (this.entries.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order: the first key is the oldest.
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    const until = Math.min(Date.now() + this.ttlMs, tokenExpiresAt.getTime())
    this.entries.set(tokenHash, { user, until })
  }

  forgetToken(tokenId: number) {
    for (const [hash, entry] of this.entries)
      if (entry.user.tokenId === tokenId) this.entries.delete(hash)
  }

  forgetUser(userId: number) {
    for (const [hash, entry] of this.entries)
      if (entry.user.id === userId) this.entries.delete(hash)
  }
}
