import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/open'
import { apiTokens, companies, users } from '../db/schema'
import { authUserColumns } from '../db/sign-in'
import type { AuthUser } from './auth-user'
import type { TokenCache } from './token-cache'

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export async function issueToken(db: Database, userId: number, ttlDays: number) {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + ttlDays * 86_400_000)
  await db.insert(apiTokens).values({ userId, tokenHash: hashToken(token), expiresAt })
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
  const [row] = await db
    .select({
      tokenId: apiTokens.id,
      lastUsedAt: apiTokens.lastUsedAt,
      expiresAt: apiTokens.expiresAt,
      ...authUserColumns,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(apiTokens.tokenHash, tokenHash),
        isNull(apiTokens.revokedAt),
        gt(apiTokens.expiresAt, sql`now()`),
        isNull(users.deletedAt),
      ),
    )
    .limit(1)
  if (!row) return undefined
  const { lastUsedAt, expiresAt, ...user } = row
  // Recording every use would turn each read into a write; a minute's precision is enough.
  if (!lastUsedAt || Date.now() - lastUsedAt.getTime() > 60_000) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(apiTokens.id, row.tokenId))
  }
  cache.set(tokenHash, user, expiresAt)
  return user
}

export async function revokeToken(db: Database, cache: TokenCache, tokenId: number) {
  cache.forgetToken(tokenId)
  await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(eq(apiTokens.id, tokenId))
}

export async function revokeUserTokens(db: Database, cache: TokenCache, userId: number) {
  cache.forgetUser(userId)
  await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
}
