import { type Page, expect, test } from '@playwright/test'
import { signInQuickly } from './a11y-fixtures'
import { accounts } from './fixtures'
import { createClientOfNewCompany, createInquiryThroughApi } from './inquiry-fixtures'

// A phone held upright: client staff raise and follow their inquiries from one.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

/**
 * The page fits the phone's width (wide tables scroll inside their own panel), and the header's
 * controls are all on the screen.
 */
async function expectFitsThePhone(page: Page, what: string) {
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ])
  expect(widths, `${what}: the page's width and the layout's, at 390`).toEqual([390, 390])
  const menu = await page.getByRole('button', { name: /^Account menu/ }).boundingBox()
  expect(menu!.x + menu!.width, `${what}: the account menu's right edge`).toBeLessThanOrEqual(390)
}

test('a client’s pages fit a phone: the page never scrolls sideways, the header stays whole', async ({
  page,
  request,
}) => {
  const client = await createClientOfNewCompany(request, 'Pia Phone')
  const id = await createInquiryThroughApi(request, client, {
    title: 'Harbour crane season',
    hires: [
      { title: 'Crane operator', type: 'full_time' },
      { title: 'Signal person', type: 'contract' },
    ],
  })
  await signInQuickly(page, request, client)

  await page.goto('/overview')
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible()
  await expectFitsThePhone(page, 'overview')

  await page.goto('/inquiries')
  await expect(page.getByRole('link', { name: 'Harbour crane season' })).toBeVisible()
  await expectFitsThePhone(page, 'inquiries')

  await page.goto(`/inquiries/${id}`)
  const positions = page.getByRole('region', { name: 'Positions' })
  await expect(positions.getByText('Signal person')).toBeVisible()
  await expectFitsThePhone(page, 'an inquiry with positions')
  // The positions' table is wider than the phone: it scrolls in its own panel.
  expect(await positions.evaluate((scroller) => scroller.scrollWidth > scroller.clientWidth)).toBe(
    true,
  )
})

test('an admin’s lists fit a phone too', async ({ page, request }) => {
  await signInQuickly(page, request, accounts.admin)
  for (const [path, table] of [
    ['/contracts', 'Contracts'],
    ['/users', 'Users'],
    ['/activity', 'Activity'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('table', { name: table })).toBeVisible()
    await expectFitsThePhone(page, path)
  }
})
