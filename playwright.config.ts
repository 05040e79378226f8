import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './e2e/chromium'

const port = Number(process.env.E2E_PORT ?? 4173)
/**
 * E2E_WORKERS workers (1 unless set), each with a server and a database of its own (on `port`,
 * `port + 1`…), so that a journey never sees another's writes land while it runs. The config is
 * read again in each worker, where TEST_PARALLEL_INDEX (0, 1…) says which server is its own. Two
 * were no faster on a shared machine of two cores (2.5-2.9 min for 12 journeys either way) and
 * one journey ran out of time there: one until measured on an idle one.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1))
const ownServer = port + Number(process.env.TEST_PARALLEL_INDEX ?? 0)
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  outputDir: 'reports/e2e-artifacts',
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${ownServer}`,
    // A failed journey keeps its trace: each step's page as DOM, its network and console. Without
    // the screencast, which cost a fifth of the journeys' CPU (91 core-seconds against 112 for 14
    // journeys here) for a film of what the DOM snapshots already show.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions,
  },
  // A production build served by the real server over a fresh in-memory database with demo data,
  // once per worker. The servers start one after the other: the first builds, the others serve it.
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: `${index === 0 ? 'npx vite build --logLevel warn && ' : ''}npx tsx server/main.ts`,
    url: `http://127.0.0.1:${port + index}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port + index),
      DATA_DIR: 'memory:',
      SEED_DEMO: '1',
      LOG_REQUESTS: '0',
    },
  })),
})
