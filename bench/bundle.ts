import { existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium, type Page, type Response } from '@playwright/test'

export interface PageWeight {
  page: string
  jsRaw: number
  jsGzip: number
  cssRaw: number
  cssGzip: number
  files: number
}

const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined

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
  await Promise.all(pending)
  page.off('response', onResponse)
  return weight
}

export async function measureBundles(
  url: string,
  email: string,
  password: string,
): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  try {
    const page = await browser.newPage()
    const seen = new Set<string>()
    const signInPage = await weigh(
      page,
      'sign-in page',
      async () => {
        await page.goto(`${url}/sign-in`)
        await page.getByLabel(/email/i).waitFor()
      },
      seen,
    )
    const firstPage = await weigh(
      page,
      'first page after sign-in (added)',
      async () => {
        await page.getByLabel(/email/i).fill(email)
        await page.getByLabel(/^password/i).fill(password)
        await page.getByRole('button', { name: /sign in/i }).click()
        await page.waitForURL((u) => !u.pathname.startsWith('/sign-in'))
      },
      seen,
    )
    return [signInPage, firstPage]
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
}
