import { createHash, randomBytes } from 'node:crypto'
import type { Database } from '../db/database'
import { isDiskFull } from '../db/pg-errors'
import {
  findTokenRow,
  insertToken,
  liveTokenRows,
  markTokenUsed,
  revokeTokenRow,
  revokeTokensOf,
} from '../db/tokens'
import type { AuthUser } from './auth-user'
import type { TokenCache } from './token-cache'

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export async function issueToken(db: Database, userId: number, ttlDays: number) {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + ttlDays * 86_400_000)
  await insertToken(db, { userId, tokenHash: hashToken(token), expiresAt })
  return { token, expiresAt }
}

/**
 * The live user behind a token: not revoked, not expired, user not soft-deleted. One query, or none
 * while the cache remembers the token.
 */
export async function findTokenUser(
  db: Database,
  cache: TokenCache,
  token: string,
): Promise<AuthUser | undefined> {
  const tokenHash = hashToken(token)
  const cached = cache.get(tokenHash)
  if (cached) return cached
  const row = await findTokenRow(db, tokenHash)
  if (!row) return undefined
  const { lastUsedAt, expiresAt, ...user } = row
  // Recording every use would turn each read into a write; a minute's precision is enough.
  // On a full disk the mark waits for room: the read goes on.
  if (!lastUsedAt || Date.now() - lastUsedAt.getTime() > 60_000)
    await markTokenUsed(db, user.tokenId).catch((error: unknown) => {
      if (!isDiskFull(error)) throw error
    })
  cache.set(tokenHash, user, expiresAt)
  return user
}

/** Of these tokens, the live ones (see findTokenUser), each with its user as it is now. */
export async function liveTokenUsers(
  db: Database,
  tokenIds: number[],
): Promise<Map<number, AuthUser>> {
  const rows = await liveTokenRows(db, tokenIds)
  return new Map(
    rows.map(({ lastUsedAt: _used, expiresAt: _expires, ...user }) => [user.tokenId, user]),
  )
}

export async function revokeToken(db: Database, cache: TokenCache, tokenId: number) {
  cache.forgetToken(tokenId)
  await revokeTokenRow(db, tokenId)
}

export async function revokeUserTokens(db: Database, cache: TokenCache, userId: number) {
  cache.forgetUser(userId)
  await revokeTokensOf(db, userId)
}
