import { expect, test } from '@playwright/test'
import { accounts, signIn } from './fixtures'

test('a pointer resting on a link fetches the page’s data before the click', async ({ page }) => {
  await signIn(page, accounts.admin)
  await expect(page.getByRole('heading', { name: 'Ending soon' })).toBeVisible()

  // Resting on "Contracts" in the navigation asks for the list the page will show.
  const list = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/v1/contracts',
  )
  await page.getByRole('navigation').getByRole('link', { name: 'Contracts' }).hover()
  await list
  await expect(page).toHaveURL(/\/overview$/)

  // Resting on a contract of the list asks for that contract.
  await page.getByRole('navigation').getByRole('link', { name: 'Contracts' }).click()
  const firstLink = page.getByRole('table', { name: 'Contracts' }).getByRole('link').first()
  const href = (await firstLink.getAttribute('href'))!
  const id = /\/contracts\/(\d+)\/edit$/.exec(href)![1]
  const detail = page.waitForRequest(
    (request) => new URL(request.url()).pathname === `/api/v1/contracts/id/${id}`,
  )
  await firstLink.hover()
  await detail
  await expect(page).toHaveURL(/\/contracts$/)
})
