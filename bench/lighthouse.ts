/**
 * Lighthouse on the dashboard's pages, signed in, with its desktop preset and its mobile default
 * (slow 4G, 4× CPU slowdown, simulated), each beside a bare Vite + React + Mantine page (an
 * AppShell and a 25-row table, bench/bare/) audited in the same run: the machine's speed moves
 * every score, so the bare page's score is the floor each figure is read against.
 *
 * Lighthouse drives Debian's Chromium through its debugging port; the browser is Playwright's
 * persistent profile, so the session signed in once stays in local storage for every audit
 * (Lighthouse clears the caches before each page, not local storage).
 *
 * Then each page loaded for real with the browser's own 4× CPU slowdown, three times: the longest
 * main-thread task and the time long tasks block, as the page's PerformanceObserver reports them
 * (Lighthouse's TBT is simulated from an unthrottled trace, and a task the simulation does not see
 * split may be two on a slow phone).
 */
import { spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium, request } from '@playwright/test'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { chromiumLaunchOptions } from '../e2e/chromium'
import { tokenThroughApi } from '../e2e/fixtures'
import { DEMO_USERS } from '../server/db/seed-demo'
import { freePort, serveBarePage } from './bare-page'
import { median } from './figures'
import { makeCertificate } from '../server/test/certificate'
import { startServer } from './server'

/** Targets of the issue "Fast where people feel it". */
export const LIGHTHOUSE_TARGETS = { desktop: 95, mobile: 85, mobileTbtMs: 200 }

type Preset = 'desktop' | 'mobile'

interface Audit {
  page: string
  preset: Preset
  score: number
  tbtMs: number
  lcpMs: number
  /** Cumulative Layout Shift: a quarter of the score, as LCP is. */
  cls: number
}

/** Looks up one inquiry and one contract of the demo data, for their pages. */
async function recordPages(url: string) {
  const admin = DEMO_USERS[0]!
  // Playwright's client, which can trust the run's own certificate as Node's fetch cannot.
  const client = await request.newContext({ baseURL: url, ignoreHTTPSErrors: true })
  const token = await tokenThroughApi(client, admin)
  const get = async (path: string) => {
    const response = await client.get(path, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    })
    if (!response.ok()) throw new Error(`${path} answered ${response.status()}`)
    return response.json() as Promise<Record<string, { id: number }[]>>
  }
  const inquiry = (await get('/api/v1/inquiries?per_page=1')).orders?.[0]
  const contract = (await get('/api/v1/contracts?per_page=1')).contracts?.[0]
  if (!inquiry || !contract) throw new Error('The demo data has no inquiry or no contract')
  await client.dispose()
  return { inquiry: `/inquiries/${inquiry.id}`, contract: `/contracts/${contract.id}/edit` }
}

