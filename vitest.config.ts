import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { configDefaults, defineConfig } from 'vitest/config'

/** The dashboard's component and unit tests, in jsdom. */
const dashboard = {
  environment: 'jsdom',
  include: [
    'src/**/*.test.tsx',
    'src/app/**/*.test.ts',
    'src/lib/**/*.test.ts',
    'src/features/**/*.test.ts',
  ],
  setupFiles: ['src/test/setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
}
/**
 * The dashboard's tests that replace one of its modules (`vi.mock`) or a global, or the messages
 * of its languages (`translateWith`): each needs a copy of the modules of its own.
 */
const ownModules = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .map((file) => join('src', file))
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) =>
    /\bvi\.(mock|doMock|stubGlobal)\(|\btranslateWith\(/.test(readFileSync(file, 'utf8')),
  )

export default defineConfig({
  plugins: [react()],
  test: {
    // A file on every core: Vitest's default leaves one free, which on a machine of two cores ran
    // one file at a time (11.4 min for the whole run here, 8.2 min with both cores).
    maxWorkers: availableParallelism(),
    globalSetup: ['server/test/global-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'src/interface/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          ...dashboard,
          name: 'dashboard',
          exclude: [...configDefaults.exclude, ...ownModules],
          setupFiles: [...dashboard.setupFiles, 'src/test/load-every-module.ts'],
          // The files of a worker share one page and one copy of the dashboard's modules, as
          // Vitest's recipe for unit suites has it: loading Mantine, the router and jsdom once a
          // file was two fifths of this project's time (195 s against 120 s for it alone). What
          // a test leaves behind, src/test/setup.ts clears; load-every-module.ts loads the pages'
          // code up front, so none is still loading when a file ends.
          isolate: false,
        },
      },
      {
        extends: true,
        // The files that replace a module or the languages' messages, each with its own copy.
        test: { ...dashboard, name: 'dashboard-own-modules', include: ownModules },
      },
    ],
  },
})
