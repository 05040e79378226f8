import { expect, test } from '@playwright/test'
import { createUserThroughApi, signIn } from './fixtures'
import { unique } from './contracts-fixtures'

test.use({ viewport: { width: 1400, height: 900 } })

test('at 1400 × 900 and compact, 20 rows show at once, one line each, under a header that stays', async ({
  page,
  request,
}) => {
  // An admin of their own: the density is theirs alone.
  const created = await createUserThroughApi(request, {
    name: unique('Tuomas Tiheä '),
    company_name: 'Staffing HQ',
    type: 'admin',
  })
  await signIn(page, { ...created, password: 'password123' })
  await page.goto('/contracts?per_page=50')
  const table = page.getByRole('table', { name: 'Contracts' })
  await expect(table.getByRole('link').first()).toBeVisible()
  await page.getByRole('button', { name: 'Table settings' }).click()
  await page.getByText('Compact', { exact: true }).click()
  await page.keyboard.press('Escape')

  const header = table.locator('thead')
  const seen = () =>
    table.evaluate((element: HTMLTableElement) => {
      const viewport = element.parentElement!.parentElement!.getBoundingClientRect()
      const top = Math.max(viewport.top, element.tHead!.getBoundingClientRect().bottom)
      const bottom = Math.min(window.innerHeight, viewport.bottom)
      const rows = [...element.tBodies[0]!.querySelectorAll('tr[data-index]')].map((row) =>
        row.getBoundingClientRect(),
      )
      return {
        whole: rows.filter((row) => row.top >= top - 1 && row.bottom <= bottom + 1).length,
        tallest: Math.max(...rows.map((row) => row.height)),
      }
    })
  // As the page opens, under its title and toolbars, and once scrolled to the table (whose own
  // viewport then fills the window below the app's header).
  await expect.poll(async () => (await seen()).whole).toBeGreaterThanOrEqual(20)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect(header).toBeInViewport()
  await expect.poll(async () => (await seen()).whole).toBeGreaterThanOrEqual(23)
  // One line a row (no name wraps): no row taller than the shortest by a line.
  expect((await seen()).tallest).toBeLessThan(34)

  // Scrolled inside its card, the header row stays where it was.
  const before = (await header.boundingBox())!.y
  await table.evaluate((element) => {
    element.parentElement!.parentElement!.scrollTop = 300
  })
  await expect.poll(async () => (await header.boundingBox())!.y).toBe(before)
  await expect(table.getByRole('row').nth(1)).not.toBeInViewport()
})
