import { availableParallelism } from 'node:os'
import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './e2e/chromium'

const port = Number(process.env.E2E_PORT ?? 4173)
/**
 * E2E_WORKERS workers (two unless set, one on a single core), each with a server and a database of
 * its own (on `port`, `port + 1`…), so that a journey never sees another's writes land while it
 * runs. The config is read again in each worker, where TEST_PARALLEL_INDEX (0, 1…) says which
 * server is its own. On this machine of two cores, once the journeys' traces stopped filming and
 * axe stopped opening a page of its own, two took 5.2 min for the 99 journeys against one's 7.1
 * (2026-11-30), and 6.7 min with a third process keeping one core busy, every journey passing.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism())))
const ownServer = port + Number(process.env.TEST_PARALLEL_INDEX ?? 0)
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers,
  retries: 0,
  // A journey's time limit is no speed rule (those live in `npm run bench`): it only stops a stuck
  // journey. With one core kept busy here, the longest journeys took 19–27 s of the 30 s they had
  // (2026-12-05, the same on the code before and after that day's list change), and CI, slower
  // still, ran four of them out of time with every step on its way; 60 s leaves them room.
  timeout: 60_000,
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
