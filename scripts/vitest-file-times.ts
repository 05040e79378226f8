/**
 * A Vitest reporter writing reports/vitest-files.json: each test file's whole time, with its parts.
 * The JSON reporter's startTime and endTime span only the tests, not the imports, the setup files or
 * the beforeAll hooks, where a file's database and server are made; this one counts them all.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, relative } from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'

export interface FileTime {
  project: string
  file: string
  /** Milliseconds: environment + setup files + imports + the file's run (its hooks and tests). */
  total: number
  environment: number
  setup: number
  imports: number
  run: number
  tests: number
  failed: number
}

export const vitestFileTimesPath = 'reports/vitest-files.json'

export default class FileTimes implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const files: FileTime[] = testModules.map((module) => {
      const diagnostic = module.diagnostic()
      const tests = [...module.children.allTests()]
      const environment = Math.round(diagnostic.environmentSetupDuration)
      const setup = Math.round(diagnostic.setupDuration)
      const imports = Math.round(diagnostic.collectDuration)
      const run = Math.round(diagnostic.duration)
      return {
        project: module.project.name,
        file: relative(process.cwd(), module.moduleId),
        total: environment + setup + imports + run,
        environment,
        setup,
        imports,
        run,
        tests: tests.length,
        failed: tests.filter((test) => test.result().state === 'failed').length,
      }
    })
    files.sort((a, b) => b.total - a.total)
    mkdirSync(dirname(vitestFileTimesPath), { recursive: true })
    writeFileSync(vitestFileTimesPath, JSON.stringify(files, null, 2) + '\n')
  }
}