export async function benchLighthouse(port: number) {
  console.log('\n## Lighthouse 13: signed-in pages beside a bare page, desktop preset and mobile')
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
  if (build.status !== 0) throw new Error('The dashboard build failed')
  const dataDir = await mkdtemp(join(tmpdir(), 'staffing-lighthouse-'))
  const profile = await mkdtemp(join(tmpdir(), 'staffing-lighthouse-profile-'))
  const certDir = await mkdtemp(join(tmpdir(), 'staffing-lighthouse-certificate-'))
  const audits: Audit[] = []
  // BENCH_LIGHTHOUSE_REPORTS=dir keeps each audit's whole report (its long tasks, its main-thread
  // work by kind and by script, its critical requests) to read where a page's time goes.
  const reportsDir = process.env.BENCH_LIGHTHOUSE_REPORTS
  if (reportsDir) await mkdir(reportsDir, { recursive: true })
  const stops: (() => Promise<unknown>)[] = [
    () => rm(dataDir, { recursive: true, force: true }),
    () => rm(profile, { recursive: true, force: true }),
    () => rm(certDir, { recursive: true, force: true }),
  ]
  try {
    // Served as deployed, over HTTPS and so HTTP/2, where a page's scripts and reads share one
    // connection; the bare page too. BENCH_LIGHTHOUSE_HTTP1=1: plain HTTP/1.1, six at a time.
    const tls =
      process.env.BENCH_LIGHTHOUSE_HTTP1 === '1' ? undefined : await makeCertificate(certDir)
    console.log(
      tls
        ? 'Served over HTTPS (HTTP/2) with a certificate made for the run, the bare page too.'
        : 'Served over plain HTTP/1.1, the bare page too.',
    )
    const server = await startServer({
      dataDir,
      port,
      entry: 'server/main.ts',
      env: { SEED_DEMO: '1' },
      tls,
    })
    stops.unshift(server.stop)
    const bare = await serveBarePage(tls)
    stops.unshift(bare.stop)
    const debuggingPort = await freePort()
    const browser = await chromium.launchPersistentContext(profile, {
      ...chromiumLaunchOptions,
      args: [
        ...(chromiumLaunchOptions.args ?? []),
        `--remote-debugging-port=${debuggingPort}`,
        // The run's certificate, and only it, is trusted.
        ...(tls ? [`--ignore-certificate-errors-spki-list=${tls.spkiHash}`] : []),
      ],
    })
    stops.unshift(() => browser.close())
    const records = await recordPages(server.url)
    const audit = async (page: string, url: string, preset: Preset, attempt = 1) => {
      const result = await lighthouse(
        url,
        {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          // A signed-in page keeps its event stream open, so the network is never quiet: Lighthouse
          // would wait its 45 s for each page. Each has painted, fetched and gone idle in 3 s.
          maxWaitForLoad: 15_000,
        },
        preset === 'desktop' ? desktopConfig : undefined,
      )
      const lhr = result?.lhr
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`)
      if (reportsDir)
        await writeFile(
          join(reportsDir, `${preset}-${page.replace(/[^a-z]+/gi, '-')}.json`),
          JSON.stringify(lhr),
        )
      if (lhr.runtimeError) {
        console.log(`${preset} ${page}: ${lhr.runtimeError.message}`)
        // Lighthouse's own trace sometimes misses the navigation (NO_NAVSTART): once more.
        if (attempt === 1) return audit(page, url, preset, 2)
      }
      if (page !== 'sign-in' && page !== 'bare page' && lhr.finalDisplayedUrl.includes('/sign-in'))
        throw new Error(`${url} was not audited signed in: it showed ${lhr.finalDisplayedUrl}`)
      audits.push({
        page,
        preset,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
        cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
      })
    }
    // BENCH_LIGHTHOUSE_PAGES=contracts,overview and BENCH_LIGHTHOUSE_PRESETS=desktop audit only
    // those (the bare page always), to try one change on one page in a minute rather than five.
    const only = (name: string, all: string[]) => {
      const chosen = process.env[name]?.split(',').map((s) => s.trim()) ?? all
      const unknown = chosen.filter((s) => !all.includes(s))
      if (unknown.length > 0)
        throw new Error(`${name}: no ${unknown.join(', ')} (known: ${all.join(', ')})`)
      return chosen
    }
    const presets = only('BENCH_LIGHTHOUSE_PRESETS', ['desktop', 'mobile']) as Preset[]
    const chosenPages = only('BENCH_LIGHTHOUSE_PAGES', [
      'sign-in',
      'overview',
      'contracts',
      'inquiries',
      'an inquiry',
      "a contract's editor",
    ])
    // Signed out first: the sign-in page as a newcomer sees it.
    for (const preset of presets) {
      await audit('bare page', bare.url, preset)
      if (chosenPages.includes('sign-in')) await audit('sign-in', `${server.url}/sign-in`, preset)
    }
    const admin = DEMO_USERS[0]!
    const tab = await browser.newPage()
    await tab.goto(`${server.url}/sign-in`)
    await tab.getByLabel(/email/i).fill(admin.email)
    await tab.getByLabel('Password', { exact: true }).fill(admin.password)
    await tab.getByRole('button', { name: /sign in/i }).click()
    await tab.waitForURL(/\/overview/)
    await tab.close()
    const pages: [string, string][] = [
      ['overview', '/overview'],
      ['contracts', '/contracts'],
      ['inquiries', '/inquiries'],
      ['an inquiry', records.inquiry],
      ["a contract's editor", records.contract],
    ]
    for (const preset of presets) {
      for (const [page, path] of pages)
        if (chosenPages.includes(page)) await audit(page, `${server.url}${path}`, preset)
      // Once more at the end: the floor as the machine is after the pages, too.
      await audit('bare page', bare.url, preset)
    }
    // Beside Lighthouse's simulation, the load itself at a phone's speed: the browser's own 4×
    // CPU slowdown, each page opened three times, its long tasks as the page reports them.
    const loads: Record<string, string | number>[] = []
    for (const [page, url] of [
      ['bare page', bare.url],
      ...pages
        .filter(([page]) => chosenPages.includes(page))
        .map(([page, path]) => [page, `${server.url}${path}`]),
    ] as [string, string][])
      loads.push({ page, ...(await slowLoads(browser, url)) })
    // And the way most editors are opened: a click on a contract in the list, the app already there.
    if (chosenPages.includes("a contract's editor"))
      loads.push({
        page: 'contracts → a click on a contract',
        ...(await slowLoads(browser, `${server.url}/contracts`, 'tbody a[href$="/edit"]')),
      })
    console.log('\nEach page loaded at 4× CPU slowdown (DevTools throttling), three times:')
    console.table(loads)
  } finally {
    for (const stop of stops) await stop()
  }
  printAudits(audits)
}

/**
 * The page at `url` loaded three times with the CPU slowed 4×: its longest task and the time its
 * long tasks block past 50 ms each (their sum over the load, not only after the first paint, as
 * Lighthouse's TBT counts), each the median of the three, from the page's own PerformanceObserver.
 * With `click`, only what follows a click on the first link it finds once the page has settled.
 */
async function slowLoads(browser: BrowserContext, url: string, click?: string) {
  const longest: number[] = []
  const blocking: number[] = []
  for (let run = 0; run < 3; run++) {
    const tab = await browser.newPage()
    const cdp = await browser.newCDPSession(tab)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await tab.addInitScript(() => {
      const tasks: number[] = []
      ;(window as unknown as { longTasks: number[] }).longTasks = tasks
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration)
      }).observe({ type: 'longtask', buffered: true })
    })
    await tab.goto(url)
    // The page's data, code and first rows have come and gone idle well within this.
    await tab.waitForTimeout(5_000)
    if (click) {
      await tab.evaluate(() => {
        ;(window as unknown as { longTasks: number[] }).longTasks.length = 0
      })
      await tab.locator(click).first().click()
      await tab.waitForTimeout(5_000)
    }
    const tasks = await tab.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks)
    longest.push(Math.max(0, ...tasks))
    blocking.push(tasks.reduce((sum, task) => sum + Math.max(0, task - 50), 0))
    await tab.close()
  }
  return {
    'longest task ms': Math.round(median(longest)),
    'blocking past 50 ms': Math.round(median(blocking)),
  }
}

function printAudits(audits: Audit[]) {
  for (const preset of ['desktop', 'mobile'] as const) {
    const target = LIGHTHOUSE_TARGETS[preset]
    const floor = audits.filter((a) => a.preset === preset && a.page === 'bare page')
    console.log(
      `\n${preset === 'desktop' ? 'Desktop preset' : 'Mobile (Lighthouse default: slow 4G, 4× CPU)'}:` +
        ` target score ≥ ${target}${preset === 'mobile' ? `, TBT ≤ ${LIGHTHOUSE_TARGETS.mobileTbtMs} ms` : ''};` +
        ` the bare page scored ${floor.map((a) => a.score).join(' and ')} in this run`,
    )
    console.table(
      audits
        .filter((a) => a.preset === preset)
        .map((a) => ({
          page: a.page,
          score: a.score,
          'TBT ms': a.tbtMs,
          'LCP ms': a.lcpMs,
          CLS: a.cls,
          meets:
            a.page === 'bare page'
              ? ''
              : a.score >= target &&
                  (preset === 'desktop' || a.tbtMs <= LIGHTHOUSE_TARGETS.mobileTbtMs)
                ? 'yes'
                : 'no',
        })),
    )
  }
}
