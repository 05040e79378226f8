/**
 * The closing lines of `npm test`: the ten slowest test files of both runners, then every unit,
 * API, component and e2e test counted together.
 */
import { existsSync, readFileSync } from 'node:fs'
import { type FileTime, vitestFileTimesPath } from './vitest-file-times'

const vitest = JSON.parse(readFileSync('reports/vitest.json', 'utf8')) as {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  testResults: { name: string; startTime: number; endTime: number }[]
}

interface E2eSuite {
  file: string
  specs: { tests: { results: { duration: number }[] }[] }[]
  suites?: E2eSuite[]
}
const e2e = JSON.parse(readFileSync('reports/e2e.json', 'utf8')) as {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  suites: E2eSuite[]
}

// A file's time: for Vitest its imports, setup, hooks and tests (reports/vitest-files.json, or
// only the span of its tests when that report is missing); for Playwright the sum of its tests'
// runs, their hooks and fixtures included.
const files: { runner: string; file: string; ms: number }[] = []
if (existsSync(vitestFileTimesPath)) {
  const times = JSON.parse(readFileSync(vitestFileTimesPath, 'utf8')) as FileTime[]
  for (const time of times)
    files.push({ runner: `vitest ${time.project}`, file: time.file, ms: time.total })
} else {
  for (const result of vitest.testResults)
    files.push({
      runner: 'vitest',
      file: result.name.replace(`${process.cwd()}/`, ''),
      ms: result.endTime - result.startTime,
    })
}
const e2eTimes = new Map<string, number>()
const walk = (suite: E2eSuite) => {
  for (const spec of suite.specs)
    for (const test of spec.tests)
      for (const result of test.results)
        e2eTimes.set(suite.file, (e2eTimes.get(suite.file) ?? 0) + result.duration)
  suite.suites?.forEach(walk)
}
e2e.suites.forEach(walk)
for (const [file, ms] of e2eTimes) files.push({ runner: 'playwright', file: `e2e/${file}`, ms })

files.sort((a, b) => b.ms - a.ms)
console.log('Slowest test files:')
for (const { runner, file, ms } of files.slice(0, 10))
  console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${file} (${runner})`)

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
