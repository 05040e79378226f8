import { eq, sql, type SQL } from 'drizzle-orm'
import {
  preferencesOf,
  type EditPreferencesBody,
  type Preferences,
  type SavedTablePreferences,
} from '../../src/interface'
import type { Database } from './open'
import { userPreferences } from './schema'

/** A person's table preferences, defaults filled in. */
export async function findPreferences(db: Database, userId: number): Promise<Preferences> {
  const [row] = await db
    .select({ tables: userPreferences.tables })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
  return preferencesOf(row?.tables ?? {})
}

/**
 * Merges the body over what is kept, list by list, in one statement (two tabs saving at once each
 * keep the other's lists): a list sent merges its fields over the saved ones, null removes it.
 */
export async function editPreferences(
  db: Database,
  userId: number,
  body: EditPreferencesBody,
): Promise<Preferences> {
  const changes = Object.entries(body.tables ?? {}).filter(([, patch]) => patch !== undefined)
  const patched = changes.filter(([, patch]) => patch !== null)
  const merged = (saved: SQL) => {
    if (changes.length === 0) return saved
    const names = sql.join(
      changes.map(([name]) => sql`${name}::text`),
      sql`, `,
    )
    const kept = sql`(${saved} - array[${names}])`
    if (patched.length === 0) return kept
    const lists = sql.join(
      patched.map(
        ([name, patch]) =>
          sql`${name}::text, coalesce(${saved} -> ${name}::text, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb`,
      ),
      sql`, `,
    )
    return sql`${kept} || jsonb_build_object(${lists})`
  }
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, tables: merged(sql`'{}'::jsonb`) })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: { tables: merged(sql`${userPreferences.tables}`), updatedAt: sql`now()` },
    })
    .returning({ tables: userPreferences.tables })
  return preferencesOf((row?.tables ?? {}) as SavedTablePreferences)
}
