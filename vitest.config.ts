import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    globalSetup: ['server/test/global-setup.ts'],
    // A file per core at least, and two on a machine of one or two: Vitest's default (one less than
    // the cores) runs one file at a time on two, and much of a file's time is spent waiting on a
    // server or CLI process it started, a child's start-up, a timer or a socket.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'src/interface/**/*.test.ts', 'bench/**/*.test.ts'],
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
