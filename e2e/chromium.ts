import { existsSync } from 'node:fs'

const debianChromium = '/usr/bin/chromium'

/**
 * Debian's Chromium where it is installed (Playwright cannot download browsers here), with the
 * flags it runs quietly with; Playwright's own browser otherwise. The e2e journeys and the bench
 * launch it alike.
 */
export const chromiumLaunchOptions = existsSync(debianChromium)
  ? {
      executablePath: debianChromium,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-gpu',
      ],
    }
  : {}
