import { gzipSync } from 'node:zlib'
import type { Page, Response } from '@playwright/test'
import { launchChromium } from './chromium'

export interface PageWeight {
  page: string
  jsRaw: number
  jsGzip: number
  cssRaw: number
  cssGzip: number
  files: number
}

/** What a page loads of the production build, measured in a real Chromium. */
async function weigh(
  page: Page,
  name: string,
  go: () => Promise<void>,
  seen: Set<string>,
): Promise<PageWeight> {
  const weight: PageWeight = { page: name, jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0, files: 0 }
  const pending: Promise<void>[] = []
  const onResponse = (response: Response) => {
    const type = response.request().resourceType()
    if ((type !== 'script' && type !== 'stylesheet') || seen.has(response.url())) return
    seen.add(response.url())
    pending.push(
      response.body().then((body) => {
        const gzip = gzipSync(body).length
        weight.files += 1
        if (type === 'script') {
          weight.jsRaw += body.length
          weight.jsGzip += gzip
        } else {
          weight.cssRaw += body.length
          weight.cssGzip += gzip
        }
      }),
    )
  }
  page.on('response', onResponse)
  await go()
  await page.waitForLoadState('networkidle')
  // A page opened inside the app loads no document: its chunks are done when none came for 500 ms.
  for (let count = -1; count !== pending.length;) {
    count = pending.length
    await page.waitForTimeout(500)
  }
  await Promise.all(pending)
  page.off('response', onResponse)
  return weight
}

export async function measureBundles(
  url: string,
  email: string,
  password: string,
): Promise<PageWeight[]> {
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    const seen = new Set<string>()
    const signInPage = await weigh(
      page,
      'sign-in page',
      async () => {
        // Signed in, the inquiries open first: the overview's own weight is measured after them.
        await page.goto(`${url}/sign-in?redirect=/inquiries`)
        await page.getByLabel(/email/i).waitFor()
      },
      seen,
    )
    const firstPage = await weigh(
      page,
      'inquiries after sign-in (added)',
      async () => {
        await page.getByLabel(/email/i).fill(email)
        await page.getByLabel(/^password/i).fill(password)
        await page.getByRole('button', { name: /sign in/i }).click()
        await page.waitForURL((u) => !u.pathname.startsWith('/sign-in'))
        await page.getByRole('table', { name: 'Inquiries' }).waitFor()
      },
      seen,
    )
    const overview = await weigh(
      page,
      'overview, its charts (added)',
      async () => {
        await page.getByRole('navigation').getByRole('link', { name: 'Overview' }).click()
        await page.getByRole('heading', { name: 'Ending soon' }).waitFor()
      },
      seen,
    )
    return [signInPage, firstPage, overview]
  } finally {
    await browser.close()
  }
}

export function printBundleTable(weights: PageWeight[]) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
  console.table(
    weights.map((w) => ({
      page: w.page,
      files: w.files,
      'JS raw': kb(w.jsRaw),
      'JS gzip': kb(w.jsGzip),
      'CSS raw': kb(w.cssRaw),
      'CSS gzip': kb(w.cssGzip),
    })),
  )
  const signIn = weights[0]!
  console.log(
    `Sign-in page: ${kb(signIn.jsGzip)} of JS gzip (target ≤ 140 KB), ` +
      `${kb(signIn.cssGzip)} of CSS gzip (target ≤ 30 KB).`,
  )
  const overview = weights.find((w) => w.page.startsWith('overview'))
  if (overview)
    console.log(
      `The overview adds ${kb(overview.jsGzip)} of JS gzip with its charts (target ≤ 60 KB).`,
    )
}
