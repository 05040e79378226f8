import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from './database'
import { apiTokens, companies, users } from './schema'
import { authUserColumns } from './sign-in'

/**
 * The sign-in tokens' table, by the hash of each token (the token itself is never stored): issued,
 * found with their live user, marked used, revoked. The cache in front of it is server/auth's.
 */

export async function insertToken(
  db: Database,
  fields: { userId: number; tokenHash: string; expiresAt: Date },
) {
  await db.insert(apiTokens).values(fields)
}

/** A token is live: not revoked, not expired, its user not soft-deleted. */
const isLive = () =>
  and(isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, sql`now()`), isNull(users.deletedAt))

/** Tokens with their users, as a signed-in request reads them. */
const tokenUsers = (db: Database) =>
  db
    .select({
      tokenId: apiTokens.id,
      lastUsedAt: apiTokens.lastUsedAt,
      expiresAt: apiTokens.expiresAt,
      ...authUserColumns,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))

/** The token's row and its live user: not revoked, not expired, user not soft-deleted. */
export async function findTokenRow(db: Database, tokenHash: string) {
  const [row] = await tokenUsers(db)
    .where(and(eq(apiTokens.tokenHash, tokenHash), isLive()))
    .limit(1)
  return row
}

/** Of these tokens, the live ones with their users as they are now: one query for them all. */
export async function liveTokenRows(db: Database, tokenIds: number[]) {
  if (tokenIds.length === 0) return []
  return tokenUsers(db).where(and(inArray(apiTokens.id, tokenIds), isLive()))
}

export async function markTokenUsed(db: Database, tokenId: number) {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(apiTokens.id, tokenId))
}

export async function revokeTokenRow(db: Database, tokenId: number) {
  await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(eq(apiTokens.id, tokenId))
}

/** Revokes every live token of the user. */
export async function revokeTokensOf(db: Database, userId: number) {
  await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
}
