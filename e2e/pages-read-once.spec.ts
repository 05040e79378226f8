import { type Page, expect, test } from '@playwright/test'
import { signInQuickly } from './a11y-fixtures'
import { accounts } from './fixtures'

/**
 * Pages whose figures move with everyone's writes read them again each time they open, once: the
 * route reads while the page's code loads, and the page, mounted after, does not read again.
 */
const pages = [
  {
    name: 'the overview',
    address: '/overview',
    link: 'Overview',
    code: /\/assets\/OverviewPage-[^/]+\.js$/,
    isRead: (url: URL) => url.pathname === '/api/v1/overview',
    ready: (page: Page) => page.getByRole('region', { name: 'Contracts by status' }),
  },
  {
    name: 'the activity',
    address: '/activity',
    link: 'Activity',
    code: /\/assets\/ActivityPage-[^/]+\.js$/,
    // The page's own read (10 a page), not the overview's newest few.
    isRead: (url: URL) =>
      url.pathname === '/api/v1/activity' && url.searchParams.get('per_page') === '10',
    ready: (page: Page) => page.getByText(/^Showing \d+–\d+ of \d+$/),
  },
]

for (const visit of pages) {
  test(`${visit.name} reads its figures once as it opens, and again when it is opened later`, async ({
    page,
    request,
  }) => {
    const reads: string[] = []
    page.on('request', (asked) => {
      if (visit.isRead(new URL(asked.url()))) reads.push(asked.url())
    })
    // The page's code arrives after its figures, as on a slow phone: the route asked for both at
    // once, and the data, small, came first.
    let figuresRead: () => void
    const figures = new Promise<void>((resolve) => (figuresRead = resolve))
    page.on('requestfinished', (asked) => {
      if (visit.isRead(new URL(asked.url()))) figuresRead()
    })
    await page.route(visit.code, async (route) => {
      await figures
      await route.continue()
    })
    await page.clock.install()
    await signInQuickly(page, request, accounts.admin)
    await page.goto(visit.address)
    await expect(visit.ready(page)).toBeVisible()
    // The page, mounted on what its route read, does not read it again. The list's read goes out
    // after any second read would have. The list is shown before the page is opened again: until
    // the list's code has come, the router keeps the page there, mounted, and it has no cause to
    // read again.
    const listed = page.waitForResponse(
      (answer) => new URL(answer.url()).pathname === '/api/v1/contracts',
    )
    await page.getByRole('link', { name: 'Contracts', exact: true }).click()
    await listed
    expect(reads).toHaveLength(1)
    await expect(page.getByRole('table', { name: 'Contracts' })).toBeVisible()

    // Opened again a while later: read again.
    await page.clock.fastForward(6_000)
    await page.getByRole('link', { name: visit.link, exact: true }).click()
    await expect(visit.ready(page)).toBeVisible()
    await expect.poll(() => reads.length).toBe(2)
  })
}
