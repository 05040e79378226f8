import { expect, test } from '@playwright/test'
import { signInQuickly } from './a11y-fixtures'
import { accounts } from './fixtures'

test('“/” and a name typed while a list page’s code still loads reach its search box', async ({
  page,
  request,
}) => {
  await signInQuickly(page, request, accounts.admin)
  await page.goto('/overview')
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible()

  // The contracts page's code arrives a second late, as on a slow connection.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/ContractsPage-[^/]*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.getByRole('navigation').getByRole('link', { name: 'Contracts' }).click()
  await expect(page).toHaveURL(/\/contracts$/)
  await page.keyboard.press('/')
  await page.keyboard.type('Globex')
  await expect(page.getByRole('textbox', { name: 'Search contracts' })).toHaveCount(0)
  release()

  const search = page.getByRole('textbox', { name: 'Search contracts' })
  await expect(search).toHaveValue('Globex')
  await expect(search).toBeFocused()
  await expect(page).toHaveURL(/\/contracts\?search=Globex$/)
  await expect(page.getByRole('table', { name: 'Contracts' })).toContainText('Globex Ltd')
})
