/**
 * Sign-in time for a known email with a wrong password and for an unknown email: both should cost
 * one scrypt verification (the unknown one against DUMMY_HASH), so the medians should be close.
 * Figures only, never asserted. Alone: `npx tsx bench/sign-in-timing.ts [rounds]`; or call
 * `benchSignInTiming(rounds)` from bench/run.ts.
 */
import { pathToFileURL } from 'node:url'
import { createApp } from '../server/app'
import { hashPassword } from '../server/auth/passwords'
import { readConfig } from '../server/config'
import { resolveCompanyByName } from '../server/db/companies'
import { openDatabase } from '../server/db/open'
import { signInFailures, users } from '../server/db/schema'
import { median } from './figures'

export async function benchSignInTiming(rounds = 50) {
  const database = await openDatabase({})
  const { db } = database
  const config = readConfig({
    DATA_DIR: 'memory:',
    SEED_DEMO: '0',
    LOG_REQUESTS: '0',
  } as NodeJS.ProcessEnv)
  const app = createApp({ db, config })
  try {
    await db.insert(users).values({
      name: 'Known',
      email: 'known@bench.example',
      companyId: await resolveCompanyByName(db, 'Bench Oy'),
      passwordHash: await hashPassword('the-right-password'),
    })
    const signInMs = async (email: string) => {
      const started = performance.now()
      const response = await app.request('/api/v1/auth/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email, password: 'a-wrong-password' }),
      })
      const elapsed = performance.now() - started
      if (response.status !== 422) throw new Error(`Expected 422, got ${response.status}`)
      return elapsed
    }
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < rounds; i++) {
      // Alternating which goes first, so that neither always runs on a warmer process.
      if (i % 2) known.push(await signInMs('known@bench.example'))
      unknown.push(await signInMs('unknown@bench.example'))
      if (!(i % 2)) known.push(await signInMs('known@bench.example'))
      // Untimed: keeps the throttle (5 failures a minute) out of the figures.
      await db.delete(signInFailures)
    }
    const figures = { knownMs: median(known), unknownMs: median(unknown) }
    console.log(`\n## Sign-in with a wrong password, median of ${rounds} (in process, PGlite)`)
    console.table([
      { email: 'known', 'median ms': figures.knownMs.toFixed(1) },
      { email: 'unknown', 'median ms': figures.unknownMs.toFixed(1) },
    ])
    return figures
  } finally {
    await database.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchSignInTiming(Number(process.argv[2] ?? 50))
}
