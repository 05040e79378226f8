/**
 * `npm run fuzz`: the fuzz suite of server/test/trust/fuzz with many more cases than `npm test` runs.
 * FUZZ_RUNS (random cases per operation, default here 2000) and FUZZ_SEED may be set; further
 * arguments go to Vitest (e.g. `npm run fuzz -- server/test/trust/fuzz/part-1.test.ts`).
 */
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const vitest = join(
  dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
  'vitest.mjs',
)
const files = process.argv.slice(2)
const result = spawnSync(
  process.execPath,
  [vitest, 'run', ...(files.length > 0 ? files : ['server/test/trust/fuzz'])],
  { stdio: 'inherit', env: { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '2000' } },
)
process.exit(result.status ?? 1)
