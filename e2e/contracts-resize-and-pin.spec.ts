import { type Page, expect, test } from '@playwright/test'
import { createUserThroughApi, signIn } from './fixtures'
import { unique } from './contracts-fixtures'

/** The header cell of a column (by its data-column key), and its drawn width. */
const header = (page: Page, column: string) =>
  page.getByRole('table', { name: 'Contracts' }).locator(`th[data-column="${column}"]`)
// Read in one step in the page: the header cell may be replaced as the rows come (the placeholder
// table drawn while they load is another element), and a box asked for in two steps can miss both.
const widthOf = (page: Page, name: string) =>
  header(page, name).evaluate((cell) => Math.round(cell.getBoundingClientRect().width))

test('an admin narrows a column and pins another from the keyboard; a reload and a second browser keep both', async ({
  page,
  browser,
  request,
}) => {
  // An admin of their own: the widths and pins are theirs alone, whatever other journeys set.
  const created = await createUserThroughApi(request, {
    name: unique('Rita Resize '),
    company_name: 'Staffing HQ',
    type: 'admin',
  })
  const admin = { ...created, password: 'password123' }
  await signIn(page, admin)
  await page.goto('/contracts')
  await expect(page.getByRole('table', { name: 'Contracts' })).toBeVisible()
  // Its rows, not the placeholder drawn while they load (another table, without links).
  await expect(
    page.getByRole('table', { name: 'Contracts' }).getByRole('link').first(),
  ).toBeVisible()

  // The vendor column: focus its sort button, Alt+← four times narrows it by 40 px.
  const before = await widthOf(page, 'vendor_company')
  await page
    .getByRole('table', { name: 'Contracts' })
    .getByRole('button', { name: 'Sort by vendor', exact: true })
    .focus()
  for (let i = 0; i < 4; i++) await page.keyboard.press('Alt+ArrowLeft')
  await expect.poll(() => widthOf(page, 'vendor_company')).toBeLessThan(before - 20)
  const narrowed = await widthOf(page, 'vendor_company')
  await expect(header(page, 'vendor_company')).toHaveAttribute(
    'aria-keyshortcuts',
    'Alt+ArrowLeft Alt+ArrowRight Shift+F10',
  )

  // Pin the status column from the table settings, by keyboard.
  await page.getByRole('button', { name: 'Table settings' }).click()
  const pin = page.getByRole('button', { name: 'Pin Status at the left', exact: true })
  await pin.focus()
  await page.keyboard.press('Enter')
  await expect(pin).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.press('Escape')
  // A pinned column comes first (after the checkboxes) and stays at the left.
  const headers = page.getByRole('table', { name: 'Contracts' }).getByRole('columnheader')
  await expect(headers.nth(1)).toContainText('Status')
  await expect(headers.nth(1)).toHaveCSS('position', 'sticky')
  await expect(headers.nth(2)).toContainText('Contract')

  const kept = async (on: Page) => {
    await expect(on.getByRole('table', { name: 'Contracts' })).toBeVisible()
    const cells = on.getByRole('table', { name: 'Contracts' }).getByRole('columnheader')
    await expect(cells.nth(1)).toContainText('Status')
    await expect.poll(() => widthOf(on, 'vendor_company')).toBe(narrowed)
  }
  await page.reload()
  await kept(page)

  const other = await browser.newContext()
  const second = await other.newPage()
  await signIn(second, admin)
  await second.goto('/contracts')
  await kept(second)
  await other.close()
})
