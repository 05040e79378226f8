import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './e2e/chromium'

const port = Number(process.env.E2E_PORT ?? 4173)
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  outputDir: 'reports/e2e-artifacts',
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    // A production build served by the real server over a fresh in-memory database with demo data.
    command: 'npx vite build --logLevel warn && npx tsx server/main.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(port), DATA_DIR: 'memory:', SEED_DEMO: '1', LOG_REQUESTS: '0' },
  },
})
