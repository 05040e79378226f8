/** The one closing line of `npm test`: every unit, API, component and e2e test counted together. */
import { readFileSync } from 'node:fs'

const vitest = JSON.parse(readFileSync('reports/vitest.json', 'utf8')) as {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
}
const e2e = JSON.parse(readFileSync('reports/e2e.json', 'utf8')) as {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
}
const passed = vitest.numPassedTests + e2e.stats.expected + e2e.stats.flaky
const failed = vitest.numFailedTests + e2e.stats.unexpected
const skipped = vitest.numPendingTests + e2e.stats.skipped
console.log(
  `vitest (unit, API, component): ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed`,
)
console.log(
  `playwright (e2e): ${e2e.stats.expected + e2e.stats.flaky} passed, ${e2e.stats.unexpected} failed`,
)
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
