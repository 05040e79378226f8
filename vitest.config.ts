import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

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
          name: 'dashboard',
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
        },
      },
    ],
  },
})
