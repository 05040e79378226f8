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
}
/** The server's unit and API tests, and the scripts' and the benches'. */
const server = {
  environment: 'node',
  include: [
    'server/**/*.test.ts',
    'src/interface/**/*.test.ts',
    'bench/**/*.test.ts',
    'scripts/**/*.test.ts',
  ],
}

/**
 * The test files that replace a module (`vi.mock`) or a global, or the messages of the dashboard's
 * languages (`translateWith`): each needs a copy of the modules of its own. By runner: the server's
 * folders (and the interface's, which it tests) or the dashboard's.
 */
const ownModules = ['server', 'bench', 'scripts', 'src']
  .flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file)),
  )
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) =>
    /\bvi\.(mock|doMock|stubGlobal)\(|\btranslateWith\(/.test(readFileSync(file, 'utf8')),
  )
const inServer = (file: string) => /^(server|bench|scripts|src\/interface)\//.test(file)
const ownModulesOf = {
  server: ownModules.filter(inServer),
  dashboard: ownModules.filter((file) => !inServer(file)),
}

/**
 * The files of a worker share one copy of the modules (and, in the dashboard's, one page), as
 * Vitest's recipe for unit suites has it: a file loading its modules afresh was a quarter of the
 * server's tests' time (255 s against 192 s for them alone, 2026-11-28) and two fifths of the
 * dashboard's (195 s against 120 s). The files that replace a module run with their own, in a
 * project of their own.
 */
const shared = { isolate: false }

export default defineConfig({
  plugins: [react()],
  test: {
    // A file on every core: Vitest's default leaves one free, which on a machine of two cores ran
    // one file at a time (11.4 min for the whole run here, 8.2 min with both cores).
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['server/test/global-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          ...server,
          ...shared,
          name: 'server',
          exclude: [...configDefaults.exclude, ...ownModulesOf.server],
        },
      },
      {
        extends: true,
        test: {
          ...server,
          name: 'server-own-modules',
          include: ownModulesOf.server,
        },
      },
      {
        extends: true,
        test: {
          ...dashboard,
          ...shared,
          name: 'dashboard',
          exclude: [...configDefaults.exclude, ...ownModulesOf.dashboard],
          // What a test leaves behind, src/test/setup.ts clears; load-every-module.ts loads the
          // pages' code up front, so none is still loading when a file ends.
          setupFiles: [...dashboard.setupFiles, 'src/test/load-every-module.ts'],
        },
      },
      {
        extends: true,
        test: { ...dashboard, name: 'dashboard-own-modules', include: ownModulesOf.dashboard },
      },
    ],
  },
})
