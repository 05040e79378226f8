import { and, eq, gt, isNull, sql } from 'drizzle-orm'
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

/** The token's row and its live user: not revoked, not expired, user not soft-deleted. */
export async function findTokenRow(db: Database, tokenHash: string) {
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
  return row
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
