import { type Page, expect, test } from '@playwright/test'
import { signInQuickly } from './a11y-fixtures'
import { accounts } from './fixtures'
import { companies, createContractsThroughApi, unique } from './contracts-fixtures'
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

test('a record’s page keeps its place on a phone as its parts arrive', async ({
  page,
  request,
}) => {
  await signInQuickly(page, request, accounts.admin)
  // Each layout shift Chromium reports from the first paint on; their sum is what Lighthouse
  // scores as CLS.
  await page.addInitScript(() => {
    const shifts: number[] = []
    ;(window as unknown as { shifts: number[] }).shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const [contract] = await createContractsThroughApi(request, [
    {
      the_contract_id: unique('PHONE-'),
      client_company_id: companies.acme,
      vendor_company_id: companies.globex,
      contract_start: '2026-01-01',
      contract_end: '2027-06-30',
    },
  ])
  for (const path of [`/contracts/${contract}/edit`, '/users/2/edit']) {
    await page.goto(path)
    // The last parts to arrive: the form, and whether the person follows the record.
    await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Follow/ })).toBeEnabled()
    const shifts = await page.evaluate(async () => {
      // A shift is reported with the frame that shows it.
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame)
      return (window as unknown as { shifts: number[] }).shifts
    })
    // The web's "good" is 0.1; a label's width changing moves its neighbours by about 0.0003.
    expect(
      shifts.reduce((sum, shift) => sum + shift, 0),
      path,
    ).toBeLessThan(0.01)
  }
})
