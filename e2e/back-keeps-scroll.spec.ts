import { expect, test } from '@playwright/test'
import { accounts, signIn } from './fixtures'

// A page opened is drawn in the background, a moment after the click (src/lib/ui/InBackground.tsx);
// one come back to is drawn at once, so that the router can put back where it was scrolled to.
test('Back from a contract puts the list where it was scrolled to', async ({ page }) => {
  await signIn(page, accounts.admin)
  await page.goto('/contracts?per_page=50')
  const links = page.getByRole('table', { name: 'Contracts' }).locator('tbody a[href$="/edit"]')
  await expect(links.nth(30)).toBeAttached()
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(100)

  await links.nth(30).click()
  await expect(page).toHaveURL(/\/contracts\/\d+\/edit$/)
  await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

  await page.goBack()
  await expect(page).toHaveURL(/per_page=50/)
  await expect(links.nth(30)).toBeAttached()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled)
})
